// Segmented prefix sum in ONE pass: the chained scan of decoupled_lookback.wgsl (tiles of 4 x 4
// elements per invocation, look-back with decoupled fallback) over the segmented operator
// (head, value): (a, fa) + (b, fb) = (fb ? b : a + b, fa | fb). Sums restart at every head; in the
// exclusive mode a head's output is 0.
// Heads: binding 6, one bit per element of the range (bit i % 32 of word i / 32 for element i).
// A tile's aggregate is the sum after its last head, and a tile holding a head publishes it as its
// inclusive prefix at once, so a look-back stops at the nearest tile with a head; the fallback's
// reduction of a silent tile stops it the same way (lane_reduce_tile below).
// Work per invocation: 16 elements (four rows of a vec4) and half a head word; the tile's rows are
// scanned across ranks with the segmented operator (four rows at once as a vec4 with four head bits),
// by subgroup shuffles where the device has subgroups (segmented_subgroup_scan.wgsl), else in
// workgroup memory (segmented_workgroup_scan.wgsl). The look-back is the plain scan's where the device
// has subgroups (subgroup_look_back.wgsl), else one invocation walks the tile states
// (lane_look_back.wgsl); a tile with a head stops it as an inclusive prefix does. Vectors with a head
// before them in the tile are written before the look-back, the others after it.
// Memory traffic: read n values and n / 32 head words, write n, plus a few words per tile.
// Bindings: 0 params, 1..4 the caller's data as tile_access.wgsl describes at ACCESS, 5 tile_state
// (tile_state.wgsl), 6 heads. Element type as in tile_scan.wgsl (IS_F32). params.inclusive picks the
// mode. Not in place: the fallback re-reads earlier tiles' input. Limits: n < 2^32 - TILE.
//
// part: scan/tile_access.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/segmented_workgroup_scan.wgsl | scan/segmented_subgroup_scan.wgsl
// part: scan/lane_look_back.wgsl | scan/subgroup_look_back.wgsl

@group(0) @binding(6) var<storage, read> heads: array<u32>;

// Nearly every tile holds a head (segments of 1,000, tiles of 4,096) and publishes its inclusive prefix
// at once, so subgroup_look_back.wgsl's first step reads only the tile before.
const FIRST_STEP_READS_ONE_STATE: bool = true;

// Whether this invocation's tile holds a head (the same in every invocation of the workgroup).
var<private> tile_has_head: bool;

// The head bits of elements first..first+3 of the range (first a multiple of 4), bit j for element
// first + j; 0 past the end of the range.
fn load_heads(first: u32) -> u32 {
    if (first >= params.n) {
        return 0u;
    }
    return (heads[first >> 5u] >> (first & 31u)) & 0xFu;
}

// The segmented inclusive running sums of one vector's elements.
fn segmented_running_sums(g: vec4<u32>, h: u32) -> vec4<u32> {
    let head = head_lanes(h);
    let a = g.x;
    let b = select(add(a, g.y), g.y, head.y);
    let c = select(add(b, g.z), g.z, head.z);
    return vec4<u32>(a, b, c, select(add(c, g.w), g.w, head.w));
}

// Row k's pair of a four-row vector and its head bits.
fn row(values: vec4<u32>, bits: u32, k: u32) -> Segmented {
    return Segmented(values[k], ((bits >> k) & 1u) != 0u);
}

struct TileRows {
    across: SegmentedScan4,
    starts: array<Segmented, 4>,  // what comes before each row in the tile
    aggregate: Segmented,
}

// The segmented scan of the tile's rows: each invocation's row totals scanned across ranks, and
// the rows' totals combined in order. Every invocation must call it.
fn scan_rows(rank: u32, row_values: vec4<u32>, row_heads: u32) -> TileRows {
    let across = workgroup_segmented_scan4(rank, row_values, row_heads);
    let start1 = row(across.total, across.total_heads, 0u);
    let start2 = combine(start1, row(across.total, across.total_heads, 1u));
    let start3 = combine(start2, row(across.total, across.total_heads, 2u));
    let aggregate = combine(start3, row(across.total, across.total_heads, 3u));
    return TileRows(across, array<Segmented, 4>(Segmented(0u, false), start1, start2, start3), aggregate);
}

// The head bits of an invocation's four vectors of a tile.
fn load_tile_heads(tile: u32, rank: u32) -> vec4<u32> {
    return vec4<u32>(load_heads(group_start(tile, 0u, rank)), load_heads(group_start(tile, 1u, rank)),
            load_heads(group_start(tile, 2u, rank)), load_heads(group_start(tile, 3u, rank)));
}

// Each row's total (the last running sum), for the scan across ranks.
fn row_totals(sums: array<vec4<u32>, 4>) -> vec4<u32> {
    return vec4<u32>(sums[0].w, sums[1].w, sums[2].w, sums[3].w);
}

// Bit k: row k of this invocation holds a head.
fn row_head_bits(h: vec4<u32>) -> u32 {
    let bits = select(vec4<u32>(0u), vec4<u32>(1u, 2u, 4u, 8u), h != vec4<u32>(0u));
    return bits.x | bits.y | bits.z | bits.w;
}

