// fast (workgroup-memory path): the kernel of fast_subgroup.wgsl for devices without the `subgroups`
// feature (and for tests that force this path); only the combination of the 256 per-thread values
// differs: a sequential-addressing tree in workgroup memory, eight steps with a barrier each.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count); or, when
//   the level finishes itself, the combine of the whole range in partials[0] (as fast_subgroup.wgsl).
// Work: every thread walks the range in vec4 loads with a grid stride (fast_share.wgsl, composed in
//   by ShaderParts). The order of combination depends only on n, so f32 sums are repeatable.
// Bindings: as fast_share.wgsl declares them (0 level, 1 scalars, 2 vectors, 3 partials, 4 arrivals).
// Limits: first + count < 2^32; workgroups past 65,535 come as a 2D grid (extra workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).

// BEGIN element ops
// ShaderParts puts reduce/element_ops.wgsl's section here: T (an element's 32-bit pattern), combine and
// combine4 for the element type and operation the override constants ELEMENT and OP choose.
// END element ops

// BEGIN grid-stride share
// ShaderParts puts fast_share.wgsl's section here: the Level uniform, bindings 0..4, WORKGROUP_SIZE,
// thread_share (this thread's share of the range), take_ticket, publish_partial, collect_partials and
// publish_result.
// END grid-stride share

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

// The combination of every invocation's value, in every invocation.
fn combine_workgroup(value: T, lid: u32) -> T {
    tile[lid] = value;
    workgroupBarrier();
    for (var s = WORKGROUP_SIZE / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            tile[lid] = combine(tile[lid], tile[lid + s]);
        }
        workgroupBarrier();
    }
    return tile[0];
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let identity = bitcast<T>(level.identity);
    let ticket = take_ticket(lid);
    let total = combine_workgroup(thread_share(group, lid, identity), lid);
    if (!publish_partial(group, lid, total, ticket)) {
        return; // uniform: publish_partial answers the same in every invocation
    }
    let result = combine_workgroup(collect_partials(lid, identity), lid);
    if (lid == 0u) {
        publish_result(result);
    }
}
