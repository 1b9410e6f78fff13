// Bit-packed Life, GENERATIONS generations per pass (1 to 8), for boards whose width is a multiple of
// 128, on devices with the `subgroups` feature. The board is read and written once per pass instead of
// once per generation; every generation in between lives in registers.
// part: life/bitpacked_rule.wgsl
// The cell logic (row sums, full adders, the rule as RULE_TABLE) is the part named above.
// Across: the lanes of a subgroup hold side by side one vec4 (128 cells) of a row each, and take the
// cells across their vector's ends from the lanes beside them by subgroup shuffles, at every
// generation. A subgroup's first and last lanes are halo: nothing lies beyond them, so their outer cell
// goes wrong at the first generation and the error spreads one cell a generation; with at most 8
// generations it stays inside their 128 cells, and only the inner lanes write. Subgroups overlap by two
// lanes. Which invocations form a subgroup is not promised (WebGPU), nor its size (4 on SwiftShader, 32
// on NVIDIA, up to 128): a workgroup's span is as wide as the smallest subgroup size the adapter reports
// allows (lanes - 2 columns), and each of its subgroups claims the next strip of the workgroup's rows with
// one workgroup atomic until none is left, so any mapping of invocations to subgroups is right; a larger
// subgroup's lanes past the span only compute. Subgroups stacked down the span rather than side by side keep
// every subgroup of a workgroup busy on any width (side by side, the last span of a 32768-cell row left a
// quarter of its subgroups with nothing to do, and the kernel ran at 0.81 of its speed at 65536 across).
// Down: each thread walks a strip of ROWS (even) output rows as a wavefront. At step t it loads source row
// first - G + t (G = GENERATIONS) and makes generation g of row first - G + t - g from the three rows of
// generation g - 1 it holds (the two it kept and the one just made), for g = 1..G; generation G of row
// first + t - 2G is the output. So a strip reads ROWS + 2G rows and keeps two rows per generation.
// The levels are written out one by one under tests of the constant GENERATIONS (folded when the
// pipeline is made), so each level's rows are named registers, not an indexed private array.
// Edges: TORUS = 1 wraps rows and columns (lanes past the row's ends load the wrapped vec4, rows are taken
// modulo the height); TORUS = 0: every generation is 0 outside the board (rows and lanes outside are
// cleared as they are made, or a rule with B1 or B2 would grow cells there).
// Workgroups: a 2D dispatch, numbered row-major (id.x + id.y * num_workgroups.x); workgroup w covers the
// `columns` vec4s from (w % spans) * columns and `strips` strips of rows from (w / spans) * strips * ROWS.
// Bindings: 0 the pass (uniform), 1 current cells (read), 2 next cells (write), as vec4s.
// Limits: quads * height vec4s in one binding; height + ROWS + 16 < 2^31; subgroups of at least 4 lanes.
enable subgroups;
// The shuffles run under conditions that are the same across a subgroup (its claim, constants), which
// the uniformity analysis cannot see.
diagnostic(off, subgroup_uniformity);

struct Pass {
    height: u32,
    quads: u32,
    columns: u32,
    spans: u32,
    strips: u32,
}

@group(0) @binding(0) var<uniform> pass_shape: Pass;
@group(0) @binding(1) var<storage, read> current_quads: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> next_quads: array<vec4<u32>>;

override THREADS: u32 = 128u;
override ROWS: u32 = 64u;
override GENERATIONS: u32 = 4u;
// The edges, a constant so that a torus compiles without the masks of a dead-edged board (on an H100 the
// masks and a modulo per loaded row cost more than the shuffles: BENCHMARKS.md, Life).
override TORUS: u32 = 1u;
// Whether a level skips the steps before its rows are all made (see advance).
override SKIPS_WARM_UP: bool = GENERATIONS > 5u;

// Strips of the workgroup claimed so far.
var<workgroup> claimed: atomic<u32>;

// Where a lane stands: its vec4 column (wrapped on a torus), and a mask that keeps its cells (all ones, or 0
// where the column is off a dead-edged board).
struct Lane {
    column: u32,
    keep: u32,
}

