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

// ---- wgsl/reduce/v5_last_steps_workgroup.wgsl ----
// The last steps of v5_unrolled.wgsl on devices without the `subgroups` feature (and in tests that force
// this path): tile[0 .. 64) folded into tile[0] by six steps unrolled by hand, each followed by a
// barrier. The tutorial's version left the barriers out, which is a data race in WGSL (no lockstep
// "warp-synchronous" execution is guaranteed), hence its wrong sums. Works on the kernel's workgroup
// array `tile`.

// One unrolled step: the lowest `s` threads fold the upper half of tile[0 .. 2s) onto the lower half.
fn fold(tid: u32, s: u32) {
    if (tid < s) {
        tile[tid] = combine(tile[tid], tile[tid + s]);
    }
    workgroupBarrier();
}

// What the kernel's entry point hands over of the invocation's subgroup: nothing is needed here, but the
// kernel is the same for both parts, and WGSL has no empty struct, so it carries a builtin unused.
struct Lanes {
    @builtin(local_invocation_id) unused: vec3<u32>,
}

fn combine_last_steps(tid: u32, lanes: Lanes, identity: T) {
    fold(tid, 32u);
    fold(tid, 16u);
    fold(tid, 8u);
    fold(tid, 4u);
    fold(tid, 2u);
    fold(tid, 1u);
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
