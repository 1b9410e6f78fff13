// fast (subgroup path): a bandwidth-bound reduction. Used only where the device has the `subgroups`
// feature; fast_workgroup.wgsl is the same kernel with a workgroup-memory tree for the others.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count); or, when
//   the level finishes itself, the combine of the whole range in partials[0]. The facade launches a
//   fixed, moderate number of workgroups for a large range and lets the last of them to arrive combine
//   their partials: one dispatch up to 2^26 elements (2,048 workgroups), two beyond.
// Work: every thread walks the range in vec4 loads with a grid stride (fast_share.wgsl, composed in
//   by ShaderParts), then subgroup operations combine the 256 per-thread values: one round per factor
//   of the subgroup size. The order of combination depends only on n and the device, so f32 sums are
//   repeatable.
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.
// Bindings: as fast_share.wgsl declares them (0 level, 1 scalars, 2 vectors, 3 partials, 4 arrivals).
// Limits: first + count < 2^32; subgroup sizes 4..128; workgroups past 65,535 come as a 2D grid.
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
enable subgroups;

// BEGIN element ops
// ShaderParts puts reduce/element_ops.wgsl's section here: T (an element's 32-bit pattern), combine and
// combine4 for the element type and operation the override constants ELEMENT and OP choose.
// END element ops

// BEGIN subgroup ops
// ShaderParts puts reduce/subgroup_ops.wgsl's section here: subgroup_combine for ELEMENT and OP.
// END subgroup ops

// BEGIN grid-stride share
// ShaderParts puts fast_share.wgsl's section here: the Level uniform, bindings 0..4, WORKGROUP_SIZE,
// thread_share (this thread's share of the range), take_ticket, publish_partial, collect_partials and
// publish_result.
// END grid-stride share

const MIN_SUBGROUP_SIZE = 4u;

var<workgroup> tile: array<T, WORKGROUP_SIZE / MIN_SUBGROUP_SIZE>; // one slot per subgroup

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

// The combination of every invocation's value, in every invocation.
fn combine_workgroup(value: T, lid: u32, lane: u32, lanes: u32, identity: T) -> T {
    let combined = subgroup_combine(value);
    if (lane == 0u) {
        tile[lid / lanes] = combined;
    }
    workgroupBarrier();
    combine_tile_with_subgroups(WORKGROUP_SIZE / lanes, lid, lane, lanes, identity);
    return tile[0];
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>,
                @builtin(subgroup_invocation_id) lane: u32,
                @builtin(subgroup_size) lanes: u32) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let identity = bitcast<T>(level.identity);
    let ticket = take_ticket(lid);
    let total = combine_workgroup(thread_share(group, lid, identity), lid, lane, lanes, identity);
    if (!publish_partial(group, lid, total, ticket)) {
        return; // uniform: publish_partial answers the same in every invocation
    }
    let result = combine_workgroup(collect_partials(lid, identity), lid, lane, lanes, identity);
    if (lid == 0u) {
        publish_result(result);
    }
}
