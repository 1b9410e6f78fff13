// The segmented scan across a workgroup's ranks built on subgroup operations, for devices with the
// `subgroups` feature: the part segmented_lookback.wgsl names in place of segmented_workgroup_scan.wgsl
// there (together with subgroup_primitives.wgsl, whose ranks, lanes and subgroup order it uses).
// Each subgroup scans its lanes by Hillis-Steele over subgroupShuffleUp (log2 of its lanes steps, no
// barrier), its last lane leaves the subgroup's total in workgroup memory, and after one barrier every
// invocation combines the totals of the subgroups before its own (a short loop: 16 subgroups of 32 at
// 512 invocations). Shuffles run under no branch (select() picks the lanes they count for), so no lane
// diverges around them. Correct for any subgroup size: subgroup_primitives.wgsl ranks lanes so that a
// subgroup holds consecutive ranks. Workgroup memory: 5 KiB of subgroup totals in two halves that calls
// take in turn, so no call needs a second barrier before it returns (as in subgroup_primitives.wgsl).
//
// part: scan/segmented_operator.wgsl

enable subgroups;
diagnostic(off, subgroup_uniformity);

var<workgroup> segment_totals: array<vec4<u32>, 256>;
var<workgroup> segment_total_heads: array<u32, 256>;
var<private> segmented_calls: u32;

fn workgroup_segmented_scan4(rank: u32, x: vec4<u32>, x_heads: u32) -> SegmentedScan4 {
    var value = x;
    var bits = x_heads;
    for (var distance = 1u; distance < lane_count; distance <<= 1u) {
        let up = subgroupShuffleUp(value, distance);
        let up_bits = subgroupShuffleUp(bits, distance);
        let counts = lane_rank >= distance;
        value = select(value, combine4(up, value, bits), counts);
        bits = select(bits, bits | up_bits, counts);
    }
    let before = subgroupShuffleUp(value, 1u);
    let before_bits = subgroupShuffleUp(bits, 1u);
    let first = lane_rank == 0u;
    let within = select(before, vec4<u32>(0u), first);
    let within_heads = select(before_bits, 0u, first);
    let half = (segmented_calls & 1u) * 128u;
    segmented_calls += 1u;
    if (lane_rank == lane_count - 1u) {
        segment_totals[half + subgroup_order] = value;
        segment_total_heads[half + subgroup_order] = bits;
    }
    workgroupBarrier();
    var prefix = vec4<u32>(0u);
    var prefix_heads = 0u;
    var result: SegmentedScan4;
    for (var s = 0u; s < subgroup_count; s++) {
        if (s == subgroup_order) {
            result.exclusive = combine4(prefix, within, within_heads);
            result.exclusive_heads = prefix_heads | within_heads;
        }
        let t = segment_total_heads[half + s];
        prefix = combine4(prefix, segment_totals[half + s], t);
        prefix_heads |= t;
    }
    result.total = prefix;
    result.total_heads = prefix_heads;
    return result;
}
