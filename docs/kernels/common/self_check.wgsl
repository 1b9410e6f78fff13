// Self-check kernel: out[i] = in[i] * 2654435761 + i (u32, wrapping), compared with the CPU.
// Work: one element per thread, 64 threads per workgroup.
// Dispatch: 2D (see DispatchGrid), so element counts past 65,535 workgroups are covered too;
// the linear workgroup index is id.x + id.y * num_workgroups.x.
// Bindings: 0 input (read), 1 output (read_write), same length. Limits: none beyond the binding size.

@group(0) @binding(0) var<storage, read> input: array<u32>;
@group(0) @binding(1) var<storage, read_write> output: array<u32>;

@compute @workgroup_size(64)
fn mix_each_element(@builtin(workgroup_id) group: vec3u,
                    @builtin(num_workgroups) groups: vec3u,
                    @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * 64u + lane;
    // arrayLength guards the last, partly filled workgroup and the unused tail of the 2D grid.
    if (index < arrayLength(&output)) {
        output[index] = input[index] * 2654435761u + index;
    }
}
