// How the fast reduction (fast.wgsl) combines its workgroup's 256 per-thread values on devices without
// the `subgroups` feature (and in tests that force this path): a sequential-addressing tree in
// workgroup memory, eight steps with a barrier each. fast_subgroup_combine.wgsl offers the same
// function built on subgroup operations.
// Workgroup memory: one T per invocation.

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

// What the kernel's entry point hands over of the invocation's subgroup: nothing is needed here, but the
// kernel is the same for both parts, and WGSL has no empty struct, so it carries a builtin unused.
struct Lanes {
    @builtin(local_invocation_id) unused: vec3<u32>,
}

// The combination of every invocation's value, in every invocation.
fn combine_workgroup(value: T, lid: u32, lanes: Lanes, identity: T) -> T {
    tile[lid] = value;
    workgroupBarrier();
    for (var s = WORKGROUP_SIZE / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            tile[lid] = combine(tile[lid], tile[lid + s]);
        }
        workgroupBarrier();
    }
    return tile[0];
}