// The row sums of a row as this lane holds it: the words beside its vec4 come from the lanes beside it.
fn lane_sum(cells: vec4<u32>) -> QuadSum {
    return quad_sum(cells, subgroupShuffleUp(cells.w, 1u), subgroupShuffleDown(cells.x, 1u));
}

// Row y (any i32) of a generation as it must be kept: on a dead-edged board, 0 off the board.
fn on_board(cells: vec4<u32>, y: i32, lane: Lane) -> vec4<u32> {
    if (TORUS != 0u) {
        return cells;
    }
    return cells & vec4<u32>(select(0u, lane.keep, y >= 0 && y < i32(pass_shape.height)));
}

// Row y (any i32) of the board: y modulo the height.
fn board_row(y: i32) -> u32 {
    let h = i32(pass_shape.height);
    return u32(((y % h) + h) % h);
}

// The board row after `row`, by a compare: a modulo per loaded row costs as much as a generation's masks.
fn row_after(row: u32) -> u32 {
    return select(row + 1u, 0u, row + 1u == pass_shape.height);
}

// Source row y, which is board row `row`.
fn source_row(row: u32, y: i32, lane: Lane) -> vec4<u32> {
    return on_board(current_quads[row * pass_shape.quads + lane.column], y, lane);
}

// Generation g of row y from the three rows of generation g - 1 around it (upper, middle and the newest);
// the newest takes the upper row's slot. Returns the new row's sums for generation g + 1, or, at the last
// generation, stores the row (where this lane writes and the row is the strip's and the board's) and returns
// the newest unchanged. In a strip's first 2g steps (t < 2g) the level's rows are not all made yet, and what
// it makes from them is wrong, but it feeds only rows of the next levels that are not made yet either, and
// the last level stores nothing before step 2G, its first row of the strip. So up to 5 generations a pass the
// level makes them anyway: a test per level and step, whose two paths the compiler joined with register
// moves, cost more (without it a generation is 1.14 times faster on an H100; BENCHMARKS.md, "The bit-packed
// engine"). Deeper passes skip those steps: their code without the tests took SwiftShader's compiler 5 s at
// 6 generations with dead edges, 18 s at 7 and 73 s at 8.
fn advance(g: u32, upper: ptr<function, QuadSum>, middle: ptr<function, QuadSum>, newest: QuadSum, t: i32, y: i32,
           lane: Lane, writes: bool, strip_end: i32) -> QuadSum {
    if (SKIPS_WARM_UP && t < 2 * i32(g)) {
        *upper = newest;
        return newest;
    }
    let made = on_board(next_quad(*upper, *middle, newest), y, lane);
    *upper = newest;
    if (g == GENERATIONS) {
        if (writes && y >= strip_end - i32(ROWS) && y < strip_end && y < i32(pass_shape.height)) {
            next_quads[u32(y) * pass_shape.quads + lane.column] = made;
        }
        return newest;
    }
    return lane_sum(made);
}

@compute @workgroup_size(THREADS)
fn step_generations(@builtin(workgroup_id) group: vec3u,
                    @builtin(num_workgroups) groups: vec3u,
                    @builtin(subgroup_invocation_id) lane_id: u32) {
    let lanes = subgroupAdd(1u);
    if (lanes < 4u) {
        return;
    }
    let tile = group.x + group.y * groups.x;
    let span_start = (tile % pass_shape.spans) * pass_shape.columns;
    let first_strip = (tile / pass_shape.spans) * pass_shape.strips;
    loop {
        var claim = 0u;
        if (lane_id == 0u) {
            claim = atomicAdd(&claimed, 1u);
        }
        let strip = subgroupBroadcastFirst(claim);
        let first_row = (first_strip + strip) * ROWS;
        if (strip >= pass_shape.strips || first_row >= pass_shape.height) {
            return;
        }
        walk_strip(span_start, i32(first_row), lane_id, lanes);
    }
}

