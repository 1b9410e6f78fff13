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
