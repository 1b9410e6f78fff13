// Life step for every rule of the family: Life-like, isotropic non-totalistic (Hensel letters) and
// Generations (2..256 states), one u32 per cell holding its state, row-major, ping-pong between two
// buffers. State 0 is dead, 1 alive, 2..states-1 dying.
// The rule is a 512-entry bit table indexed by the cell's 3x3 neighbourhood of live (state 1) cells,
// bit 3 * row + column with row 0 on top, bit 4 the cell itself (computelab.life.LifeRule): entry n
// says whether the cell is alive next. A dead cell is born where the table says so; a live cell that
// the table does not keep becomes 2 (0 with two states); a dying cell ages by one and becomes 0 after
// states - 1 whatever its neighbours, is no neighbour, and is not born into.
// Neighbours wrap as ((x + dx + width) % width, (y + dy + height) % height); with torus = 0 positions
// off the board are dead.
// Work: one thread per cell, reading its 9 cells and writing 1; GROUP_X threads per workgroup, numbered
// linearly over a 2D dispatch (id.x + id.y * num_workgroups.x); threads past the board return.
// Bindings: 0 board (uniform), 1 current states (read), 2 next states (write).
// Limits: width * height < 2^32.

struct Board {
    width: u32,
    height: u32,
    torus: u32,
    states: u32,
    // Bit n & 31 of table[n >> 7][(n >> 5) & 3]: the next alive bit of neighbourhood n.
    table: array<vec4<u32>, 4>,
}

@group(0) @binding(0) var<uniform> board: Board;
@group(0) @binding(1) var<storage, read> current: array<u32>;
@group(0) @binding(2) var<storage, read_write> next: array<u32>;

override GROUP_X: u32 = 64u;

fn neighbourhood(x: u32, y: u32) -> u32 {
    var n = 0u;
    for (var dy = 0u; dy < 3u; dy++) {
        // Shifted by one whole height so the sum is never negative before the modulo.
        let shifted_y = y + board.height + dy - 1u;
        if (board.torus == 0u && (shifted_y < board.height || shifted_y >= 2u * board.height)) {
            continue;
        }
        let row = (shifted_y % board.height) * board.width;
        for (var dx = 0u; dx < 3u; dx++) {
            let shifted_x = x + board.width + dx - 1u;
            if (board.torus == 0u && (shifted_x < board.width || shifted_x >= 2u * board.width)) {
                continue;
            }
            let alive = current[row + shifted_x % board.width] == 1u;
            n |= select(0u, 1u, alive) << (3u * dy + dx);
        }
    }
    return n;
}

fn stays_alive(n: u32) -> bool {
    let word = board.table[n >> 7u][(n >> 5u) & 3u];
    return ((word >> (n & 31u)) & 1u) == 1u;
}

@compute @workgroup_size(GROUP_X)
fn step_cells(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * GROUP_X + lane;
    if (index >= board.width * board.height) {
        return;
    }
    let state = current[index];
    var result = 0u;
    if (state >= 2u) {
        result = select(0u, state + 1u, state + 1u < board.states);
    } else if (stays_alive(neighbourhood(index % board.width, index / board.width))) {
        result = 1u;
    } else if (state == 1u && board.states > 2u) {
        result = 2u;
    }
    next[index] = result;
}
