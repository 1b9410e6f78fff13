// The segmented scan across a workgroup's ranks built on subgroup operations, for devices with the
// `subgroups` feature: the part segmented_lookback.wgsl names in place of segmented_workgroup_scan.wgsl
// there (together with subgroup_primitives.wgsl, whose ranks, lanes and subgroup order it uses).
// Each subgroup scans its lanes by Hillis-Steele (log2 of its lanes steps, no barrier), each step a
// subgroupShuffle from the lane `distance` before (subgroupShuffleUp made NVIDIA's driver test every lane's
// source against the subgroup again: with the heads and that test in one mask, the shuffle by index made the
// kernel 1.5 to 2.4% faster on an H200), its last lane leaves the subgroup's total in workgroup memory, and
// after one barrier every subgroup scans those totals the same way, as many per step as it has lanes (one
// step on most GPUs), in log2 of their count steps (3 for 8 subgroups; the 5 steps of all 32 lanes cost an
// H200 4%), and takes its own prefix with a shuffle. (Every invocation combining the totals before its own in
// a loop held the segmented scan at 0.272 ms at 2^26 on an H100 at 512 invocations, 16 workgroup-memory reads
// of a vector and a word, where the scan of the totals took 0.246; at 256 on an H200 that loop took 79
// registers instead of 64 and was 10% slower.) Shuffles run under no branch (select() picks the lanes they
// count for), so no lane diverges around them. Correct for any subgroup size: subgroup_primitives.wgsl ranks
// lanes so that a subgroup holds consecutive ranks.
// Workgroup memory: 5 KiB of subgroup totals in two halves that calls take in turn, so no call needs a
// second barrier before it returns (as in subgroup_primitives.wgsl).
//
// part: scan/segmented_operator.wgsl

enable subgroups;
diagnostic(off, subgroup_uniformity);

var<workgroup> segment_totals: array<vec4<u32>, 256>;
var<workgroup> segment_total_heads: array<u32, 256>;
var<private> segmented_calls: u32;

// A pair of the segmented operator for each of four rows, held by one lane.
struct SegmentedLanes {
    value: vec4<u32>,
    heads: u32,
}

// The inclusive segmented scan of (x, x_heads) over the first `width` lanes of the calling subgroup, in
// rank order (lanes past `width` get partial results). Every lane of the subgroup must call it.
fn lanes_segmented_scan(x: vec4<u32>, x_heads: u32, width: u32) -> SegmentedLanes {
    var value = x;
    var bits = x_heads;
    for (var distance = 1u; distance < width; distance <<= 1u) {
        // The lane `distance` before this one, or lane 0 where there is none (its value then goes unused).
        let source = max(lane_rank, distance) - distance;
        let up = subgroupShuffle(value, source);
        let up_bits = subgroupShuffle(bits, source);
        let counts = lane_rank >= distance;
        // Lanes with a head, and lanes with no lane `distance` before them, keep their value.
        let keeps = bits | select(0xFu, 0u, counts);
        value = select(add4(up, value), value, head_lanes(keeps));
        bits = select(bits, bits | up_bits, counts);
    }
    return SegmentedLanes(value, bits);
}

// What comes before lane `lane` in an inclusive scan over the lanes: the pair of the lane before it, or
// the empty pair (0, no head) for lane 0.
fn lane_before(scanned: SegmentedLanes, lane: u32) -> SegmentedLanes {
    let source = max(lane, 1u) - 1u;
    let value = subgroupShuffle(scanned.value, source);
    let heads = subgroupShuffle(scanned.heads, source);
    return SegmentedLanes(select(value, vec4<u32>(0u), lane == 0u), select(heads, 0u, lane == 0u));
}

fn workgroup_segmented_scan4(rank: u32, x: vec4<u32>, x_heads: u32) -> SegmentedScan4 {
    let inclusive = lanes_segmented_scan(x, x_heads, lane_count);
    let within = lane_before(inclusive, lane_rank);
    let half = (segmented_calls & 1u) * 128u;
    segmented_calls += 1u;
    if (lane_rank == lane_count - 1u) {
        segment_totals[half + subgroup_order] = inclusive.value;
        segment_total_heads[half + subgroup_order] = inclusive.heads;
    }
    workgroupBarrier();
    var before = vec4<u32>(0u);  // the subgroups before this one, once the step holding it has passed
    var before_heads = 0u;
    var total = vec4<u32>(0u);  // the subgroups of the steps so far
    var total_heads = 0u;
    for (var first = 0u; first < subgroup_count; first += lane_count) {
        let s = first + lane_rank;
        let at = half + min(s, subgroup_count - 1u);
        let inside = s < subgroup_count;
        // The totals this step holds: the scan takes log2 of them shuffle steps.
        let width = min(lane_count, subgroup_count - first);
        let totals = lanes_segmented_scan(select(vec4<u32>(0u), segment_totals[at], inside),
                select(0u, segment_total_heads[at], inside), width);
        let here = subgroup_order >= first && subgroup_order - first < lane_count;
        let own = lane_before(totals, select(0u, subgroup_order - first, here));
        before = select(before, combine4(total, own.value, own.heads), here);
        before_heads = select(before_heads, total_heads | own.heads, here);
        let last = subgroupShuffle(totals.value, width - 1u);
        let last_heads = subgroupShuffle(totals.heads, width - 1u);
        total = combine4(total, last, last_heads);
        total_heads |= last_heads;
    }
    return SegmentedScan4(combine4(before, within.value, within.heads), before_heads | within.heads, total,
            total_heads);
}
