// The tile code of reduce_then_scan.wgsl and decoupled_lookback.wgsl: the caller's data (the Params
// uniform and bindings 1..4, reached as ACCESS says), how a tile of GROUPS rows is loaded and stored,
// and the scan of one tile. A part those kernels name at their top. It also holds what every part
// shares: the element type
// (IS_F32, add, add4) and WORKGROUP_SIZE. It relies on workgroup_scan4, which the kernel gets from
// workgroup_primitives.wgsl or subgroup_primitives.wgsl.


struct Params {
    n: u32,         // elements in the range
    in_base: u32,   // first input element, counted from the start of its binding
    out_base: u32,  // first output element, counted from the start of its binding
    tiles: u32,     // tiles of this dispatch (workgroups past it only pad a 2D grid)
    inclusive: u32, // 1: inclusive scan, 0: exclusive (a uniform, so both modes share one pipeline)
}

@group(0) @binding(0) var<uniform> params: Params;
// The caller's data is bound in one of four ways (ACCESS); bindings not in use hold a small dummy.
@group(0) @binding(1) var<storage, read> src4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> dst4: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read> src1: array<u32>;
@group(0) @binding(4) var<storage, read_write> dst1: array<u32>;

// 0: input in src4, output in dst4 (vec4 loads and stores; both bases multiples of 4).
// 1: input in src1, output in dst1 (single words: any offsets).
// 2: input and output in dst4 (one buffer: in place, or two disjoint ranges of it).
// 3: input and output in dst1.
override ACCESS: u32 = 0u;

// Integers add with 32-bit wrap-around; f32 values travel through the same u32 words as bit patterns.
override IS_F32: bool = false;

fn add(a: u32, b: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(bitcast<f32>(a) + bitcast<f32>(b));
    }
    return a + b;
}

fn add4(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(bitcast<vec4<f32>>(a) + bitcast<vec4<f32>>(b));
    }
    return a + b;
}

// Invocations per workgroup: 256 unless the host asks for more (the entry points use it).
override WORKGROUP_SIZE: u32 = 256u;

const GROUPS: u32 = 4u;  // vectors of 4 elements per invocation and tile
// A tile is GROUPS rows; invocation `rank` holds elements 4*rank..4*rank+3 of each. WORKGROUP_SIZE
// (the primitives' override) sets the tile: 1024-element rows and 4096-element tiles at 256.
override ROW: u32 = 4u * WORKGROUP_SIZE;
override TILE: u32 = GROUPS * ROW;

fn uses_vectors() -> bool {
    return ACCESS == 0u || ACCESS == 2u;
}

// Elements first..first+3 of the input range (first a multiple of 4); 0 past the end of the range.
fn load_group(first: u32) -> vec4<u32> {
    let n = params.n;
    if (first >= n) {
        return vec4<u32>(0u);
    }
    if (uses_vectors()) {
        let index = (params.in_base + first) / 4u;
        var v: vec4<u32>;
        if (ACCESS == 0u) {
            v = src4[index];
        } else {
            v = dst4[index];
        }
        // The last vector may reach past the range: those lanes are someone else's data.
        return select(vec4<u32>(0u), v, vec4<u32>(first) + vec4<u32>(0u, 1u, 2u, 3u) < vec4<u32>(n));
    }
    var v = vec4<u32>(0u);
    for (var lane = 0u; lane < 4u; lane++) {
        let e = first + lane;
        if (e < n) {
            if (ACCESS == 1u) {
                v[lane] = src1[params.in_base + e];
            } else {
                v[lane] = dst1[params.in_base + e];
            }
        }
    }
    return v;
}

// Writes elements first..first+3 of the output range, never past its end.
fn store_group(first: u32, v: vec4<u32>) {
    let n = params.n;
    if (first >= n) {
        return;
    }
    if (uses_vectors()) {
        let index = (params.out_base + first) / 4u;
        if (first + 4u <= n) {
            dst4[index] = v;
        } else {
            for (var lane = 0u; first + lane < n; lane++) {
                dst4[index][lane] = v[lane];
            }
        }
        return;
    }
    for (var lane = 0u; lane < 4u; lane++) {
        if (first + lane < n) {
            dst1[params.out_base + first + lane] = v[lane];
        }
    }
}

