// Draws a block of cells into a board (a pattern, or cells a person drew): live cells of the block are
// set, dead ones leave the board as it was, like computelab.life.Grid.place.
//   or_words:  bit-packed boards; the block is already shifted to the board's word boundaries on the
//              CPU (computelab.life.PatternStamp), so each block word is ORed into one board word.
//   set_cells: one u32 per cell; a non-zero block value writes alive_value (1, or 3 for skip-unchanged,
//              where a drawn cell counts as just changed).
//   set_states: one state per u32 (Generations); a non-zero block value is the state written there.
// Work: one thread per block element, 64 per workgroup, linear over a 2D dispatch. The block is a
// block_width x block_rows rectangle placed at element first_target with the board's row stride.
// Bindings: 0 block (read), 1 board cells (read_write), 2 stamp (uniform). Limits: < 2^32 elements.

struct Stamp {
    first_target: u32,
    target_stride: u32,
    block_width: u32,
    block_rows: u32,
    alive_value: u32,
}

@group(0) @binding(0) var<storage, read> block: array<u32>;
@group(0) @binding(1) var<storage, read_write> cells: array<u32>;
@group(0) @binding(2) var<uniform> stamp: Stamp;

fn destination_of(index: u32) -> u32 {
    return stamp.first_target + (index / stamp.block_width) * stamp.target_stride + index % stamp.block_width;
}

@compute @workgroup_size(64)
fn or_words(@builtin(workgroup_id) group: vec3u,
            @builtin(num_workgroups) groups: vec3u,
            @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * 64u + lane;
    if (index >= stamp.block_width * stamp.block_rows) {
        return;
    }
    let destination = destination_of(index);
    cells[destination] = cells[destination] | block[index];
}

@compute @workgroup_size(64)
fn set_cells(@builtin(workgroup_id) group: vec3u,
             @builtin(num_workgroups) groups: vec3u,
             @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * 64u + lane;
    if (index >= stamp.block_width * stamp.block_rows) {
        return;
    }
    if (block[index] != 0u) {
        cells[destination_of(index)] = stamp.alive_value;
    }
}

@compute @workgroup_size(64)
fn set_states(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * 64u + lane;
    if (index >= stamp.block_width * stamp.block_rows) {
        return;
    }
    if (block[index] != 0u) {
        cells[destination_of(index)] = block[index];
    }
}
