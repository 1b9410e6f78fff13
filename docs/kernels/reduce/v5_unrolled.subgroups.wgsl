enable subgroups;

// ---- wgsl/reduce/element_ops.wgsl ----
// The element type and the operation of every reduction kernel, chosen per pipeline by two override
// constants, so one kernel file serves u32, i32 and f32 with sum, min and max: a part every reduction
// kernel names at its top.
// Elements travel as their 32-bit patterns (T is u32); combine and combine4 reinterpret them for the
// type. The branches depend on override constants only, so the compiler keeps just the one taken.
// ELEMENT: 0 u32, 1 i32, 2 f32 (computelab.data.ElementType). OP: 0 sum, 1 min, 2 max
// (computelab.reduce.ReduceOp). i32 sums wrap like u32 sums, so they share the u32 add.

override ELEMENT: u32 = 0u;
override OP: u32 = 0u;

alias T = u32;

fn combine(a: T, b: T) -> T {
    if (ELEMENT == 2u) {
        let x = bitcast<f32>(a);
        let y = bitcast<f32>(b);
        return bitcast<u32>(select(select(max(x, y), min(x, y), OP == 1u), x + y, OP == 0u));
    }
    if (OP == 0u) {
        return a + b;
    }
    if (ELEMENT == 1u) {
        let x = bitcast<i32>(a);
        let y = bitcast<i32>(b);
        return bitcast<u32>(select(max(x, y), min(x, y), OP == 1u));
    }
    return select(max(a, b), min(a, b), OP == 1u);
}

fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T> {
    if (ELEMENT == 2u) {
        let x = bitcast<vec4f>(a);
        let y = bitcast<vec4f>(b);
        return bitcast<vec4u>(select(select(max(x, y), min(x, y), OP == 1u), x + y, OP == 0u));
    }
    if (OP == 0u) {
        return a + b;
    }
    if (ELEMENT == 1u) {
        let x = bitcast<vec4i>(a);
        let y = bitcast<vec4i>(b);
        return bitcast<vec4u>(select(max(x, y), min(x, y), OP == 1u));
    }
    return select(max(a, b), min(a, b), OP == 1u);
}

// ---- wgsl/reduce/subgroup_ops.wgsl ----
// The subgroup forms of the reduction's operation (see element_ops.wgsl), for the parts that combine
// with subgroups (fast_subgroup_combine.wgsl, v5_last_steps_subgroup.wgsl): subgroup_combine, one value
// from every lane of the subgroup combined by subgroupAdd, subgroupMin or subgroupMax for the element
// type, and combine_tile_with_subgroups, which combines the first values of the kernel's workgroup
// array `tile` into tile[0]. The branches depend on override constants only, so they are uniform and
// the compiler keeps one.
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.

fn subgroup_combine(x: T) -> T {
    if (ELEMENT == 2u) {
        let v = bitcast<f32>(x);
        if (OP == 0u) {
            return bitcast<u32>(subgroupAdd(v));
        }
        return bitcast<u32>(select(subgroupMax(v), subgroupMin(v), OP == 1u));
    }
    if (OP == 0u) {
        return subgroupAdd(x);
    }
    if (ELEMENT == 1u) {
        let v = bitcast<i32>(x);
        return bitcast<u32>(select(subgroupMax(v), subgroupMin(v), OP == 1u));
    }
    return select(subgroupMax(x), subgroupMin(x), OP == 1u);
}

// Combines tile[0 .. count) into tile[0]; `lanes` is the subgroup's size. Every invocation of the
// workgroup must call it: subgroup operations and barriers need uniform control flow, so lanes without
// a value contribute the identity.
fn combine_tile_with_subgroups(count_in: u32, lid: u32, lanes: u32, identity: T) {
    var count = count_in;
    loop {
        if (count <= 1u) {
            break;
        }
        var value = identity;
        if (lid < count) {
            value = tile[lid];
        }
        workgroupBarrier(); // every read of this round happens before any write
        let combined = subgroup_combine(value);
        if (lid % lanes == 0u && lid < count) {
            tile[lid / lanes] = combined;
        }
        workgroupBarrier();
        count = (count + lanes - 1u) / lanes;
    }
}