// The fallback of lane_look_back.wgsl and subgroup_look_back.wgsl: the invocation that looks back (in
// the subgroup form every lane of the looking subgroup alike, each the whole tile) reduces a silent tile
// from the input, in element order: x is its sum after its last head, y is 1 where it holds a head (it
// then ends the look-back).
fn lane_reduce_tile(tile: u32) -> vec2<u32> {
    var sum = 0u;
    var closes = 0u;
    for (var group = 0u; group < TILE / 4u; group++) {
        let first = tile * TILE + 4u * group;
        let h = load_heads(first);
        let sums = segmented_running_sums(load_group(first), h);
        sum = select(add(sum, sums.w), sums.w, h != 0u);
        closes |= select(0u, 1u, h != 0u);
    }
    return vec2<u32>(sum, closes);
}

// A tile with a head has published its own aggregate as its prefix, and publishes it again.
fn tile_prefix(exclusive: u32, aggregate: u32) -> u32 {
    return select(add(exclusive, aggregate), aggregate, tile_has_head);
}

// One vector's outputs: its segmented running sums in the chosen mode, the sum before the vector
// (`carry`) added to the elements before its first head.
fn segmented_outputs(sums: vec4<u32>, h: u32, carry: u32, inclusive: bool) -> vec4<u32> {
    let head = head_lanes(h);
    let shifted = vec4<u32>(0u, sums.x, sums.y, sums.z);
    let own = select(select(shifted, vec4<u32>(0u), head), sums, inclusive);
    // An element at or after a head of its vector owes nothing to what comes before the vector.
    let seeded = head_lanes(h | (h << 1u) | (h << 2u) | (h << 3u));
    let carried = vec4<u32>(add(carry, own.x), add(carry, own.y), add(carry, own.z), add(carry, own.w));
    return select(carried, own, seeded);
}

// What comes before invocation `rank`'s vector of row k inside the tile: the rows before it and the
// ranks before it in the row. Where that holds no head, the tiles before the tile add to it.
fn within_tile(rows: TileRows, k: u32) -> Segmented {
    return combine(rows.starts[k], row(rows.across.exclusive, rows.across.exclusive_heads, k));
}

// Writes one vector's outputs, `carry` being the sum before the vector.
fn store_vector(tile: u32, rank: u32, k: u32, sums: vec4<u32>, h: u32, carry: u32) {
    store_group(group_start(tile, k, rank), segmented_outputs(sums, h, carry, params.inclusive != 0u));
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn segmented_chained_scan(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = workgroup.x + workgroup.y * grid.x;
    // Workgroups that only pad the 2D grid take no ticket.
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let groups = load_tile(tile, rank);
    let h = load_tile_heads(tile, rank);
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    let sums = array<vec4<u32>, 4>(segmented_running_sums(groups[0], h.x), segmented_running_sums(groups[1], h.y),
            segmented_running_sums(groups[2], h.z), segmented_running_sums(groups[3], h.w));
    let rows = scan_rows(rank, row_totals(sums), row_head_bits(h));
    let parity = (ticket_slot / params.tiles) & 1u;
    tile_has_head = rows.aggregate.has_head;
    var before = 0u;
    if (tile == 0u || tile_has_head) {
        if (rank == 0u) {
            publish(tile, FLAG_PREFIX, parity, rows.aggregate.value);
        }
    } else if (rank == 0u) {
        publish(tile, FLAG_SUM, parity, rows.aggregate.value);
    }
    // A vector with a head before it in the tile owes nothing to the tiles before: it is written before
    // the look-back (with segments of 1,000, most of a tile), the rest after it. The subgroup that looks
    // back writes all of its vectors after it, so that no branch taken by some of its lanes comes right
    // before the look-back's ballots and shuffles (WGSL does not promise that lanes meet again after one;
    // the publishing branch above is the look-back's own, as in the plain scan).
    let early = !in_looking_subgroup();
    let w0 = within_tile(rows, 0u);
    let w1 = within_tile(rows, 1u);
    let w2 = within_tile(rows, 2u);
    let w3 = within_tile(rows, 3u);
    if (early && w0.has_head) {
        store_vector(tile, rank, 0u, sums[0], h.x, w0.value);
    }
    if (early && w1.has_head) {
        store_vector(tile, rank, 1u, sums[1], h.y, w1.value);
    }
    if (early && w2.has_head) {
        store_vector(tile, rank, 2u, sums[2], h.z, w2.value);
    }
    if (early && w3.has_head) {
        store_vector(tile, rank, 3u, sums[3], h.w, w3.value);
    }
    if (tile > 0u) {
        before = look_back(rank, tile, parity, rows.aggregate.value);
    }
    if (!(early && w0.has_head)) {
        store_vector(tile, rank, 0u, sums[0], h.x, select(add(before, w0.value), w0.value, w0.has_head));
    }
    if (!(early && w1.has_head)) {
        store_vector(tile, rank, 1u, sums[1], h.y, select(add(before, w1.value), w1.value, w1.has_head));
    }
    if (!(early && w2.has_head)) {
        store_vector(tile, rank, 2u, sums[2], h.z, select(add(before, w2.value), w2.value, w2.has_head));
    }
    if (!(early && w3.has_head)) {
        store_vector(tile, rank, 3u, sums[3], h.w, select(add(before, w3.value), w3.value, w3.has_head));
    }
}
