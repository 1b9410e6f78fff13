// The last steps of v5_unrolled.wgsl on devices without the `subgroups` feature (and in tests that force
// this path): tile[0 .. 64) folded into tile[0] by six steps unrolled by hand, each followed by a
// barrier. The tutorial's version left the barriers out, which is a data race in WGSL (no lockstep
// "warp-synchronous" execution is guaranteed), hence its wrong sums. Works on the kernel's workgroup
// array `tile`.

// One unrolled step: the lowest `s` threads fold the upper half of tile[0 .. 2s) onto the lower half.
fn fold(tid: u32, s: u32) {
    if (tid < s) {
        tile[tid] = combine(tile[tid], tile[tid + s]);
    }
    workgroupBarrier();
}

// What the kernel's entry point hands over of the invocation's subgroup: nothing is needed here, but the
// kernel is the same for both parts, and WGSL has no empty struct, so it carries a builtin unused.
struct Lanes {
    @builtin(local_invocation_id) unused: vec3<u32>,
}

fn combine_last_steps(tid: u32, lanes: Lanes, identity: T) {
    fold(tid, 32u);
    fold(tid, 16u);
    fold(tid, 8u);
    fold(tid, 4u);
    fold(tid, 2u);
    fold(tid, 1u);
}
