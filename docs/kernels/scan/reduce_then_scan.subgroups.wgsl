enable subgroups;
diagnostic(off, subgroup_uniformity);

// ---- wgsl/scan/tile_scan.wgsl ----
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

// ---- wgsl/scan/tile_access.wgsl ----
// The caller's data of reduce_then_scan.wgsl and decoupled_lookback.wgsl: the Params uniform and
// bindings 1..4, reached as ACCESS says, how a group of four elements is loaded and stored, and how a
// scanned tile is written. A part those kernels name at their top; the tile's shape and its scan are
// tile_scan.wgsl's, which compact/ shares with them.
//
// part: scan/tile_scan.wgsl

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

// Writes a scanned tile, each element plus `before`.
fn store_tile(tile: u32, rank: u32, values: array<vec4<u32>, 4>, before: u32) {
    let b = vec4<u32>(before);
    store_group(group_start(tile, 0u, rank), add4(b, values[0]));
    store_group(group_start(tile, 1u, rank), add4(b, values[1]));
    store_group(group_start(tile, 2u, rank), add4(b, values[2]));
    store_group(group_start(tile, 3u, rank), add4(b, values[3]));
}

// ---- wgsl/scan/subgroup_primitives.wgsl ----
// Scan primitives built on subgroup operations, for devices with the `subgroups` feature.
// A part that reduce_then_scan.wgsl and decoupled_lookback.wgsl name at their top, in place of
// workgroup_primitives.wgsl where the device has subgroups (its directives go to the module's top).
// Workgroup: WORKGROUP_SIZE invocations (256 or 512). Correct for any subgroup size (4 on
// SwiftShader, 32 on NVIDIA, up to 128) and any mapping of invocations to subgroups: each subgroup
// claims a block of consecutive ranks with one workgroup atomic, and lanes are ranked by
// subgroupExclusiveAdd(1), so subgroup scans always run in rank order. Workgroup memory: 4 KiB of
// subgroup totals, 1 KiB of subgroup sums.
// workgroup_scan4 loops over the subgroup totals with a bound the uniformity analysis cannot see is
// the same for all (the count of subgroups, read from workgroup memory). The analysis reports such a
// call inside the helper that makes it, so a diagnostic on workgroup_scan4 alone does not cover it:
// the module turns it off.

// High 16 bits: subgroups that have claimed; low 16 bits: ranks claimed so far.
var<workgroup> subgroup_claims: atomic<u32>;
// Indexed by the order in which subgroups claimed (at most 128: subgroups have 4 lanes or more), in two
// halves that calls take in turn: a call's totals stay untouched until every invocation has passed
// the next call's barrier, so no call needs a second barrier before it returns (which would hold up
// decoupled look-back, whose tile sum is published right after the tile's scan).
var<workgroup> subgroup_totals: array<vec4<u32>, 256>;
var<workgroup> subgroup_sums: array<u32, 256>;
var<private> calls: u32;

var<private> subgroup_order: u32;
var<private> subgroup_count: u32;
var<private> lane_rank: u32;
var<private> lane_count: u32;

// A dense numbering 0..WORKGROUP_SIZE-1 in which each subgroup holds consecutive ranks in lane order.
// Call once, first, from every invocation (workgroup memory starts zeroed, so the claims start at 0).
fn invocation_rank(local_index: u32) -> u32 {
    let lane = subgroupExclusiveAdd(1u);
    let lanes = subgroupAdd(1u);
    var claim = 0u;
    if (lane == 0u) {
        claim = atomicAdd(&subgroup_claims, 0x10000u | lanes);
    }
    claim = subgroupBroadcastFirst(claim);
    lane_rank = lane;
    lane_count = lanes;
    subgroup_order = claim >> 16u;
    workgroupBarrier();
    subgroup_count = atomicLoad(&subgroup_claims) >> 16u;
    return (claim & 0xFFFFu) + lane;
}

struct Scan4 {
    exclusive: vec4<u32>,
    total: vec4<u32>,
}

fn subgroup_exclusive4(x: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(subgroupExclusiveAdd(bitcast<vec4<f32>>(x)));
    }
    return subgroupExclusiveAdd(x);
}

// The sum of x over the calling subgroup (f32 bit patterns added as f32).
fn subgroup_sum(x: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(subgroupAdd(bitcast<f32>(x)));
    }
    return subgroupAdd(x);
}

