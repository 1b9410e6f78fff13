enable f16;

// ---- wgsl/rd/tiled_steps.wgsl ----
// Gray-Scott reaction-diffusion, the fast form, as a part of wgsl/rd/tiled.wgsl (f32 storage) and
// wgsl/rd/tiled_f16.wgsl (f16 storage): everything but the fields' bindings and how a cell is loaded, stored
// and rounded as its storage keeps it (load_cell, store_cell, stored), which each kernel declares.
// u and v packed per cell (one vector load: 8 bytes in f32, 4 in f16), a tile of the grid with a halo in
// workgroup memory, and STEPS steps per pass. The update of each cell is
// the tutorial's (wgsl/rd/tutorial.wgsl), in the same order of operations:
//   lap = ((up + down) + (left + right)) * 0.2 + ((up_left + up_right) + (down_left + down_right)) * 0.05 - centre
//   u' = u + dt * (Du * lap_u - u*v*v + F * (1 - u)),  v' = v + dt * (Dv * lap_v + u*v*v - (F + k) * v)
// Tiles: a workgroup loads a region of 64 x (4 * ROWS) cells, steps it STEPS times in workgroup memory (each
// step leaves one more ring at the region's border wrong, so the cells STEPS or more inside it are right)
// and writes the inner (64 - 2 STEPS) x (4 ROWS - 2 STEPS) cells. Regions overlap by 2 STEPS cells; the
// halo's extra reads mostly hit the cache, and with STEPS > 1 a pass moves the fields once for STEPS steps.
// Threads: 64 x 4; thread (c, t) holds column c of rows [t ROWS, t ROWS + ROWS) and walks down them with a
// window of three rows (3 workgroup loads per cell and step), keeping new values in registers until every
// thread has read the old ones.
// Edges: on the torus region cells are loaded from wrapped positions, so the region is a piece of the
// unrolled torus and plain neighbours are right even on grids smaller than the region. With zero flux cells
// are loaded from clamped positions and a neighbour is looked up at the nearest in-grid column and row, so
// the cells outside the grid are never read.
// Tiles are numbered linearly over a 2D dispatch (id.x + id.y * num_workgroups.x).
// Bindings: 0 grid (uniform); 1 fields (read) and 2 next fields (write), one (u, v) per cell, row-major, as
// the kernel declares them. Workgroup memory: 66 x (4 ROWS + 2) cells of 8 bytes (the region and a padding
// ring), f32 in both precisions.
// Limits: width * height < 2^32 cells; ROWS <= 16; 2 STEPS < 4 ROWS.

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

override STEPS: u32 = 1u;
override ROWS: u32 = 8u;
const GROUP_X: u32 = 64u;
const GROUP_Y: u32 = 4u;
const MAX_ROWS: u32 = 16u;
// Columns of the tile in workgroup memory: the region's 64 and one of padding on each side.
const PITCH: i32 = 66;
override TILE_CELLS: u32 = 66u * (GROUP_Y * ROWS + 2u);
var<workgroup> tile: array<vec2<f32>, TILE_CELLS>;

const EDGE: f32 = 0.2;
const CORNER: f32 = 0.05;

// Three neighbouring cells of one row: left of, at and right of a thread's column.
struct Row {
    left: vec2<f32>,
    centre: vec2<f32>,
    right: vec2<f32>,
}

// The cell's (u, v) after one step, from its row, the row above and the row below.
fn react(above: Row, here: Row, below: Row) -> vec2<f32> {
    let edges = (above.centre + below.centre) + (here.left + here.right);
    let corners = (above.left + above.right) + (below.left + below.right);
    let lap = edges * EDGE + corners * CORNER - here.centre;
    let u = here.centre.x;
    let v = here.centre.y;
    let uvv = u * v * v;
    let du = grid.diffusion_u * lap.x - uvv + grid.feed * (1.0 - u);
    let dv = grid.diffusion_v * lap.y + uvv - grid.removal * v;
    return here.centre + grid.dt * vec2<f32>(du, dv);
}

// The grid column (or row) a region position loads from: wrapped on the torus, clamped with zero flux.
// A region lies less than one grid away from the grid but on grids narrower than it, so one add or subtract
// wraps it; the remainder (a division) only where it does not.
fn source(at: i32, size: u32) -> u32 {
    let n = i32(size);
    if (grid.torus == 0u) {
        return u32(clamp(at, 0, n - 1));
    }
    if (at >= -n && at < 2 * n) {
        return u32(select(select(at, at - n, at >= n), at + n, at < 0));
    }
    return u32(((at % n) + n) % n);
}

// Region cell (column, row) in the tile; -1 and the region's size are the padding ring.
fn slot(column: i32, row: i32) -> i32 {
    return (row + 1) * PITCH + column + 1;
}

fn row_at(row: i32, left: i32, column: i32, right: i32) -> Row {
    let base = slot(0, row);
    return Row(tile[base + left], tile[base + column], tile[base + right]);
}

