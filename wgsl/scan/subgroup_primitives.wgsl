// Scan primitives built on subgroup operations, for devices with the `subgroups` feature.
// A part that reduce_then_scan.wgsl and decoupled_lookback.wgsl name at their top, in place of
// workgroup_primitives.wgsl where the device has subgroups (its directives go to the module's top).
// Workgroup: WORKGROUP_SIZE invocations (256 or 512). Correct for any subgroup size (4 on
// SwiftShader, 32 on NVIDIA, up to 128) and any mapping of invocations to subgroups: each subgroup
// claims a block of consecutive ranks with one workgroup atomic, and lanes are ranked by
// subgroupExclusiveAdd(1), so subgroup scans always run in rank order. Workgroup memory: 4 KiB of
// subgroup totals, 1 KiB of subgroup sums.
// workgroup_scan4 loops over the subgroup totals with a bound the uniformity analysis cannot see is
// the same for all (the count of subgroups, read from workgroup memory). The analysis reports such a
// call inside the helper that makes it, so a diagnostic on workgroup_scan4 alone does not cover it:
// the module turns it off.
enable subgroups;
diagnostic(off, subgroup_uniformity);

// High 16 bits: subgroups that have claimed; low 16 bits: ranks claimed so far.
var<workgroup> subgroup_claims: atomic<u32>;
// Indexed by the order in which subgroups claimed (at most 128: subgroups have 4 lanes or more), in two
// halves that calls take in turn: a call's totals stay untouched until every invocation has passed
// the next call's barrier, so no call needs a second barrier before it returns (which would hold up
// decoupled look-back, whose tile sum is published right after the tile's scan).
var<workgroup> subgroup_totals: array<vec4<u32>, 256>;
var<workgroup> subgroup_sums: array<u32, 256>;
var<private> calls: u32;

var<private> subgroup_order: u32;
var<private> subgroup_count: u32;
var<private> lane_rank: u32;
var<private> lane_count: u32;

// A dense numbering 0..WORKGROUP_SIZE-1 in which each subgroup holds consecutive ranks in lane order.
// Call once, first, from every invocation (workgroup memory starts zeroed, so the claims start at 0).
fn invocation_rank(local_index: u32) -> u32 {
    let lane = subgroupExclusiveAdd(1u);
    let lanes = subgroupAdd(1u);
    var claim = 0u;
    if (lane == 0u) {
        claim = atomicAdd(&subgroup_claims, 0x10000u | lanes);
    }
    claim = subgroupBroadcastFirst(claim);
    lane_rank = lane;
    lane_count = lanes;
    subgroup_order = claim >> 16u;
    workgroupBarrier();
    subgroup_count = atomicLoad(&subgroup_claims) >> 16u;
    return (claim & 0xFFFFu) + lane;
}

struct Scan4 {
    exclusive: vec4<u32>,
    total: vec4<u32>,
}

fn subgroup_exclusive4(x: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(subgroupExclusiveAdd(bitcast<vec4<f32>>(x)));
    }
    return subgroupExclusiveAdd(x);
}

// The sum of x over the calling subgroup (f32 bit patterns added as f32).
fn subgroup_sum(x: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(subgroupAdd(bitcast<f32>(x)));
    }
    return subgroupAdd(x);
}

// Exclusive scan of x over the ranks, each component on its own, and the workgroup's totals.
// Subgroup scan; then every subgroup scans the subgroup totals itself, as many per step as it has
// lanes (one step on most GPUs), and takes its own prefix with a shuffle. Every invocation must
// call it. (Each invocation adding up the totals before its own in a loop cost an H200 scan about a
// fifth of its time at 512 invocations: sixteen workgroup-memory reads per invocation and tile.)
fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4 {
    let within = subgroup_exclusive4(x);
    let half = (calls & 1u) * 128u;
    calls += 1u;
    // The last lane's running total is its subgroup's.
    if (lane_rank == lane_count - 1u) {
        subgroup_totals[half + subgroup_order] = add4(within, x);
    }
    workgroupBarrier();
    var before = vec4<u32>(0u);
    var total = vec4<u32>(0u);
    for (var first = 0u; first < subgroup_count; first += lane_count) {
        let s = first + lane_rank;
        let t = select(vec4<u32>(0u), subgroup_totals[half + min(s, subgroup_count - 1u)], s < subgroup_count);
        let prefix = subgroup_exclusive4(t);
        let here = subgroup_order >= first && subgroup_order - first < lane_count;
        let at = select(0u, subgroup_order - first, here);
        before = select(before, add4(total, subgroupShuffle(prefix, at)), here);
        total = add4(total, subgroupShuffle(add4(prefix, t), lane_count - 1u));
    }
    return Scan4(add4(before, within), total);
}

// The sum of x over the workgroup, the same bits in every invocation (subgroup totals are added in
// one fixed order). Every invocation must call it.
fn workgroup_sum(rank: u32, x: u32) -> u32 {
    let own = subgroup_sum(x);
    let half = (calls & 1u) * 128u;
    calls += 1u;
    if (lane_rank == 0u) {
        subgroup_sums[half + subgroup_order] = own;
    }
    workgroupBarrier();
    var total = 0u;
    for (var s = 0u; s < subgroup_count; s++) {
        total = add(total, subgroup_sums[half + s]);
    }
    return total;
}
