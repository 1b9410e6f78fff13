// Stream compaction in ONE pass on the decoupled look-back scan: the elements a predicate keeps (or
// their input indices), in input order, packed at the front of the output, and their count.
// Workgroup w loads tile w (4 x 4 elements per invocation, vec4 loads), turns it into keep flags,
// scans the flags with the scan's tile scan (tile_scan.wgsl) into each kept element's place in its
// tile, publishes the tile's count and looks back over earlier tiles for the count before it, as
// decoupled_lookback.wgsl does with sums, with the scan's look-back (subgroup_look_back.wgsl where the
// device has subgroups, else lane_look_back.wgsl). A tile whose owner stays silent is counted from
// the input by the waiting workgroup (the look-back's decoupled fallback, which reads flags through
// load_group below), so no workgroup depends on another making progress. The last tile writes the
// total count.
// Across the look-back each invocation keeps only where its kept elements go (the stores part's
// place_kept, a few words), not its 16 values, 16 flags and 16 places: held in registers through the
// look-back's loop they made the kernel 10 to 14% slower on an H100 (BENCHMARKS.md). After it, write_kept
// loads the values again; the tile was read a moment before, so the second read comes from the L2 cache.
// Memory traffic: read n words (from L2 the second time), write one word per kept element and the
// count, plus a few words per tile of state. How the kept elements reach their places is the stores
// part's (where the device has subgroups, lanes trade elements so that each store instruction writes
// consecutive places).
// Stable: kept elements keep their order (a tile's flags are scanned in rank order, tiles in tile
// order).
// Bindings: 0 params (uniform), 1 the input as vec4 (bound whole vectors long), 2 the output words,
// 3 the count (one word), 5 the tile states (tile_state.wgsl).
// Predicate (KEEP): 0 odd (integers: low bit set), 1 nonzero (f32: -0.0 counts as zero, so the sign
// bit is ignored), 2 below (x < pivot in the element type's order: ELEMENT 0 u32, 1 i32, 2 f32).
// Counts add as u32 (IS_F32 stays false whatever the element type). Limits: n < 2^32 - TILE.
//
// part: scan/tile_scan.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/lane_look_back.wgsl | scan/subgroup_look_back.wgsl
// part: scan/plain_tile_sums.wgsl
// part: compact/scattered_stores.wgsl | compact/subgroup_quarter_stores.wgsl

struct CompactParams {
    n: u32,      // elements of the input
    tiles: u32,  // tiles of this dispatch (workgroups past it only pad a 2D grid)
    pivot: u32,  // for KEEP 2: the pivot's 32-bit pattern in the element type
}

@group(0) @binding(0) var<uniform> params: CompactParams;
@group(0) @binding(1) var<storage, read> input4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> kept_out: array<u32>;
@group(0) @binding(3) var<storage, read_write> kept_count: array<u32>;

override ELEMENT: u32 = 0u;
override KEEP: u32 = 0u;
// true: write kept elements' input indices instead of their values.
override INDICES: bool = false;

fn keeps(v: vec4<u32>) -> vec4<bool> {
    if (KEEP == 0u) {
        return (v & vec4<u32>(1u)) == vec4<u32>(1u);
    }
    if (KEEP == 1u) {
        return select(v, v & vec4<u32>(0x7FFFFFFFu), ELEMENT == 2u) != vec4<u32>(0u);
    }
    if (ELEMENT == 0u) {
        return v < vec4<u32>(params.pivot);
    }
    if (ELEMENT == 1u) {
        return bitcast<vec4<i32>>(v) < vec4<i32>(bitcast<i32>(params.pivot));
    }
    return bitcast<vec4<f32>>(v) < vec4<f32>(bitcast<f32>(params.pivot));
}

// Elements first..first+3 of the input (first a multiple of 4); 0 from the vector past the end. Read
// twice: for the flags, and by the stores part after the look-back.
fn load_values(first: u32) -> vec4<u32> {
    if (first >= params.n) {
        return vec4<u32>(0u);
    }
    return input4[first / 4u];
}

// 1 where an element of the group is inside the input and kept.
fn flags_of(first: u32, v: vec4<u32>) -> vec4<u32> {
    let inside = vec4<u32>(first) + vec4<u32>(0u, 1u, 2u, 3u) < vec4<u32>(params.n);
    return select(vec4<u32>(0u), vec4<u32>(1u), keeps(v) & inside);
}

// What the tile code (load_tile) and the look-back's fallback sum: the keep flags of a group.
fn load_group(first: u32) -> vec4<u32> {
    return flags_of(first, load_values(first));
}

// What the output holds for a kept element: its value or its input index.
fn output_word(index: u32, value: u32) -> u32 {
    return select(value, index, INDICES);
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn chained_select(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = workgroup.x + workgroup.y * grid.x;
    // Workgroups that only pad the 2D grid take no ticket.
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let flags = load_tile(tile, rank);
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    // Exclusive: each kept element's place among the tile's kept ones.
    let scanned = scan_tile(rank, flags, false);
    // Before the look-back, so that only these few words live through it.
    let kept = place_kept(flags, scanned.values);
    let parity = (ticket_slot / params.tiles) & 1u;
    var before = 0u;
    if (tile == 0u) {
        if (rank == 0u) {
            publish(tile, FLAG_PREFIX, parity, scanned.aggregate);
        }
    } else {
        if (rank == 0u) {
            publish(tile, FLAG_SUM, parity, scanned.aggregate);
        }
        before = look_back(rank, tile, parity, scanned.aggregate);
    }
    write_kept(tile, rank, kept, before);
    if (tile == params.tiles - 1u && rank == 0u) {
        kept_count[0] = before + scanned.aggregate;
    }
}
