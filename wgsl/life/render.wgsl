// Draws a Life board straight from an engine's state buffer into the canvas (no copy, no readback).
// One full-screen triangle (draw(3)); the fragment shader maps its device pixel through the camera to
// board cells: cell = corner + pixel / scale, with corner = corner_cell + corner_frac so boards larger
// than f32 can address exactly keep whole cells in integers.
// Layouts (view.packed): 0 = one u32 per cell, row-major, alive where bit 0 is set (other bits are engine
// state); 1 = 32 cells per u32, cell (x, y) is bit x & 31 of word y * row_stride + x / 32; 2 = one state
// per u32 (Generations: 0 dead, 1 alive, 2..view.states-1 dying). Zoomed in, dying cells fade from
// view.dying (state 2) towards view.dead as they age; zoomed out, dying cells count as dead.
// Zoomed in (scale >= 1): the cell under the pixel's centre; with view.grid_lines the first device pixel
// row and column of every cell draw a grid line. Zoomed out (scale = 1 / 2^k, the camera keeps the
// corner on a multiple of 2^k): the pixel covers a 2^k x 2^k block of cells and shows their density, the
// share of live cells among those it reads, from view.dead (none) to view.alive (all), so a random board
// reads as grey texture and a lone glider far out still shows (any live cell at least LEAST_SHADE of the
// way). Blocks larger than 16 rows x 4 words (bit-packed) or 8 x 8 cells are sampled on evenly spaced rows
// and words (at most 64 reads per pixel). Pixels beyond the board's edges get view.outside.
// Bindings: 0 cells (storage, read), 1 view (uniform). Limits: row_stride * height < 2^32 elements.

struct View {
    size: vec2<u32>,
    row_stride: u32,
    packed: u32,
    corner_cell: vec2<i32>,
    corner_frac: vec2<f32>,
    scale: f32,
    cells_per_pixel: u32,
    grid_lines: u32,
    states: u32,
    alive: vec4<f32>,
    dead: vec4<f32>,
    grid_line: vec4<f32>,
    outside: vec4<f32>,
    dying: vec4<f32>,
}

@group(0) @binding(0) var<storage, read> cells: array<u32>;
@group(0) @binding(1) var<uniform> view: View;

const MAX_ROWS: i32 = 16;
const MAX_WORDS: i32 = 4;
const MAX_CELLS: i32 = 8;
const LEAST_SHADE: f32 = 0.25;

@vertex
fn full_screen(@builtin(vertex_index) index: u32) -> @builtin(position) vec4<f32> {
    // (-1, -1), (3, -1), (-1, 3): one triangle covering the whole clip square.
    let corner = vec2<f32>(f32((index & 1u) * 4u), f32((index >> 1u) * 4u)) - 1.0;
    return vec4<f32>(corner, 0.0, 1.0);
}

@fragment
fn draw_cells(@builtin(position) pixel: vec4<f32>) -> @location(0) vec4<f32> {
    if (view.scale >= 1.0) {
        return magnified(pixel.xy);
    }
    return minified(vec2<i32>(floor(pixel.xy)));
}

fn magnified(centre: vec2<f32>) -> vec4<f32> {
    let position = view.corner_frac + centre / view.scale;
    let whole = floor(position);
    let cell = view.corner_cell + vec2<i32>(whole);
    if (any(cell < vec2<i32>(0)) || any(cell >= vec2<i32>(view.size))) {
        return view.outside;
    }
    if (view.grid_lines != 0u) {
        // Pixels from the cell's top-left edge to this pixel's centre: 0.5 on the cell's first pixel.
        let inside = (position - whole) * view.scale;
        if (min(inside.x, inside.y) < 1.0) {
            return view.grid_line;
        }
    }
    if (view.packed == 2u) {
        return state_colour(cells[u32(cell.y) * view.row_stride + u32(cell.x)]);
    }
    return select(view.dead, view.alive, is_alive(u32(cell.x), u32(cell.y)));
}

// Alive, dead, or a dying state on the ramp from view.dying (state 2) to three quarters of the way to dead
// (the last state before 0).
fn state_colour(state: u32) -> vec4<f32> {
    if (state == 1u) {
        return view.alive;
    }
    if (state == 0u) {
        return view.dead;
    }
    let age = f32(state - 2u) / f32(max(view.states, 4u) - 3u);
    return mix(view.dying, view.dead, 0.75 * min(age, 1.0));
}

// Bit 0 for the one-word layouts 0 (engine marks in other bits), exactly 1 for the state layout 2.
fn alive_value(value: u32) -> bool {
    if (view.packed == 2u) {
        return value == 1u;
    }
    return (value & 1u) != 0u;
}

fn minified(pixel: vec2<i32>) -> vec4<f32> {
    let span = i32(view.cells_per_pixel);
    let first = view.corner_cell + pixel * span;
    let low = max(first, vec2<i32>(0));
    let high = min(first + vec2<i32>(span), vec2<i32>(view.size));
    if (any(low >= high)) {
        return view.outside;
    }
    var counted: vec2<u32>;
    if (view.packed == 1u) {
        counted = count_alive_packed(low, high);
    } else {
        counted = count_alive_cells(low, high);
    }
    if (counted.x == 0u) {
        return view.dead;
    }
    let density = f32(counted.x) / f32(counted.y);
    return mix(view.dead, view.alive, max(density, LEAST_SHADE));
}

fn is_alive(x: u32, y: u32) -> bool {
    if (view.packed == 1u) {
        return ((cells[y * view.row_stride + (x >> 5u)] >> (x & 31u)) & 1u) != 0u;
    }
    return alive_value(cells[y * view.row_stride + x]);
}

// Steps that visit at most `most` evenly spaced positions of `count`.
fn stride_for(count: i32, most: i32) -> i32 {
    return max(1, (count + most - 1) / most);
}

// (live cells, cells read) in columns [low.x, high.x) of rows [low.y, high.y), whole words at a time.
fn count_alive_packed(low: vec2<i32>, high: vec2<i32>) -> vec2<u32> {
    let first_word = low.x >> 5u;
    let last_word = (high.x - 1) >> 5u;
    let row_step = stride_for(high.y - low.y, MAX_ROWS);
    let word_step = stride_for(last_word - first_word + 1, MAX_WORDS);
    // Bits of the first and last word that lie inside the block.
    let first_mask = 0xFFFFFFFFu << u32(low.x & 31);
    let last_mask = 0xFFFFFFFFu >> u32(31 - ((high.x - 1) & 31));
    var counted = vec2<u32>(0u);
    for (var y = low.y; y < high.y; y += row_step) {
        let row = u32(y) * view.row_stride;
        for (var w = first_word; w <= last_word; w += word_step) {
            var mask = 0xFFFFFFFFu;
            if (w == first_word) {
                mask &= first_mask;
            }
            if (w == last_word) {
                mask &= last_mask;
            }
            counted += vec2<u32>(countOneBits(cells[row + u32(w)] & mask), countOneBits(mask));
        }
    }
    return counted;
}

fn count_alive_cells(low: vec2<i32>, high: vec2<i32>) -> vec2<u32> {
    let row_step = stride_for(high.y - low.y, MAX_CELLS);
    let column_step = stride_for(high.x - low.x, MAX_CELLS);
    var counted = vec2<u32>(0u);
    for (var y = low.y; y < high.y; y += row_step) {
        let row = u32(y) * view.row_stride;
        for (var x = low.x; x < high.x; x += column_step) {
            counted += vec2<u32>(select(0u, 1u, alive_value(cells[row + u32(x)])), 1u);
        }
    }
    return counted;
}