@compute @workgroup_size(GROUP_X, GROUP_Y)
fn step_tiles(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_id) lane: vec3u) {
    let out_width = GROUP_X - 2u * STEPS;
    let out_height = GROUP_Y * ROWS - 2u * STEPS;
    let tile_index = group.x + group.y * groups.x;
    if (tile_index >= grid.tiles_x * ((grid.height + out_height - 1u) / out_height)) {
        return; // the whole workgroup: the grid of workgroups may have a few more than there are tiles
    }
    let region = vec2<i32>(vec2<u32>(tile_index % grid.tiles_x * out_width, tile_index / grid.tiles_x * out_height))
        - vec2<i32>(i32(STEPS));
    let region_rows = i32(GROUP_Y * ROWS);
    let column = i32(lane.x);
    let first_row = i32(lane.y * ROWS);

    let source_x = source(region.x + column, grid.width);
    for (var r = 0u; r < ROWS; r++) {
        let row = first_row + i32(r);
        tile[slot(column, row)] = load_cell(source(region.y + row, grid.height) * grid.width + source_x);
    }

    // Where neighbours are looked up: anywhere in the region and its padding on the torus; with zero flux,
    // inside the grid (for cells outside it the lookups are wrong, and nothing reads those cells).
    var low = vec2<i32>(-1);
    var high = vec2<i32>(i32(GROUP_X), region_rows);
    if (grid.torus == 0u) {
        low = max(low, -region);
        high = min(high, vec2<i32>(i32(grid.width), i32(grid.height)) - vec2<i32>(1) - region);
    }
    let left = clamp(column - 1, low.x, high.x);
    let right = clamp(column + 1, low.x, high.x);
    workgroupBarrier();

    let x = region.x + column;
    let inner_column = column >= i32(STEPS) && column < i32(GROUP_X - STEPS) && x < i32(grid.width);
    var fresh: array<vec2<f32>, MAX_ROWS>;
    for (var s = 0u; s < STEPS; s++) {
        var above = row_at(clamp(first_row - 1, low.y, high.y), left, column, right);
        var here = row_at(clamp(first_row, low.y, high.y), left, column, right);
        for (var r = 0u; r < ROWS; r++) {
            let below = row_at(clamp(first_row + i32(r) + 1, low.y, high.y), left, column, right);
            let value = stored(react(above, here, below));
            above = here;
            here = below;
            let row = first_row + i32(r);
            if (s + 1u < STEPS) {
                fresh[r] = value;
            } else if (inner_column && row >= i32(STEPS) && row < region_rows - i32(STEPS)
                       && region.y + row < i32(grid.height)) {
                store_cell(u32(region.y + row) * grid.width + u32(x), value);
            }
        }
        if (s + 1u < STEPS) {
            workgroupBarrier();
            for (var r = 0u; r < ROWS; r++) {
                tile[slot(column, first_row + i32(r))] = fresh[r];
            }
            workgroupBarrier();
        }
    }
}

// ---- wgsl/rd/tiled_f16.wgsl ----
// Gray-Scott reaction-diffusion, the fast form with f16 storage: u and v as one vec2<f16> per cell (one
// 4-byte load, half the bytes of f32), computed in f32, a tile with its halo in workgroup memory, STEPS
// steps per pass, as wgsl/rd/tiled_steps.wgsl describes; here the fields' bindings and how a cell is loaded,
// stored and rounded. Every step rounds u and v to f16 as a store would, so the results do not depend on
// STEPS and match the CPU reference's f16 mode (computelab.rd.CpuGrayScott). Needs the shader-f16 feature.
// Bindings: 0 grid (uniform), 1 fields (read), 2 next fields (write), one vec2<f16> (u, v) per cell, row-major.
// part: rd/tiled_steps.wgsl


@group(0) @binding(1) var<storage, read> fields: array<vec2<f16>>;
@group(0) @binding(2) var<storage, read_write> next_fields: array<vec2<f16>>;

fn load_cell(index: u32) -> vec2<f32> {
    return vec2<f32>(fields[index]);
}

fn store_cell(index: u32, value: vec2<f32>) {
    // Already rounded by stored(): the conversion is exact.
    next_fields[index] = vec2<f16>(value);
}

// The value as f16 storage keeps it: rounded to the nearest half, ties to even, as the CPU reference rounds.
// WGSL leaves the rounding of an inexact f32 -> f16 conversion to the implementation (NVIDIA's drivers may
// truncate), and a bias of half a unit per step moves the fields over hundreds of steps, so the rounding is
// done here on the float's bits and the conversion only ever sees values it holds exactly.
fn stored(value: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(nearest_half(value.x), nearest_half(value.y));
}

fn nearest_half(x: f32) -> f32 {
    // Below 2^-14 halves are subnormal: whole multiples of 2^-24 (round() rounds ties to even).
    if (abs(x) < 6.103515625e-5) {
        return round(x * 16777216.0) / 16777216.0;
    }
    // Keep 10 of the 23 mantissa bits: add just under half of the dropped unit, plus the kept bit's lowest
    // so a tie goes to even; a carry moves into the exponent, as it should.
    let bits = bitcast<u32>(x);
    return bitcast<f32>((bits + 0xFFFu + ((bits >> 13u) & 1u)) & 0xFFFFE000u);
}
