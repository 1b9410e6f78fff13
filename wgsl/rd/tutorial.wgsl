// Gray-Scott reaction-diffusion, the chapter's shape: one compute pass per step over two f32 fields u and
// v, each in a buffer of its own, read from one pair of buffers and written to the other (ping-pong).
// Every thread updates one cell from its 3 x 3 neighbourhood (Karl Sims' formulation):
//   lap = ((up + down) + (left + right)) * 0.2 + ((up_left + up_right) + (down_left + down_right)) * 0.05 - centre
//   u' = u + dt * (Du * lap_u - u*v*v + F * (1 - u))
//   v' = v + dt * (Dv * lap_v + u*v*v - (F + k) * v)
// in this order of operations, which the CPU reference (computelab.rd.CpuGrayScott) keeps too.
// Edges: torus = 1 joins opposite edges; torus = 0 is zero flux, where a neighbour outside the grid reads
// the nearest cell inside. Neighbour columns and rows are worked out with selects, never as
// (x - 1) % width on unsigned integers.
// Workgroup: 8 x 8 threads over an 8 x 8 tile of cells; tiles are numbered linearly over a 2D dispatch
// (id.x + id.y * num_workgroups.x), so grids of more than 65,535 tiles fit; threads past the grid return.
// Work: 18 loads (9 of u, 9 of v, most from cache) and 2 stores per cell: 16 bytes of fields per cell-step.
// Bindings: 0 grid (uniform), 1 u (read), 2 v (read), 3 next u (write), 4 next v (write).
// Limits: width * height < 2^32 cells.

struct Grid {
    width: u32,
    height: u32,
    torus: u32,
    tiles_x: u32,
    feed: f32,
    // F + k, rounded to f32 once, as the CPU reference does.
    removal: f32,
    diffusion_u: f32,
    diffusion_v: f32,
    dt: f32,
}

@group(0) @binding(0) var<uniform> grid: Grid;
@group(0) @binding(1) var<storage, read> u_now: array<f32>;
@group(0) @binding(2) var<storage, read> v_now: array<f32>;
@group(0) @binding(3) var<storage, read_write> u_next: array<f32>;
@group(0) @binding(4) var<storage, read_write> v_next: array<f32>;

const TILE: u32 = 8u;
const EDGE: f32 = 0.2;
const CORNER: f32 = 0.05;

// The neighbour before and after `at` on a side of `size` cells: joined ends on the torus, else the cell itself.
fn before(at: u32, size: u32) -> u32 {
    return select(at - 1u, select(at, size - 1u, grid.torus != 0u), at == 0u);
}

fn after(at: u32, size: u32) -> u32 {
    return select(at + 1u, select(at, 0u, grid.torus != 0u), at + 1u == size);
}

// Cell (u, v) at a row-major index.
fn cell(index: u32) -> vec2<f32> {
    return vec2<f32>(u_now[index], v_now[index]);
}

@compute @workgroup_size(TILE, TILE)
fn step_cells(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_id) lane: vec3u) {
    let tile = group.x + group.y * groups.x;
    let x = (tile % grid.tiles_x) * TILE + lane.x;
    let y = (tile / grid.tiles_x) * TILE + lane.y;
    if (x >= grid.width || y >= grid.height) {
        return;
    }
    let w = grid.width;
    let left = before(x, w);
    let right = after(x, w);
    let up = before(y, grid.height) * w;
    let row = y * w;
    let down = after(y, grid.height) * w;
    let edges = (cell(up + x) + cell(down + x)) + (cell(row + left) + cell(row + right));
    let corners = (cell(up + left) + cell(up + right)) + (cell(down + left) + cell(down + right));
    let centre = cell(row + x);
    let lap = edges * EDGE + corners * CORNER - centre;
    let u = centre.x;
    let v = centre.y;
    let uvv = u * v * v;
    let du = grid.diffusion_u * lap.x - uvv + grid.feed * (1.0 - u);
    let dv = grid.diffusion_v * lap.y + uvv - grid.removal * v;
    u_next[row + x] = u + grid.dt * du;
    v_next[row + x] = v + grid.dt * dv;
}
