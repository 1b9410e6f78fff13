// Brute-force Life step, the tutorial's first version: one u32 per cell (0 dead, 1 alive), row-major,
// ping-pong between two buffers; each thread reads its 8 neighbours and writes its cell every step.
// Any Life-like rule: bit k of birth / survival says whether a cell with k live neighbours is born /
// survives (counts 0..8). Neighbours wrap as ((x + dx + width) % width, (y + dy + height) % height), never
// (x - 1) % width on unsigned integers (worked out with selects, once per column and row); with
// torus = 0 positions off the board are dead.
// Two mappings of threads to cells, the tutorial's dispatch experiments (sizes are override constants):
//   step_linear: GROUP_X threads (64 or 256) per workgroup, cell index = global thread index;
//   step_tiled:  GROUP_X x GROUP_Y threads (8x8 or 16x16) per workgroup covering a square tile of cells.
// Workgroups are numbered linearly over a 2D dispatch (id.x + id.y * num_workgroups.x), so boards with
// more than 65,535 workgroups fit; threads past the board return.
// Bindings: 0 board (uniform), 1 current cells (read), 2 next cells (write). Limits: width * height < 2^32.

struct Board {
    width: u32,
    height: u32,
    torus: u32,
    birth: u32,
    survival: u32,
    // step_tiled: tiles per row of the board.
    tiles_x: u32,
}

@group(0) @binding(0) var<uniform> board: Board;
@group(0) @binding(1) var<storage, read> current: array<u32>;
@group(0) @binding(2) var<storage, read_write> next: array<u32>;

override GROUP_X: u32 = 64u;
override GROUP_Y: u32 = 1u;

fn live_neighbours(x: u32, y: u32) -> u32 {
    // The wrapped neighbour columns and rows, each worked out once: (x + width - 1) % width and
    // (x + 1) % width without a division (the modulo of the tutorial, per neighbour, costs more than
    // the loads). On a bounded board a neighbour off the edge counts 0: its weight below is 0.
    let w = board.width;
    let h = board.height;
    let x_left = select(x - 1u, w - 1u, x == 0u);
    let x_right = select(x + 1u, 0u, x + 1u == w);
    let row_up = select(y - 1u, h - 1u, y == 0u) * w;
    let row = y * w;
    let row_down = select(y + 1u, 0u, y + 1u == h) * w;
    let wrap = board.torus != 0u;
    let left = u32(wrap || x != 0u);
    let right = u32(wrap || x + 1u != w);
    let up = u32(wrap || y != 0u);
    let down = u32(wrap || y + 1u != h);
    let above = current[row_up + x_left] * left + current[row_up + x] + current[row_up + x_right] * right;
    let beside = current[row + x_left] * left + current[row + x_right] * right;
    let below = current[row_down + x_left] * left + current[row_down + x] + current[row_down + x_right] * right;
    return above * up + beside + below * down;
}

fn advance(x: u32, y: u32) {
    let index = y * board.width + x;
    let alive = current[index] != 0u;
    let counts = select(board.birth, board.survival, alive);
    next[index] = (counts >> live_neighbours(x, y)) & 1u;
}

@compute @workgroup_size(GROUP_X)
fn step_linear(@builtin(workgroup_id) group: vec3u,
               @builtin(num_workgroups) groups: vec3u,
               @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * GROUP_X + lane;
    if (index >= board.width * board.height) {
        return;
    }
    advance(index % board.width, index / board.width);
}

@compute @workgroup_size(GROUP_X, GROUP_Y)
fn step_tiled(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_id) lane: vec3u) {
    let tile = group.x + group.y * groups.x;
    let x = (tile % board.tiles_x) * GROUP_X + lane.x;
    let y = (tile / board.tiles_x) * GROUP_Y + lane.y;
    if (x >= board.width || y >= board.height) {
        return;
    }
    advance(x, y);
}
