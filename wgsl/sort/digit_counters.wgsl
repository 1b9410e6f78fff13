// Sixteen 16-bit counters of 4-bit digits, held by one invocation in two vectors: digits 0..7 in
// `low`, 8..15 in `high`, two per word. A part that split_scan.wgsl (its scatter counts a tile's digits)
// and rank_splits.wgsl (onesweep's two 4-bit splits per 8-bit digit count their halves) name at their top.
// A digit picks its word by a lane mask rather than an index: private vectors and arrays indexed by a
// variable are kept in memory, which made the split-scan kernel several times slower on SwiftShader.
// A counter holds at most 65,535: callers count at most 4,096 keys per tile.

struct Counters {
    low: vec4<u32>,
    high: vec4<u32>,
}

fn lane_of(digit: u32) -> vec4<bool> {
    return vec4<u32>(0u, 1u, 2u, 3u) == vec4<u32>((digit >> 1u) & 3u);
}

// The count of `digit` (0..15).
fn counter(c: Counters, digit: u32) -> u32 {
    let words = select(c.high, c.low, digit < 8u);
    let word = dot(select(vec4<u32>(0u), words, lane_of(digit)), vec4<u32>(1u));
    return (word >> ((digit & 1u) * 16u)) & 0xFFFFu;
}

// `c` with one more of `digit` (0..15).
fn count_one(c: Counters, digit: u32) -> Counters {
    let one = select(vec4<u32>(0u), vec4<u32>(1u << ((digit & 1u) * 16u)), lane_of(digit));
    let low = digit < 8u;
    return Counters(c.low + select(vec4<u32>(0u), one, low), c.high + select(one, vec4<u32>(0u), low));
}
