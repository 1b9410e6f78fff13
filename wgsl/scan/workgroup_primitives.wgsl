// Scan primitives built on workgroup memory and barriers, for every device: a part that
// reduce_then_scan.wgsl and decoupled_lookback.wgsl name at their top (subgroup_primitives.wgsl offers
// the same functions built on subgroup operations for devices that have them).

// One slot per invocation for the scan, one word per invocation for the sum.
var<workgroup> scan_slots: array<vec4<u32>, WORKGROUP_SIZE>;
var<workgroup> sum_slots: array<u32, WORKGROUP_SIZE>;

// The order in which invocations hold consecutive data: here simply the local index.
fn invocation_rank(local_index: u32) -> u32 {
    return local_index;
}

struct Scan4 {
    exclusive: vec4<u32>,
    total: vec4<u32>,
}

// Exclusive scan of x over the ranks, each component on its own, and the workgroup's totals.
// Hillis-Steele in place: read the partner, wait, write, wait. Every invocation must call it.
fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4 {
    scan_slots[rank] = x;
    workgroupBarrier();
    var inclusive = x;
    for (var distance = 1u; distance < WORKGROUP_SIZE; distance <<= 1u) {
        if (rank >= distance) {
            inclusive = add4(scan_slots[rank - distance], inclusive);
        }
        workgroupBarrier();
        scan_slots[rank] = inclusive;
        workgroupBarrier();
    }
    var exclusive = vec4<u32>(0u);
    if (rank > 0u) {
        exclusive = scan_slots[rank - 1u];
    }
    let total = scan_slots[WORKGROUP_SIZE - 1u];
    workgroupBarrier();
    return Scan4(exclusive, total);
}

// The sum of x over the workgroup, the same bits in every invocation (a fixed tree order).
// Every invocation must call it.
fn workgroup_sum(rank: u32, x: u32) -> u32 {
    sum_slots[rank] = x;
    workgroupBarrier();
    for (var half = WORKGROUP_SIZE / 2u; half > 0u; half >>= 1u) {
        if (rank < half) {
            sum_slots[rank] = add(sum_slots[rank], sum_slots[rank + half]);
        }
        workgroupBarrier();
    }
    let total = sum_slots[0];
    workgroupBarrier();
    return total;
}
