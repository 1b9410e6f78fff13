// The shape of a tile and its scan, shared by the scans (through tile_access.wgsl) and by compact/:
// the element arithmetic (IS_F32, add, add4), WORKGROUP_SIZE, a tile of GROUPS rows held by the
// workgroup, its loads in rank order, its sums and its scan. A part the kernels name at their top. It
// relies on load_group(first) of the kernel's data part (the scans' tile_access.wgsl, or a kernel's
// own) and on workgroup_scan4, which the kernel gets from workgroup_primitives.wgsl or
// subgroup_primitives.wgsl.

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
