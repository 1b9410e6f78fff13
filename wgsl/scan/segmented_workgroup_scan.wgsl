// The segmented scan across a workgroup's ranks in workgroup memory and barriers, for every device: a
// part segmented_lookback.wgsl names (segmented_subgroup_scan.wgsl offers the same function built on
// subgroup operations for devices that have them). Workgroup memory: 20 bytes per invocation.
//
// part: scan/segmented_operator.wgsl

// One slot per invocation for the segmented scan across ranks: four rows' values and their head bits.
var<workgroup> segment_values: array<vec4<u32>, WORKGROUP_SIZE>;
var<workgroup> segment_heads: array<u32, WORKGROUP_SIZE>;

// Exclusive segmented scan over the ranks of four rows at once (x with its head bits), and the
// workgroup's totals. Hillis-Steele in place. Every invocation must call it.
fn workgroup_segmented_scan4(rank: u32, x: vec4<u32>, x_heads: u32) -> SegmentedScan4 {
    segment_values[rank] = x;
    segment_heads[rank] = x_heads;
    workgroupBarrier();
    var value = x;
    var bits = x_heads;
    for (var distance = 1u; distance < WORKGROUP_SIZE; distance <<= 1u) {
        if (rank >= distance) {
            value = combine4(segment_values[rank - distance], value, bits);
            bits |= segment_heads[rank - distance];
        }
        workgroupBarrier();
        segment_values[rank] = value;
        segment_heads[rank] = bits;
        workgroupBarrier();
    }
    var result: SegmentedScan4;
    if (rank > 0u) {
        result.exclusive = segment_values[rank - 1u];
        result.exclusive_heads = segment_heads[rank - 1u];
    }
    result.total = segment_values[WORKGROUP_SIZE - 1u];
    result.total_heads = segment_heads[WORKGROUP_SIZE - 1u];
    workgroupBarrier();
    return result;
}