// The first element of group k of `tile` held by invocation `rank`: consecutive ranks read
// consecutive vectors, so every load of a subgroup is one contiguous span.
fn group_start(tile: u32, k: u32, rank: u32) -> u32 {
    return tile * TILE + k * ROW + rank * 4u;
}

// Every access to a tile's four vectors uses a constant index: a private array indexed by a loop
// variable is kept in memory instead of registers, which made the tile kernels 1.6 times slower on
// an H200 (loading and storing a tile took 0.236 ms at 2^26 with loops, 0.148 ms without).
fn load_tile(tile: u32, rank: u32) -> array<vec4<u32>, 4> {
    return array<vec4<u32>, 4>(load_group(group_start(tile, 0u, rank)), load_group(group_start(tile, 1u, rank)),
            load_group(group_start(tile, 2u, rank)), load_group(group_start(tile, 3u, rank)));
}

fn group_sum(g: vec4<u32>) -> u32 {
    return add(add(g.x, g.y), add(g.z, g.w));
}

// The sum of one invocation's 16 elements of a tile.
fn sum_groups(groups: array<vec4<u32>, 4>) -> u32 {
    return add(add(add(group_sum(groups[0]), group_sum(groups[1])), group_sum(groups[2])), group_sum(groups[3]));
}

struct TileScan {
    values: array<vec4<u32>, 4>,
    aggregate: u32,
}

// The inclusive running sums of one vector's four elements.
fn running_sums(g: vec4<u32>) -> vec4<u32> {
    let a = g.x;
    let b = add(a, g.y);
    let c = add(b, g.z);
    return vec4<u32>(a, b, c, add(c, g.w));
}

// Running sums `r` of a row's four elements, offset by what comes before them, in the chosen mode.
fn offset_row(r: vec4<u32>, before: u32, inclusive: bool) -> vec4<u32> {
    let own = select(vec4<u32>(0u, r.x, r.y, r.z), r, inclusive);
    return vec4<u32>(add(before, own.x), add(before, own.y), add(before, own.z), add(before, own.w));
}

// Scans one tile from 0: each invocation scans its four elements of every row, one workgroup scan
// (four rows at once, as a vec4) gives what comes before them in their row, and the row totals
// give what comes before each row. Every invocation must call it.
fn scan_tile(rank: u32, groups: array<vec4<u32>, 4>, inclusive: bool) -> TileScan {
    let r0 = running_sums(groups[0]);
    let r1 = running_sums(groups[1]);
    let r2 = running_sums(groups[2]);
    let r3 = running_sums(groups[3]);
    let across = workgroup_scan4(rank, vec4<u32>(r0.w, r1.w, r2.w, r3.w));
    let start1 = add(0u, across.total.x);
    let start2 = add(start1, across.total.y);
    let start3 = add(start2, across.total.z);
    var result: TileScan;
    result.values = array<vec4<u32>, 4>(offset_row(r0, add(0u, across.exclusive.x), inclusive),
            offset_row(r1, add(start1, across.exclusive.y), inclusive),
            offset_row(r2, add(start2, across.exclusive.z), inclusive),
            offset_row(r3, add(start3, across.exclusive.w), inclusive));
    result.aggregate = add(start3, across.total.w);
    return result;
}

// Writes a scanned tile, each element plus `before`.
fn store_tile(tile: u32, rank: u32, values: array<vec4<u32>, 4>, before: u32) {
    let b = vec4<u32>(before);
    store_group(group_start(tile, 0u, rank), add4(b, values[0]));
    store_group(group_start(tile, 1u, rank), add4(b, values[1]));
    store_group(group_start(tile, 2u, rank), add4(b, values[2]));
    store_group(group_start(tile, 3u, rank), add4(b, values[3]));
}
