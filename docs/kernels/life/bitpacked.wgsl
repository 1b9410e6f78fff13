// ---- wgsl/life/bitpacked_rule.wgsl ----
// The bit-packed engines' cell logic, a part that bitpacked.wgsl and bitpacked_generations.wgsl name at
// their top: 32 cells per u32, the 3x3 sums by bitwise full adders, the rule as a constant table.
// A source row seen from one word is reduced once to a per-bit sum of (west, centre, east) in two bit
// planes; three such row sums give every cell's 3x3 sum (itself included, 0..9) in four bit planes.
// The rule comes as the override constant RULE_TABLE (computelab.life.RuleTable: bit 4g + 2a + o is the
// next state of a cell with alive = a whose 3x3 sum is 2g + o), evaluated as a tree of bitwise
// multiplexers over masks that are all ones or zero. Being constants, the masks fold away when the
// pipeline is made, and the tree shrinks to the few operations the rule needs (B3/S23: sum is 3, or 4
// and alive); any B.../S... rule (B0 included) is one pipeline of its own.

override RULE_TABLE: u32 = 0u;

// A source row seen from one word: the centre word and the bit planes of west + centre + east.
struct RowSum {
    centre: u32,
    ones: u32,
    twos: u32,
}

// The carry of a full adder: set where at least two of a, b, c are. Written as three ANDs, not with the XOR
// the sum shares ((a & b) | (c & (a ^ b))), so NVIDIA's compiler makes it one three-input logic operation
// instead of two: 11% off a generation in registers on an H100 (BENCHMARKS.md, "The bit-packed engine").
fn majority(a: u32, b: u32, c: u32) -> u32 {
    return (a & b) | (a & c) | (b & c);
}

fn majority4(a: vec4<u32>, b: vec4<u32>, c: vec4<u32>) -> vec4<u32> {
    return (a & b) | (a & c) | (b & c);
}

fn mux(select_one: u32, one: u32, zero: u32) -> u32 {
    return zero ^ (select_one & (one ^ zero));
}

// Bit `bit` of the rule table as a mask: all ones (alive next) or zero.
fn rule_mask(bit: u32) -> u32 {
    return 0u - ((RULE_TABLE >> bit) & 1u);
}

// The next state of every cell whose 3x3 sum is 2 * group or 2 * group + 1 (q0 tells which).
fn rule_group(group: u32, alive: u32, q0: u32) -> u32 {
    let base = 4u * group;
    return mux(alive, mux(q0, rule_mask(base + 3u), rule_mask(base + 2u)),
                      mux(q0, rule_mask(base + 1u), rule_mask(base)));
}

fn next_word(above: RowSum, here: RowSum, below: RowSum) -> u32 {
    // Three 2-bit row sums (0..3 each) added into the 3x3 sum q3 q2 q1 q0 (0..9).
    let q0 = above.ones ^ here.ones ^ below.ones;
    let carry_ones = majority(above.ones, here.ones, below.ones);
    let twos = above.twos ^ here.twos ^ below.twos;
    let carry_twos = majority(above.twos, here.twos, below.twos);
    let q1 = twos ^ carry_ones;
    let carry_q1 = twos & carry_ones;
    let q2 = carry_twos ^ carry_q1;
    let q3 = carry_twos & carry_q1;
    let alive = here.centre;
    // A sum of 8 or 9 has q2 = q1 = 0, so q3 picks group 4 above the (q2, q1) tree of groups 0..3.
    let low = mux(q2, mux(q1, rule_group(3u, alive, q0), rule_group(2u, alive, q0)),
                      mux(q1, rule_group(1u, alive, q0), rule_group(0u, alive, q0)));
    return mux(q3, rule_group(4u, alive, q0), low);
}

// Four words of a source row (128 cells), each seen as a RowSum.
struct QuadSum {
    centre: vec4<u32>,
    ones: vec4<u32>,
    twos: vec4<u32>,
}

// The row sums of four words, given the word before them (its bit 31 borders bit 0 of centre.x) and
// the word after them (its bit 0 borders bit 31 of centre.w); 0 for dead cells outside the board.
fn quad_sum(centre: vec4<u32>, word_before: u32, word_after: u32) -> QuadSum {
    let before = vec4<u32>(word_before, centre.xyz);
    let after = vec4<u32>(centre.yzw, word_after);
    let west = (centre << vec4<u32>(1u)) | (before >> vec4<u32>(31u));
    let east = (centre >> vec4<u32>(1u)) | (after << vec4<u32>(31u));
    return QuadSum(centre, west ^ centre ^ east, majority4(west, centre, east));
}