// ---- wgsl/reduce/v5_last_steps_subgroup.wgsl ----
// The last steps of v5_unrolled.wgsl where the device has the `subgroups` feature: tile[0 .. 64)
// combined into tile[0] by subgroup operations, one round per factor of the subgroup size. Every
// invocation of the workgroup calls it (subgroup operations and barriers need uniform control flow).
//
// part: reduce/subgroup_ops.wgsl

// The subgroup's size, as the kernel's entry point hands it over: the builtin, which the uniformity
// analysis knows to be the same in every invocation (a value from a subgroup operation would not be,
// and the barriers below need uniform control flow). Subgroups being consecutive runs of
// local_invocation_index, an invocation's lane is its index modulo the size.
struct Lanes {
    @builtin(subgroup_size) size: u32,
}

fn combine_last_steps(tid: u32, lanes: Lanes, identity: T) {
    combine_tile_with_subgroups(LAST_STEPS_FROM, tid, lanes.size, identity);
}

// ---- wgsl/reduce/v5_unrolled.wgsl ----
// v5-unrolled-subgroup: the tutorial's fifth version done right. The tutorial unrolled the last six
// steps (the last 64 values) into "warp-synchronous" code without barriers and got wrong results: WGSL
// (like modern CUDA) gives no lockstep guarantee, and the subgroup size is not 32 everywhere. Here the
// last steps are subgroup operations where the device has them (v5_last_steps_subgroup.wgsl:
// subgroupAdd/Min/Max combine a whole subgroup at once, one round per factor of the subgroup size,
// 64 -> 2 -> 1 with 32 lanes, 64 -> 16 -> 4 -> 1 with SwiftShader's 4), and six steps unrolled by hand
// with a barrier after each elsewhere (v5_last_steps_workgroup.wgsl).
// Computes: partials[g] = combine(source[first + g*512] .. source[first + g*512 + 511]), identity past
//   `count`; the facade repeats the level until one value remains.
// Work: two elements per thread combined on load (as v4), 256 threads, 512 elements per workgroup; tree
//   steps in workgroup memory down to 64 values, then the last steps.
// Bindings: 0 level (uniform), 1 source (read), 2 partials (read_write).
// Limits: count < 2^32; subgroup sizes 4..128; workgroups past 65,535 come as a 2D grid (extra
//   workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
//
// part: reduce/element_ops.wgsl
// part: reduce/v5_last_steps_workgroup.wgsl | reduce/v5_last_steps_subgroup.wgsl

struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `source` of the first of them
    workgroups: u32, // workgroups with work; a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
}

const WORKGROUP_SIZE = 256u;
const LAST_STEPS_FROM = 64u; // the tutorial's "last warp": the values left for the last steps

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> source: array<T>;
@group(0) @binding(2) var<storage, read_write> partials: array<T>;

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

// `lanes` is what the last steps need of the invocation's subgroup (see their struct Lanes).
@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) tid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>,
                lanes: Lanes) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let identity = bitcast<T>(level.identity);
    let i = group * (2u * WORKGROUP_SIZE) + tid;
    var low = identity;
    var high = identity;
    if (i < level.count) {
        low = source[level.first + i];
    }
    if (i + WORKGROUP_SIZE < level.count) {
        high = source[level.first + i + WORKGROUP_SIZE];
    }
    tile[tid] = combine(low, high);
    workgroupBarrier();

    for (var s = WORKGROUP_SIZE / 2u; s >= LAST_STEPS_FROM; s >>= 1u) {
        if (tid < s) {
            tile[tid] = combine(tile[tid], tile[tid + s]);
        }
        workgroupBarrier();
    }
    combine_last_steps(tid, lanes, identity);
    if (tid == 0u) {
        partials[group] = tile[0];
    }
}
