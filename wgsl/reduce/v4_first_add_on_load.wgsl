// v4-first-add-on-load: the tutorial's fourth version, made correct for any number of elements.
// Computes: partials[g] = combine(source[first + g*512] .. source[first + g*512 + 511]), with the
//   operation's identity standing in for elements past `count`; the facade repeats the level until one
//   value remains.
// Work: two elements per thread, combined while loading (the first step of the tree costs no barrier
//   and no idle threads); 256 threads and 512 elements per workgroup, so half the workgroups of v3.
//   Then the sequential-addressing tree of v3.
// Bindings: 0 level (uniform), 1 source (read), 2 partials (read_write).
// Limits: count < 2^32; workgroups past 65,535 come as a 2D grid (extra workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
//
// part: reduce/element_ops.wgsl

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

    for (var s = WORKGROUP_SIZE / 2u; s > 0u; s >>= 1u) {
        if (tid < s) {
            tile[tid] = combine(tile[tid], tile[tid + s]);
        }
        workgroupBarrier();
    }
    if (tid == 0u) {
        partials[group] = tile[0];
    }
}