// Exclusive scan of x over the ranks, each component on its own, and the workgroup's totals.
// Subgroup scan; then every subgroup scans the subgroup totals itself, as many per step as it has
// lanes (one step on most GPUs), and takes its own prefix with a shuffle. Every invocation must
// call it. (Each invocation adding up the totals before its own in a loop cost an H200 scan about a
// fifth of its time at 512 invocations: sixteen workgroup-memory reads per invocation and tile.)
fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4 {
    let within = subgroup_exclusive4(x);
    let half = (calls & 1u) * 128u;
    calls += 1u;
    // The last lane's running total is its subgroup's.
    if (lane_rank == lane_count - 1u) {
        subgroup_totals[half + subgroup_order] = add4(within, x);
    }
    workgroupBarrier();
    var before = vec4<u32>(0u);
    var total = vec4<u32>(0u);
    for (var first = 0u; first < subgroup_count; first += lane_count) {
        let s = first + lane_rank;
        let t = select(vec4<u32>(0u), subgroup_totals[half + min(s, subgroup_count - 1u)], s < subgroup_count);
        let prefix = subgroup_exclusive4(t);
        let here = subgroup_order >= first && subgroup_order - first < lane_count;
        let at = select(0u, subgroup_order - first, here);
        before = select(before, add4(total, subgroupShuffle(prefix, at)), here);
        total = add4(total, subgroupShuffle(add4(prefix, t), lane_count - 1u));
    }
    return Scan4(add4(before, within), total);
}

// The sum of x over the workgroup, the same bits in every invocation (subgroup totals are added in
// one fixed order). Every invocation must call it.
fn workgroup_sum(rank: u32, x: u32) -> u32 {
    let own = subgroup_sum(x);
    let half = (calls & 1u) * 128u;
    calls += 1u;
    if (lane_rank == 0u) {
        subgroup_sums[half + subgroup_order] = own;
    }
    workgroupBarrier();
    var total = 0u;
    for (var s = 0u; s < subgroup_count; s++) {
        total = add(total, subgroup_sums[half + s]);
    }
    return total;
}

// ---- wgsl/scan/reduce_then_scan.wgsl ----
// Reduce-then-scan: a prefix sum of any length in three passes over 4096-element tiles.
//   reduce_tiles    one workgroup per tile: the tile's sum into tile_sums[tile]
//   scan_tile_sums  one workgroup: tile_sums becomes its exclusive scan, 4096 sums per round
//   scan_tiles      one workgroup per tile: scan of the tile plus tile_sums[tile], to the output
// Work: 256 invocations per workgroup (ReduceThenScan leaves the primitives' WORKGROUP_SIZE at its
// default, so tiles are 4096 elements), 16 elements per invocation (four vec4 loads, consecutive
// invocations on consecutive vectors). Memory traffic: read n, read n, write n (about 12 bytes per
// element) plus n/1024 bytes of tile sums.
// Bindings: 0 params (uniform), 1..4 the caller's data as described at ACCESS, 5 tile_sums
// (ceil(n / 4096) words of scratch). The element type is u32 (i32 shares its wrap-around add) or,
// with IS_F32, f32 carried as bit patterns; params.inclusive picks the mode of scan_tiles.
// Limits: n < 2^32 - 4096; tiles spread over a 2D grid (index x + y * num_workgroups.x), so their
// count may exceed 65,535. Safe in place (ACCESS 2 or 3 with equal bases): each workgroup reads
// its tile completely before it writes.
// Its parts (named below; ShaderParts puts them before this file): the tile code of tile_access.wgsl and
// the scan primitives, in workgroup memory or with subgroup operations where the device has subgroups.
//
// part: scan/tile_access.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl

@group(0) @binding(5) var<storage, read_write> tile_sums: array<u32>;

fn linear_workgroup(workgroup: vec3<u32>, grid: vec3<u32>) -> u32 {
    return workgroup.x + workgroup.y * grid.x;
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_tiles(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = linear_workgroup(workgroup, grid);
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let total = workgroup_sum(rank, sum_groups(load_tile(tile, rank)));
    if (rank == 0u) {
        tile_sums[tile] = total;
    }
}

// One workgroup walks the tile sums 4096 at a time, carrying the total of the rounds before.
@compute @workgroup_size(WORKGROUP_SIZE)
fn scan_tile_sums(@builtin(local_invocation_index) local_index: u32) {
    let rank = invocation_rank(local_index);
    let count = params.tiles;
    var carry = 0u;
    for (var start = 0u; start < count; start += TILE) {
        var groups: array<vec4<u32>, 4>;
        for (var k = 0u; k < GROUPS; k++) {
            for (var lane = 0u; lane < 4u; lane++) {
                let e = group_start(0u, k, rank) + start + lane;
                if (e < count) {
                    groups[k][lane] = tile_sums[e];
                }
            }
        }
        let scanned = scan_tile(rank, groups, false);
        for (var k = 0u; k < GROUPS; k++) {
            for (var lane = 0u; lane < 4u; lane++) {
                let e = group_start(0u, k, rank) + start + lane;
                if (e < count) {
                    tile_sums[e] = add(carry, scanned.values[k][lane]);
                }
            }
        }
        carry = add(carry, scanned.aggregate);
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn scan_tiles(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = linear_workgroup(workgroup, grid);
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let groups = load_tile(tile, rank);
    let before = tile_sums[tile];
    let scanned = scan_tile(rank, groups, params.inclusive != 0u);
    store_tile(tile, rank, scanned.values, before);
}
