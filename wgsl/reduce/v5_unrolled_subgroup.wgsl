// v5-unrolled-subgroup: the tutorial's fifth version done right. The tutorial unrolled the last six
// steps (the last 64 values) into "warp-synchronous" code without barriers and got wrong results: WGSL
// (like modern CUDA) gives no lockstep guarantee, and the subgroup size is not 32 everywhere. Here the
// last steps are subgroup operations (subgroupAdd/Min/Max), which combine a whole subgroup at once.
// Used only where the device has the `subgroups` feature; v5_unrolled_workgroup.wgsl is the same
// algorithm in workgroup memory for the others.
// Computes: partials[g] = combine(source[first + g*512] .. source[first + g*512 + 511]), identity past
//   `count`; the facade repeats the level until one value remains.
// Work: two elements per thread combined on load (as v4), 256 threads, 512 elements per workgroup; tree
//   steps in workgroup memory down to 64 values, then subgroup operations: one round per factor of the
//   subgroup size (64 -> 2 -> 1 with 32 lanes; 64 -> 16 -> 4 -> 1 with SwiftShader's 4 lanes).
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.
// Bindings: 0 level (uniform), 1 source (read), 2 partials (read_write).
// Limits: count < 2^32; subgroup sizes 4..128; workgroups past 65,535 come as a 2D grid.
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
enable subgroups;

// BEGIN element ops
// ShaderParts puts reduce/element_ops.wgsl's section here: T (an element's 32-bit pattern), combine and
// combine4 for the element type and operation the override constants ELEMENT and OP choose.
// END element ops

// BEGIN subgroup ops
// ShaderParts puts reduce/subgroup_ops.wgsl's section here: subgroup_combine for ELEMENT and OP.
// END subgroup ops

struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `source` of the first of them
    workgroups: u32, // workgroups with work; a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
}

const WORKGROUP_SIZE = 256u;
const SUBGROUP_STEPS_FROM = 64u; // the tutorial's "last warp": the values left for subgroup operations

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> source: array<T>;
@group(0) @binding(2) var<storage, read_write> partials: array<T>;

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

// Combines tile[0 .. count) into tile[0]. Every invocation of the workgroup must call it: subgroup
// operations and barriers need uniform control flow, so lanes without a value contribute the identity.
fn combine_tile_with_subgroups(count_in: u32, lid: u32, lane: u32, lanes: u32, identity: T) {
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
        if (lane == 0u && lid < count) {
            tile[lid / lanes] = combined;
        }
        workgroupBarrier();
        count = (count + lanes - 1u) / lanes;
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) tid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>,
                @builtin(subgroup_invocation_id) lane: u32,
                @builtin(subgroup_size) lanes: u32) {
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

    for (var s = WORKGROUP_SIZE / 2u; s >= SUBGROUP_STEPS_FROM; s >>= 1u) {
        if (tid < s) {
            tile[tid] = combine(tile[tid], tile[tid + s]);
        }
        workgroupBarrier();
    }
    combine_tile_with_subgroups(SUBGROUP_STEPS_FROM, tid, lane, lanes, identity);
    if (tid == 0u) {
        partials[group] = tile[0];
    }
}