// One subgroup's strip: the span's columns, ROWS output rows from first_row.
fn walk_strip(span_start: u32, first_row: i32, lane_id: u32, lanes: u32) {
    // Lane 0 stands one column left of the span; x may be -1 or past the row's end.
    let x = i32(span_start + lane_id) - 1;
    let q = i32(pass_shape.quads);
    let on_the_board = x >= 0 && x < q;
    let lane = Lane(u32(((x % q) + q) % q), select(0u, 0xFFFFFFFFu, on_the_board));
    let writes = lane_id >= 1u && lane_id + 2u <= lanes && lane_id - 1u < pass_shape.columns && on_the_board;
    let strip_end = first_row + i32(ROWS);

    let zero = QuadSum(vec4<u32>(0u), vec4<u32>(0u), vec4<u32>(0u));
    // Generation g - 1's two rows above the next one, for g = 1..8: the sums of its rows, in two slots whose
    // roles the steps swap (even steps: a above b; odd: b above a); the newest row takes the upper one's slot,
    // so moving the window down copies nothing. Separate variables: a call may not take two pointers into one.
    var g1a = zero;
    var g1b = zero;
    var g2a = zero;
    var g2b = zero;
    var g3a = zero;
    var g3b = zero;
    var g4a = zero;
    var g4b = zero;
    var g5a = zero;
    var g5b = zero;
    var g6a = zero;
    var g6b = zero;
    var g7a = zero;
    var g7b = zero;
    var g8a = zero;
    var g8b = zero;
    let depth = i32(GENERATIONS);
    // The next source row is loaded one step ahead, so its latency overlaps the step's arithmetic. Steps go
    // in pairs (ROWS + 2G is even), the second with the slots' roles swapped.
    var incoming = source_row(board_row(first_row - depth), first_row - depth, lane);
    var row = board_row(first_row - depth + 1);
    for (var t = 0; t < i32(ROWS) + 2 * depth; t += 2) {
        var top = first_row - depth + t;
        var newest = lane_sum(incoming);
        incoming = source_row(row, top + 1, lane);
        row = row_after(row);
        newest = advance(1u, &g1a, &g1b, newest, t, top - 1, lane, writes, strip_end);
        if (GENERATIONS >= 2u) { newest = advance(2u, &g2a, &g2b, newest, t, top - 2, lane, writes, strip_end); }
        if (GENERATIONS >= 3u) { newest = advance(3u, &g3a, &g3b, newest, t, top - 3, lane, writes, strip_end); }
        if (GENERATIONS >= 4u) { newest = advance(4u, &g4a, &g4b, newest, t, top - 4, lane, writes, strip_end); }
        if (GENERATIONS >= 5u) { newest = advance(5u, &g5a, &g5b, newest, t, top - 5, lane, writes, strip_end); }
        if (GENERATIONS >= 6u) { newest = advance(6u, &g6a, &g6b, newest, t, top - 6, lane, writes, strip_end); }
        if (GENERATIONS >= 7u) { newest = advance(7u, &g7a, &g7b, newest, t, top - 7, lane, writes, strip_end); }
        if (GENERATIONS >= 8u) { newest = advance(8u, &g8a, &g8b, newest, t, top - 8, lane, writes, strip_end); }
        top += 1;
        newest = lane_sum(incoming);
        incoming = source_row(row, top + 1, lane);
        row = row_after(row);
        newest = advance(1u, &g1b, &g1a, newest, t + 1, top - 1, lane, writes, strip_end);
        if (GENERATIONS >= 2u) { newest = advance(2u, &g2b, &g2a, newest, t + 1, top - 2, lane, writes, strip_end); }
        if (GENERATIONS >= 3u) { newest = advance(3u, &g3b, &g3a, newest, t + 1, top - 3, lane, writes, strip_end); }
        if (GENERATIONS >= 4u) { newest = advance(4u, &g4b, &g4a, newest, t + 1, top - 4, lane, writes, strip_end); }
        if (GENERATIONS >= 5u) { newest = advance(5u, &g5b, &g5a, newest, t + 1, top - 5, lane, writes, strip_end); }
        if (GENERATIONS >= 6u) { newest = advance(6u, &g6b, &g6a, newest, t + 1, top - 6, lane, writes, strip_end); }
        if (GENERATIONS >= 7u) { newest = advance(7u, &g7b, &g7a, newest, t + 1, top - 7, lane, writes, strip_end); }
        if (GENERATIONS >= 8u) { newest = advance(8u, &g8b, &g8a, newest, t + 1, top - 8, lane, writes, strip_end); }
    }
}
