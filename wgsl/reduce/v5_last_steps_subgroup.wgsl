// The last steps of v5_unrolled.wgsl where the device has the `subgroups` feature: tile[0 .. 64)
// combined into tile[0] by subgroup operations, one round per factor of the subgroup size. Every
// invocation of the workgroup calls it (subgroup operations and barriers need uniform control flow).
//
// part: reduce/subgroup_ops.wgsl

// The subgroup's size, as the kernel's entry point hands it over: the builtin, which the uniformity
// analysis knows to be the same in every invocation (a value from a subgroup operation would not be,
// and the barriers below need uniform control flow). Subgroups being consecutive runs of
// local_invocation_index, an invocation's lane is its index modulo the size.
struct Lanes {
    @builtin(subgroup_size) size: u32,
}

fn combine_last_steps(tid: u32, lanes: Lanes, identity: T) {
    combine_tile_with_subgroups(LAST_STEPS_FROM, tid, lanes.size, identity);
}
