// Applies a batch of cell edits a person made (drawing, erasing, toggling) to a board in place.
// The CPU merges the batch so every board element appears once (computelab.web.life.CellEdits): no two
// threads touch one element, so plain loads and stores are race-free.
//   edit_words: bit-packed boards; edit (word, clear, set, toggle): word = ((word & ~clear) | set) ^ toggle.
//               Only the current buffer is written: a bit-packed step rewrites every word of the other.
//   edit_cells: one u32 per cell; edit (cell, action, -, -) with action 0 dead, 1 alive, 2 toggle (of the
//               current value's bit 0). The result is written as plain 0 or 1 into BOTH buffers: an engine
//               that skips unchanged cells (skip_unchanged.wgsl) trusts the older buffer where a value is
//               0 or 1, and equal values in both keep that promise; engines that rewrite every cell
//               overwrite the older buffer anyway.
// Work: one thread per edit, 64 per workgroup, linear over a 2D dispatch; threads past batch.count return.
// Bindings: 0 edits (read), 1 current cells (read_write), 2 batch (uniform), 3 older cells (read_write;
// edit_cells only). Limits: board elements < 2^32.

struct Batch {
    count: u32,
}

@group(0) @binding(0) var<storage, read> edits: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> current: array<u32>;
@group(0) @binding(2) var<uniform> batch: Batch;
@group(0) @binding(3) var<storage, read_write> older: array<u32>;

fn edit_index(group: vec3u, groups: vec3u, lane: u32) -> u32 {
    return (group.x + group.y * groups.x) * 64u + lane;
}

@compute @workgroup_size(64)
fn edit_words(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let index = edit_index(group, groups, lane);
    if (index >= batch.count) {
        return;
    }
    let edit = edits[index];
    current[edit.x] = ((current[edit.x] & ~edit.y) | edit.z) ^ edit.w;
}

@compute @workgroup_size(64)
fn edit_cells(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let index = edit_index(group, groups, lane);
    if (index >= batch.count) {
        return;
    }
    let edit = edits[index];
    let was_alive = (current[edit.x] & 1u) == 1u;
    let alive = select(edit.y == 1u, !was_alive, edit.y == 2u);
    let value = select(0u, 1u, alive);
    current[edit.x] = value;
    older[edit.x] = value;
}
