// Stream compaction in ONE pass on the decoupled look-back scan: the elements a predicate keeps (or
// their input indices), in input order, packed at the front of the output, and their count.
// Workgroup w loads tile w, turns it into keep flags, counts them across the workgroup (two workgroup
// scans of packed counts, tile_scan.wgsl's primitives) into each kept element's place in its tile,
// publishes the tile's count and looks back over earlier tiles for the count before it, as
// decoupled_lookback.wgsl does with sums, with the scan's look-back (subgroup_look_back.wgsl where the
// device has subgroups, else lane_look_back.wgsl). A tile whose owner stays silent is counted from
// the input by the waiting workgroup (the look-back's decoupled fallback, which reads flags through
// load_group below), so no workgroup depends on another making progress. The last tile writes the
// total count.
// The tile's layout is for the writes: a tile is 16 runs of WORKGROUP_SIZE elements (4 rows of 4), and
// invocation `rank` holds element `rank` of each run, so one store instruction of a subgroup writes the
// kept elements of consecutive input words to consecutive output words. With vec4 loads (an invocation
// holding 4 adjacent elements of each row, as the scan's tiles do), a store instruction left a gap
// after every lane's kept word, and those scattered stores took half of the kernel's time on an H100
// (0.254 ms at 2^26 with them, 0.130 without; BENCHMARKS.md).
// Memory traffic: read n words, write one word per kept element and the count, plus a few words
// per tile of state. Stable: kept elements keep their order (places count runs in order, ranks in
// order within a run, tiles in tile order).
// Bindings: 0 params (uniform), 1 the input words, 2 the output words,
// 3 the count (one word), 5 the tile states (tile_state.wgsl).
// Predicate (KEEP): 0 odd (integers: low bit set), 1 nonzero (f32: -0.0 counts as zero, so the sign
// bit is ignored), 2 below (x < pivot in the element type's order: ELEMENT 0 u32, 1 i32, 2 f32).
// Counts add as u32 (IS_F32 stays false whatever the element type). Limits: n < 2^32 - TILE,
// TILE <= 65,536 (a run's counts and a tile's places travel as 16-bit halves of a word).
//
// part: scan/tile_scan.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/lane_look_back.wgsl | scan/subgroup_look_back.wgsl
// part: scan/plain_tile_sums.wgsl

struct CompactParams {
    n: u32,      // elements of the input
    tiles: u32,  // tiles of this dispatch (workgroups past it only pad a 2D grid)
    pivot: u32,  // for KEEP 2: the pivot's 32-bit pattern in the element type
}

@group(0) @binding(0) var<uniform> params: CompactParams;
@group(0) @binding(1) var<storage, read> input: array<u32>;
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

// The input indices of invocation `rank`'s elements of row k (one per run).
fn row_indices(tile: u32, k: u32, rank: u32) -> vec4<u32> {
    return vec4<u32>(tile * TILE + k * ROW + rank) + vec4<u32>(0u, 1u, 2u, 3u) * WORKGROUP_SIZE;
}

fn load_value(index: u32) -> u32 {
    if (index >= params.n) {
        return 0u;
    }
    return input[index];
}

fn load_row(indices: vec4<u32>) -> vec4<u32> {
    return vec4<u32>(load_value(indices.x), load_value(indices.y), load_value(indices.z), load_value(indices.w));
}

// 1 where an element is inside the input and kept.
fn row_flags(indices: vec4<u32>, v: vec4<u32>) -> vec4<u32> {
    return select(vec4<u32>(0u), vec4<u32>(1u), keeps(v) & (indices < vec4<u32>(params.n)));
}

// What the look-back's fallback sums: the keep flags of elements first..first+3.
fn load_group(first: u32) -> vec4<u32> {
    let indices = vec4<u32>(first) + vec4<u32>(0u, 1u, 2u, 3u);
    return row_flags(indices, load_row(indices));
}

// The counts of runs 0 and 1 of a row (low half, high half of the word), and of runs 2 and 3.
fn packed_low(f: vec4<u32>) -> u32 {
    return f.x | (f.y << 16u);
}

fn packed_high(f: vec4<u32>) -> u32 {
    return f.z | (f.w << 16u);
}

fn unpacked(low: u32, high: u32) -> vec4<u32> {
    return vec4<u32>(low & 0xFFFFu, low >> 16u, high & 0xFFFFu, high >> 16u);
}

fn runs_total(counts: vec4<u32>) -> u32 {
    return counts.x + counts.y + counts.z + counts.w;
}

