// The segmented operator on (value, has a head) pairs: (a, fa) + (b, fb) = (fb ? b : a + b, fa | fb),
// associative, so scans over it may group additions as they like. A part that segmented_lookback.wgsl
// and its two scans across ranks (segmented_workgroup_scan.wgsl, segmented_subgroup_scan.wgsl) name.
// Four independent rows travel as a vec4 with their head flags as bits 0..3 of a word. Uses add and
// add4 of tile_scan.wgsl.

// Bit k of `bits` as lane k.
fn head_lanes(bits: u32) -> vec4<bool> {
    return (vec4<u32>(bits) & vec4<u32>(1u, 2u, 4u, 8u)) != vec4<u32>(0u);
}

// The segmented operator on four independent pairs: b's value where b holds a head, else a + b.
fn combine4(a: vec4<u32>, b: vec4<u32>, b_heads: u32) -> vec4<u32> {
    return select(add4(a, b), b, head_lanes(b_heads));
}

// One pair of the segmented operator.
struct Segmented {
    value: u32,
    has_head: bool,
}

fn combine(a: Segmented, b: Segmented) -> Segmented {
    return Segmented(select(add(a.value, b.value), b.value, b.has_head), a.has_head || b.has_head);
}

// What a scan across ranks gives: the exclusive prefix of each of four rows, and the workgroup's totals.
struct SegmentedScan4 {
    exclusive: vec4<u32>,
    exclusive_heads: u32,
    total: vec4<u32>,
    total_heads: u32,
}
