// Life step that skips writing cells that did not change, the tutorial's optimization, made correct
// for ping-pong buffers. One u32 per cell, row-major: bit 0 is alive; the value also says whether the
// cell changed in the step that produced it: 0 dead, 1 alive (unchanged), 2 dead, 3 alive (just changed).
// Why skipping is safe: the next buffer still holds the generation before the current one. Invariant:
// where a buffer holds 0 or 1, that cell was the same in the generation before. So when a cell does not
// change now and its current value is 0 or 1, the older value in the next buffer already has the right
// alive bit and the write is skipped; a current 2 or 3 is rewritten as 0 or 1. Changed cells get 2 or 3.
// Loading a board (upload, random fill, drawing) writes 2 or 3, which promises nothing about the older
// buffer, so the invariant holds from the first step on. Readers take bit 0.
// Neighbours are counted by bit 0 (the tutorial summed raw values, which counts 2 and 3 wrongly);
// wrapping as in naive.wgsl, ((x + dx + width) % width); torus = 0 makes positions off the board dead.
// Dispatch mappings as in naive.wgsl: step_linear (GROUP_X threads) or step_tiled (GROUP_X x GROUP_Y).
// Bindings: 0 board (uniform), 1 current cells (read), 2 next cells (write). Limits: width * height < 2^32.

struct Board {
    width: u32,
    height: u32,
    torus: u32,
    birth: u32,
    survival: u32,
    tiles_x: u32,
}

@group(0) @binding(0) var<uniform> board: Board;
@group(0) @binding(1) var<storage, read> current: array<u32>;
@group(0) @binding(2) var<storage, read_write> next: array<u32>;

override GROUP_X: u32 = 64u;
override GROUP_Y: u32 = 1u;

// A cell's alive bit (its state is 0..3, see above).
fn alive_at(index: u32) -> u32 {
    return current[index] & 1u;
}

fn live_neighbours(x: u32, y: u32) -> u32 {
    // Wrapped neighbour columns and rows worked out once, with selects instead of a modulo per
    // neighbour; on a bounded board a neighbour off the edge has weight 0 (as in naive.wgsl).
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
    let above = alive_at(row_up + x_left) * left + alive_at(row_up + x) + alive_at(row_up + x_right) * right;
    let beside = alive_at(row + x_left) * left + alive_at(row + x_right) * right;
    let below = alive_at(row_down + x_left) * left + alive_at(row_down + x) + alive_at(row_down + x_right) * right;
    return above * up + beside + below * down;
}

fn advance(x: u32, y: u32) {
    let index = y * board.width + x;
    let state = current[index];
    let alive = (state & 1u) == 1u;
    let counts = select(board.birth, board.survival, alive);
    let lives = ((counts >> live_neighbours(x, y)) & 1u) == 1u;
    if (lives != alive) {
        next[index] = select(2u, 3u, lives);
    } else if (state > 1u) {
        next[index] = state - 2u;
    }
    // Otherwise next[index] already holds this alive bit (see the invariant above).
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