// The places in the tile of a row's kept elements, two to a word (they are below TILE): `start` kept in
// the rows before, then each run's kept elements before it (`totals`: the workgroup's per run) and
// before this invocation in the run.
fn row_places(start: u32, totals: vec4<u32>, exclusive: vec4<u32>) -> vec2<u32> {
    let runs_before = vec4<u32>(0u, totals.x, totals.x + totals.y, totals.x + totals.y + totals.z);
    let places = vec4<u32>(start) + runs_before + exclusive;
    return vec2<u32>(packed_low(places), packed_high(places));
}

// Bit j: element j of a row is kept.
fn row_bits(f: vec4<u32>) -> u32 {
    return f.x | (f.y << 1u) | (f.z << 2u) | (f.w << 3u);
}

// Writes the kept elements of invocation `rank`'s row k (`bits` its keep bits), each at `before` plus
// its place in the tile.
fn write_kept(tile: u32, k: u32, rank: u32, v: vec4<u32>, bits: u32, places: vec2<u32>, b: vec4<u32>) {
    let out = select(v, row_indices(tile, k, rank), INDICES);
    let at = b + unpacked(places.x, places.y);
    if ((bits & 1u) != 0u) {
        kept_out[at.x] = out.x;
    }
    if ((bits & 2u) != 0u) {
        kept_out[at.y] = out.y;
    }
    if ((bits & 4u) != 0u) {
        kept_out[at.z] = out.z;
    }
    if ((bits & 8u) != 0u) {
        kept_out[at.w] = out.w;
    }
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
    let i0 = row_indices(tile, 0u, rank);
    let i1 = row_indices(tile, 1u, rank);
    let i2 = row_indices(tile, 2u, rank);
    let i3 = row_indices(tile, 3u, rank);
    let v0 = load_row(i0);
    let v1 = load_row(i1);
    let v2 = load_row(i2);
    let v3 = load_row(i3);
    let f0 = row_flags(i0, v0);
    let f1 = row_flags(i1, v1);
    let f2 = row_flags(i2, v2);
    let f3 = row_flags(i3, v3);
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    // Kept elements per run before this invocation and in the workgroup, two runs to a word.
    let low = workgroup_scan4(rank, vec4<u32>(packed_low(f0), packed_low(f1), packed_low(f2), packed_low(f3)));
    let high = workgroup_scan4(rank, vec4<u32>(packed_high(f0), packed_high(f1), packed_high(f2), packed_high(f3)));
    let t0 = unpacked(low.total.x, high.total.x);
    let t1 = unpacked(low.total.y, high.total.y);
    let t2 = unpacked(low.total.z, high.total.z);
    let t3 = unpacked(low.total.w, high.total.w);
    let start1 = runs_total(t0);
    let start2 = start1 + runs_total(t1);
    let start3 = start2 + runs_total(t2);
    let aggregate = start3 + runs_total(t3);
    // Held through the look-back besides the values: keep bits and places packed (fewer registers held
    // by a waiting tile).
    let bits = row_bits(f0) | (row_bits(f1) << 4u) | (row_bits(f2) << 8u) | (row_bits(f3) << 12u);
    let p0 = row_places(0u, t0, unpacked(low.exclusive.x, high.exclusive.x));
    let p1 = row_places(start1, t1, unpacked(low.exclusive.y, high.exclusive.y));
    let p2 = row_places(start2, t2, unpacked(low.exclusive.z, high.exclusive.z));
    let p3 = row_places(start3, t3, unpacked(low.exclusive.w, high.exclusive.w));
    let parity = (ticket_slot / params.tiles) & 1u;
    var before = 0u;
    if (tile == 0u) {
        if (rank == 0u) {
            publish(tile, FLAG_PREFIX, parity, aggregate);
        }
    } else {
        if (rank == 0u) {
            publish(tile, FLAG_SUM, parity, aggregate);
        }
        before = look_back(rank, tile, parity, aggregate);
    }
    let b = vec4<u32>(before);
    write_kept(tile, 0u, rank, v0, bits, p0, b);
    write_kept(tile, 1u, rank, v1, bits >> 4u, p1, b);
    write_kept(tile, 2u, rank, v2, bits >> 8u, p2, b);
    write_kept(tile, 3u, rank, v3, bits >> 12u, p3, b);
    if (tile == params.tiles - 1u && rank == 0u) {
        kept_count[0] = before + aggregate;
    }
}
