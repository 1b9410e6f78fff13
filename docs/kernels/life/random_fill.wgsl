// The contract's random board, generated on the GPU (boards past the CPU's 2^30 cells never exist on
// the CPU): cell (x, y) is alive iff (mix32(y * width + x + mix32(seed)) & 0xFFFF) < threshold, with
// threshold = floor(density * 65536), all arithmetic modulo 2^32.
//   fill_words: bit-packed layout (32 cells per u32, bit x & 31 of word y * words_per_row + x / 32), one
//               thread per word, padding bits past the right edge left 0.
//   fill_cells: one u32 per cell, row-major, writing alive_value or dead_value (1/0, or 3/2 for the
//               skip-unchanged engine, whose loads mark every cell as changed).
// Workgroup: 64 threads; workgroups numbered linearly over a 2D dispatch (id.x + id.y * num_workgroups.x).
// Bindings: 0 cells (write), 1 fill (uniform). Limits: words (or cells) < 2^32.

struct Fill {
    width: u32,
    height: u32,
    words_per_row: u32,
    seed_hash: u32,
    threshold: u32,
    alive_value: u32,
    dead_value: u32,
}

@group(0) @binding(0) var<storage, read_write> cells: array<u32>;
@group(0) @binding(1) var<uniform> fill: Fill;

fn mix32(value: u32) -> u32 {
    var x = value;
    x ^= x >> 16u;
    x *= 0x7feb352du;
    x ^= x >> 15u;
    x *= 0x846ca68bu;
    x ^= x >> 16u;
    return x;
}

fn alive(index: u32) -> bool {
    return (mix32(index + fill.seed_hash) & 0xFFFFu) < fill.threshold;
}

@compute @workgroup_size(64)
fn fill_words(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let word = (group.x + group.y * groups.x) * 64u + lane;
    if (word >= fill.words_per_row * fill.height) {
        return;
    }
    let y = word / fill.words_per_row;
    let first_x = (word % fill.words_per_row) * 32u;
    let cells_here = min(32u, fill.width - first_x);
    // Wraps modulo 2^32 exactly like the contract's formula.
    let first_index = y * fill.width + first_x;
    var bits = 0u;
    for (var b = 0u; b < cells_here; b++) {
        if (alive(first_index + b)) {
            bits |= 1u << b;
        }
    }
    cells[word] = bits;
}

@compute @workgroup_size(64)
fn fill_cells(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * 64u + lane;
    if (index >= fill.width * fill.height) {
        return;
    }
    cells[index] = select(fill.dead_value, fill.alive_value, alive(index));
}