fn word_of(s: QuadSum, k: u32) -> RowSum {
    return RowSum(s.centre[k], s.ones[k], s.twos[k]);
}

fn next_quad(above: QuadSum, here: QuadSum, below: QuadSum) -> vec4<u32> {
    return vec4<u32>(next_word(word_of(above, 0u), word_of(here, 0u), word_of(below, 0u)),
            next_word(word_of(above, 1u), word_of(here, 1u), word_of(below, 1u)),
            next_word(word_of(above, 2u), word_of(here, 2u), word_of(below, 2u)),
            next_word(word_of(above, 3u), word_of(here, 3u), word_of(below, 3u)));
}

// ---- wgsl/life/bitpacked.wgsl ----
// Bit-packed Life step for any Life-like rule: 32 cells per u32, the layout of computelab.life.Grid
// (cell (x, y) is bit x & 31 of word y * words_per_row + x / 32; bits past the right edge are 0).
// part: life/bitpacked_rule.wgsl
// The cell logic (row sums, full adders, the rule as RULE_TABLE) is the part named above.
// Work: one thread advances a column of ROWS vertically adjacent words (32 x ROWS cells). Each source
// row is loaded once per thread and reduced once to its row sums; three row sums give the next word.
// Workgroup: GROUP_X x GROUP_Y threads covering GROUP_X words x GROUP_Y * ROWS rows (a tile); tiles are
// numbered row-major and spread over a 2D dispatch (linear index id.x + id.y * num_workgroups.x), so
// warps read consecutive words of a row (coalesced) and any number of tiles fits.
// Edges: torus = 1 wraps rows and columns (also for widths under 32 and width 1, where a cell is its own
// neighbour); torus = 0 treats everything outside as dead. The last word of every row is masked, so
// padding bits never become live.
// Boards whose width is a multiple of 128 (step_quads): the same, four words at a time. A thread
// advances a column of ROWS vec4s (128 x ROWS cells); each source row costs it three vec4 loads (its
// own and the two beside it, for the cells across the vector's ends) and one row sum for four words,
// so the addressing, bounds checks and loop steps that dominated step_words are shared by four words.
// Such rows have no padding bits, so nothing is masked.
// Bindings: 0 board (uniform), 1 current cells (read), 2 next cells (write), same size; step_quads
// sees them as vec4s.
// Limits: words_per_row * height words in one binding; height < 2^31.

struct Board {
    width: u32,
    height: u32,
    words_per_row: u32,
    torus: u32,
    tiles_x: u32,
}

@group(0) @binding(0) var<uniform> board: Board;
@group(0) @binding(1) var<storage, read> current: array<u32>;
@group(0) @binding(2) var<storage, read_write> next: array<u32>;

override GROUP_X: u32 = 64u;
override GROUP_Y: u32 = 1u;
override ROWS: u32 = 16u;

// Where a thread's column finds its horizontal neighbours: the word to the left and right (the
// opposite end of the row at the edges), which bit of it borders this word, and whether it counts.
struct Column {
    index: u32,
    left: u32,
    right: u32,
    left_bit: u32,
    right_bit: u32,
    left_on: u32,
    right_on: u32,
}

fn column_of(j: u32) -> Column {
    let last = board.words_per_row - 1u;
    let last_bit = (board.width - 1u) & 31u;
    let torus = board.torus != 0u;
    var c: Column;
    c.index = j;
    c.left = select(j - 1u, last, j == 0u);
    c.right = select(j + 1u, 0u, j == last);
    // Inside the row the neighbour bit is the adjacent word's far end; across the edge it is the last
    // real cell of the row (bit last_bit of the last word), or bit 0 of the first word.
    c.left_bit = select(31u, last_bit, j == 0u);
    c.right_bit = select(31u, last_bit, j == last);
    c.left_on = select(1u, select(0u, 1u, torus), j == 0u);
    c.right_on = select(1u, select(0u, 1u, torus), j == last);
    return c;
}

// Row y of the board as seen from the column; y is -1 or height at the edges.
fn row_sum(y: i32, col: Column) -> RowSum {
    var row = y;
    let h = i32(board.height);
    if (row < 0 || row >= h) {
        if (board.torus == 0u) {
            return RowSum(0u, 0u, 0u);
        }
        row = select(0, h - 1, row < 0);
    }
    let start = u32(row) * board.words_per_row;
    let centre = current[start + col.index];
    let left = current[start + col.left];
    let right = current[start + col.right];
    // Bit x of west is the cell at x - 1, bit x of east the cell at x + 1. Bits past the right edge of
    // the last word are zero in the source, so east's bit last_bit is free for the wrapped cell.
    let west = (centre << 1u) | ((left >> col.left_bit) & col.left_on);
    let east = (centre >> 1u) | ((right & col.right_on) << col.right_bit);
    let ones = west ^ centre ^ east;
    let twos = majority(west, centre, east);
    return RowSum(centre, ones, twos);
}

