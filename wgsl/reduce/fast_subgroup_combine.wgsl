// How the fast reduction (fast.wgsl) combines its workgroup's 256 per-thread values where the device
// has the `subgroups` feature: each subgroup combines its lanes at once, its first lane writes the
// result to workgroup memory, and the subgroups' results are combined the same way, one round per
// factor of the subgroup size (fast_workgroup_combine.wgsl is the tree for the others).
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.
// Workgroup memory: one T per subgroup (at most 64, for subgroups of 4 lanes).
//
// part: reduce/subgroup_ops.wgsl

const MIN_SUBGROUP_SIZE = 4u;

var<workgroup> tile: array<T, WORKGROUP_SIZE / MIN_SUBGROUP_SIZE>; // one slot per subgroup

// The subgroup's size, as the kernel's entry point hands it over: the builtin, which the uniformity
// analysis knows to be the same in every invocation (a value from a subgroup operation would not be,
// and the barriers below need uniform control flow). Subgroups being consecutive runs of
// local_invocation_index, an invocation's lane is its index modulo the size.
struct Lanes {
    @builtin(subgroup_size) size: u32,
}

// The combination of every invocation's value, in every invocation. Every invocation of the workgroup
// must call it (subgroup operations and barriers need uniform control flow).
fn combine_workgroup(value: T, lid: u32, lanes: Lanes, identity: T) -> T {
    let combined = subgroup_combine(value);
    if (lid % lanes.size == 0u) {
        tile[lid / lanes.size] = combined;
    }
    workgroupBarrier();
    combine_tile_with_subgroups(WORKGROUP_SIZE / lanes.size, lid, lanes.size, identity);
    return tile[0];
}
