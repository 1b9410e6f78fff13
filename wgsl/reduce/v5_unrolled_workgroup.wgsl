// v5-unrolled-subgroup, workgroup-memory path: the same algorithm as v5_unrolled_subgroup.wgsl for devices
// without the `subgroups` feature (and for tests that force this path). The last six steps of the tree
// are unrolled by hand, each followed by a barrier: the tutorial's version left the barriers out, which
// is a data race in WGSL (no lockstep "warp-synchronous" execution is guaranteed), hence its wrong sums.
// Computes: partials[g] = combine(source[first + g*512] .. source[first + g*512 + 511]), identity past
//   `count`; the facade repeats the level until one value remains.
// Work: two elements per thread combined on load (as v4), 256 threads, 512 elements per workgroup; a
//   tree loop down to 64 values, then six unrolled steps with constant strides.
// Bindings: 0 level (uniform), 1 source (read), 2 partials (read_write).
// Limits: count < 2^32; workgroups past 65,535 come as a 2D grid (extra workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).

// BEGIN element ops
// ShaderParts puts reduce/element_ops.wgsl's section here: T (an element's 32-bit pattern), combine and
// combine4 for the element type and operation the override constants ELEMENT and OP choose.
// END element ops

struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `source` of the first of them
    workgroups: u32, // workgroups with work; a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
}

const WORKGROUP_SIZE = 256u;

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> source: array<T>;
@group(0) @binding(2) var<storage, read_write> partials: array<T>;

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

// One unrolled step: the lowest `s` threads fold the upper half of tile[0 .. 2s) onto the lower half.
fn fold(tid: u32, s: u32) {
    if (tid < s) {
        tile[tid] = combine(tile[tid], tile[tid + s]);
    }
    workgroupBarrier();
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) tid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let i = group * (2u * WORKGROUP_SIZE) + tid;
    var low = bitcast<T>(level.identity);
    var high = low;
    if (i < level.count) {
        low = source[level.first + i];
    }
    if (i + WORKGROUP_SIZE < level.count) {
        high = source[level.first + i + WORKGROUP_SIZE];
    }
    tile[tid] = combine(low, high);
    workgroupBarrier();

    for (var s = WORKGROUP_SIZE / 2u; s >= 64u; s >>= 1u) {
        fold(tid, s);
    }
    fold(tid, 32u);
    fold(tid, 16u);
    fold(tid, 8u);
    fold(tid, 4u);
    fold(tid, 2u);
    fold(tid, 1u);
    if (tid == 0u) {
        partials[group] = tile[0];
    }
}
