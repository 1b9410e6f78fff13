// Scan primitives built on subgroup operations, for devices with the `subgroups` feature.
// Not a kernel of its own: ScanShaders puts the section below in place of the workgroup-memory
// section of reduce_then_scan.wgsl and decoupled_lookback.wgsl (and moves the `enable` to the top).
// Workgroup: 256 invocations. Correct for any subgroup size (4 on SwiftShader, 32 on NVIDIA, up to
// 128) and any mapping of invocations to subgroups: each subgroup claims a block of consecutive
// ranks with one workgroup atomic, and lanes are ranked by subgroupExclusiveAdd(1), so subgroup scans
// always run in rank order. Workgroup memory: 4 KiB of subgroup totals, 1 KiB of subgroup sums.
enable subgroups;

// BEGIN scan primitives (subgroups)
// Integers add with 32-bit wrap-around; f32 values travel through the same u32 words as bit patterns.
override IS_F32: bool = false;

fn add(a: u32, b: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(bitcast<f32>(a) + bitcast<f32>(b));
    }
    return a + b;
}

fn add4(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(bitcast<vec4<f32>>(a) + bitcast<vec4<f32>>(b));
    }
    return a + b;
}

const WORKGROUP_SIZE: u32 = 256u;

// High 16 bits: subgroups that have claimed; low 16 bits: ranks claimed so far.
var<workgroup> subgroup_claims: atomic<u32>;
// Indexed by the order in which subgroups claimed (at most 256 subgroups of one invocation).
var<workgroup> subgroup_totals: array<vec4<u32>, 256>;
var<workgroup> subgroup_sums: array<u32, 256>;

var<private> subgroup_order: u32;
var<private> subgroup_count: u32;
var<private> lane_rank: u32;

// A dense numbering 0..255 in which each subgroup holds consecutive ranks in lane order.
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

fn subgroup_total4(x: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(subgroupAdd(bitcast<vec4<f32>>(x)));
    }
    return subgroupAdd(x);
}

// Exclusive scan of x over the ranks, each component on its own, and the workgroup's totals.
// Subgroup scan, then each invocation adds the totals of the subgroups before its own (a handful on
// most GPUs). Every invocation must call it.
fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4 {
    let within = subgroup_exclusive4(x);
    let own_total = subgroup_total4(x);
    if (lane_rank == 0u) {
        subgroup_totals[subgroup_order] = own_total;
    }
    workgroupBarrier();
    var before = vec4<u32>(0u);
    var total = vec4<u32>(0u);
    for (var s = 0u; s < subgroup_count; s++) {
        let t = subgroup_totals[s];
        if (s < subgroup_order) {
            before = add4(before, t);
        }
        total = add4(total, t);
    }
    workgroupBarrier();
    return Scan4(add4(before, within), total);
}

// The sum of x over the workgroup, the same bits in every invocation (subgroup totals are added in
// one fixed order). Every invocation must call it.
fn workgroup_sum(rank: u32, x: u32) -> u32 {
    var own: u32;
    if (IS_F32) {
        own = bitcast<u32>(subgroupAdd(bitcast<f32>(x)));
    } else {
        own = subgroupAdd(x);
    }
    if (lane_rank == 0u) {
        subgroup_sums[subgroup_order] = own;
    }
    workgroupBarrier();
    var total = 0u;
    for (var s = 0u; s < subgroup_count; s++) {
        total = add(total, subgroup_sums[s]);
    }
    workgroupBarrier();
    return total;
}
// END scan primitives
