// global-atomics: a histogram counted straight into the global counts, one atomic add per value.
// Computes: counts[b] += how many of the n values fall in bin b (counts cleared before the run).
// Why it exists: the baseline the private counters are measured against; it needs no workgroup memory
//   and reads the input once for any number of bins, but each value is an atomic in L2, and a skewed
//   input (one bin takes everything) serializes every add on one address.
// Work: 256 threads, vec4 loads with a grid stride (input_walk.wgsl).
// Bindings: as input_walk.wgsl declares them.
// Dispatch: 2D (DispatchGrid), linear workgroup index wid.x + wid.y * grid.x; extra workgroups return.
// Limits: bins up to 65,536 (any number the counts binding holds).
//
// part: histogram/input_walk.wgsl

fn tally(value: u32) {
    atomicAdd(&counts[value_bin(value)], 1u);
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_global(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= params.workgroups) {
        return;
    }
    walk_input(group, lid);
}
