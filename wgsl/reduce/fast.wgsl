// fast: a bandwidth-bound reduction.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count); or, when
//   the level finishes itself, the combine of the whole range in partials[0]. The facade launches a
//   fixed, moderate number of workgroups for a large range and lets the last of them to arrive combine
//   their partials: one dispatch up to 2^26 elements (2,048 workgroups), two beyond.
// Work: every thread walks the range in vec4 loads with a grid stride (fast_share.wgsl), then the
//   workgroup combines its 256 per-thread values: with subgroup operations where the device has them
//   (fast_subgroup_combine.wgsl: one round per factor of the subgroup size), else by a tree in
//   workgroup memory (fast_workgroup_combine.wgsl: eight steps with a barrier each). The order of
//   combination depends only on n and the device, so f32 sums are repeatable.
// Bindings: as fast_share.wgsl declares them (0 level, 1 scalars, 2 vectors, 3 partials, 4 arrivals).
// Limits: first + count < 2^32; subgroup sizes 4..128; workgroups past 65,535 come as a 2D grid (extra
//   workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
//
// part: reduce/element_ops.wgsl
// part: reduce/fast_share.wgsl
// part: reduce/fast_workgroup_combine.wgsl | reduce/fast_subgroup_combine.wgsl

// `lanes` is what the combining part needs of the invocation's subgroup (see its struct Lanes).
@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>,
                lanes: Lanes) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let identity = bitcast<T>(level.identity);
    let ticket = take_ticket(lid);
    let total = combine_workgroup(thread_share(group, lid, identity), lid, lanes, identity);
    if (!publish_partial(group, lid, total, ticket)) {
        return; // uniform: publish_partial answers the same in every invocation
    }
    let result = combine_workgroup(collect_partials(lid, identity), lid, lanes, identity);
    if (lid == 0u) {
        publish_result(result);
    }
}
