// v3-sequential: the tutorial's third version (sequential addressing), made correct for any n.
// Computes: partials[g] = combine(source[first + g*256] .. source[first + g*256 + 255]), with the
//   operation's identity standing in for elements past `count`; the facade repeats the level until one
//   value remains.
// Work: one element per thread; 256 threads and 256 elements per workgroup. The stride starts at half
//   the workgroup and halves: thread tid combines tile[tid] and tile[tid + s], so neighbouring threads
//   touch neighbouring words (no bank conflicts) and the active threads stay contiguous. Half of the
//   threads are idle from the first step on: v4 puts them to work.
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
    let i = group * WORKGROUP_SIZE + tid;
    var value = bitcast<T>(level.identity);
    if (i < level.count) {
        value = source[level.first + i];
    }
    tile[tid] = value;
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