@compute @workgroup_size(GROUP_X, GROUP_Y)
fn step_words(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_id) lane: vec3u) {
    let tile = group.x + group.y * groups.x;
    let j = (tile % board.tiles_x) * GROUP_X + lane.x;
    let first_row = ((tile / board.tiles_x) * GROUP_Y + lane.y) * ROWS;
    if (j >= board.words_per_row || first_row >= board.height) {
        return;
    }
    let col = column_of(j);
    // Full rows keep every bit; the last word keeps bits 0..last_bit.
    let keep = select(0xFFFFFFFFu, 0xFFFFFFFFu >> (31u - ((board.width - 1u) & 31u)), j == board.words_per_row - 1u);
    var above = row_sum(i32(first_row) - 1, col);
    var here = row_sum(i32(first_row), col);
    for (var i = 0u; i < ROWS; i++) {
        let y = first_row + i;
        if (y >= board.height) {
            break;
        }
        let below = row_sum(i32(y) + 1, col);
        next[y * board.words_per_row + j] = next_word(above, here, below) & keep;
        above = here;
        here = below;
    }
}

@group(0) @binding(1) var<storage, read> current_quads: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> next_quads: array<vec4<u32>>;

// Where a thread's column of vec4s finds the vec4s beside it, and whether they count (masks).
struct QuadColumn {
    index: u32,
    left: u32,
    right: u32,
    left_on: u32,
    right_on: u32,
}

fn quad_column_of(q: u32, quads: u32) -> QuadColumn {
    let last = quads - 1u;
    let wrap = select(0u, 0xFFFFFFFFu, board.torus != 0u);
    return QuadColumn(q, select(q - 1u, last, q == 0u), select(q + 1u, 0u, q == last),
            select(0xFFFFFFFFu, wrap, q == 0u), select(0xFFFFFFFFu, wrap, q == last));
}

// Row y of the board as seen from the column of vec4s; y is -1 or height at the edges.
fn quad_row_sum(y: i32, col: QuadColumn, quads: u32) -> QuadSum {
    var row = y;
    let h = i32(board.height);
    if (row < 0 || row >= h) {
        if (board.torus == 0u) {
            return QuadSum(vec4<u32>(0u), vec4<u32>(0u), vec4<u32>(0u));
        }
        row = select(0, h - 1, row < 0);
    }
    return quad_sum_at(u32(row) * quads, col);
}

// The source row that starts at vec4 `start`, as seen from the column.
fn quad_sum_at(start: u32, col: QuadColumn) -> QuadSum {
    let centre = current_quads[start + col.index];
    // The cell left of bit 0 of centre.x is bit 31 of the word before it; right of bit 31 of centre.w
    // is bit 0 of the word after it (across the row's ends on a torus, dead otherwise).
    return quad_sum(centre, current_quads[start + col.left].w & col.left_on,
            current_quads[start + col.right].x & col.right_on);
}

@compute @workgroup_size(GROUP_X, GROUP_Y)
fn step_quads(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_id) lane: vec3u) {
    let quads = board.words_per_row / 4u;
    let tile = group.x + group.y * groups.x;
    let q = (tile % board.tiles_x) * GROUP_X + lane.x;
    let first_row = ((tile / board.tiles_x) * GROUP_Y + lane.y) * ROWS;
    if (q >= quads || first_row >= board.height) {
        return;
    }
    let col = quad_column_of(q, quads);
    if (first_row >= 1u && first_row + ROWS < board.height) {
        // Every source row lies on the board: no edge tests, no early end.
        var start = (first_row - 1u) * quads;
        var above = quad_sum_at(start, col);
        var here = quad_sum_at(start + quads, col);
        for (var i = 0u; i < ROWS; i++) {
            let below = quad_sum_at(start + 2u * quads, col);
            next_quads[start + quads + q] = next_quad(above, here, below);
            above = here;
            here = below;
            start += quads;
        }
        return;
    }
    var above = quad_row_sum(i32(first_row) - 1, col, quads);
    var here = quad_row_sum(i32(first_row), col, quads);
    for (var i = 0u; i < ROWS; i++) {
        let y = first_row + i;
        if (y >= board.height) {
            break;
        }
        let below = quad_row_sum(i32(y) + 1, col, quads);
        next_quads[y * quads + q] = next_quad(above, here, below);
        above = here;
        here = below;
    }
}
