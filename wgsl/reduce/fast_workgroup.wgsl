// fast (workgroup-memory path): the kernel of fast_subgroup.wgsl for devices without the `subgroups`
// feature (and for tests that force this path); only the combination of the 256 per-thread values
// differs: a sequential-addressing tree in workgroup memory, eight steps with a barrier each.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count). The facade
//   launches a fixed, moderate number of workgroups for a large level, then one workgroup over their
//   partials: two passes up to about 2^28 elements (three beyond).
// Work: every thread walks the range in vec4 loads with a grid stride (fast_share.wgsl, composed in
//   by ShaderParts). The order of combination depends only on n, so f32 sums are repeatable.
// Bindings: as fast_share.wgsl declares them (0 level, 1 scalars, 2 vectors, 3 partials).
// Limits: first + count < 2^32; workgroups past 65,535 come as a 2D grid (extra workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).

// BEGIN element ops
// ShaderParts puts reduce/element_ops.wgsl's section here: T (an element's 32-bit pattern), combine and
// combine4 for the element type and operation the override constants ELEMENT and OP choose.
// END element ops

// BEGIN grid-stride share
// ShaderParts puts fast_share.wgsl's section here: the Level uniform, bindings 0..3, WORKGROUP_SIZE and
// thread_share, this thread's share of the range.
// END grid-stride share

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    tile[lid] = thread_share(group, lid, bitcast<T>(level.identity));
    workgroupBarrier();
    for (var s = WORKGROUP_SIZE / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            tile[lid] = combine(tile[lid], tile[lid + s]);
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        partials[group] = tile[0];
    }
}
