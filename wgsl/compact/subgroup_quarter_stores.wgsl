// How the compaction writes a tile's kept elements where the device has subgroups: the lanes of each
// subgroup trade elements so that one store instruction writes consecutive places. The part
// select_lookback.wgsl names in place of scattered_stores.wgsl on such devices (with
// subgroup_primitives.wgsl, whose lane_rank and lane_count it uses); both define KeptPlaces, place_kept
// (before the look-back) and write_kept (after it).
// Why: with vec4 loads lane j of a subgroup of L lanes holds elements 4j..4j+3 of the subgroup's 4L
// elements of a row, so one store instruction of its own kept elements puts the lanes' words about two
// places apart over the span of all four, and every 32-byte sector is written in parts by four
// instructions: on an H100 those stores took half of the kernel's time (BENCHMARKS.md).
// Here lane j ends up holding elements j, j + L, j + 2L and j + 3L (the row's four quarters), and the
// kept elements of one quarter, in lane order, have consecutive places: one instruction per quarter
// writes one contiguous run. The trade is a 4 x 4 transpose in four shuffles per row: in round r, lane
// j reads lane j/4 + ((j + r) mod 4) L/4, which offers its component (its quarter - r) mod 4; each lane
// rotates its vector before (so that every round offers a fixed component) and after (so that quarter
// q lands in component q). No private array is indexed by a variable (it would live in memory).
// The places travel the same way, two rows to a word: places inside a tile are below 2^16, and
// NOT_KEPT marks an element that is not kept (also those past n). They travel before the look-back
// (place_kept), so that through it a lane holds 8 words instead of 16 flags and 16 places; the values
// are loaded again and traded after it (write_kept). On an H100 this ran 1.14 times as fast as keeping
// values, flags and places through the look-back (2^28 u32 keep=odd), 1.10 with f32 keep=nonzero, where
// loading the values again but keeping the flags and places gained 1.05 (BENCHMARKS.md).
// Correct for any subgroup size (a power of two, at least 4) with full subgroups, as the look-back
// needs them: then lane_rank is the lane's subgroup_invocation_id, which subgroupShuffle takes. Every
// invocation must call place_kept and write_kept (they shuffle).

const NOT_KEPT: u32 = 0xFFFFu;

// (v[by], v[by + 1], v[by + 2], v[by + 3]), indices mod 4, with selects only.
fn rotate4(v: vec4<u32>, by: u32) -> vec4<u32> {
    let once = select(v, v.yzwx, (by & 1u) != 0u);
    return select(once, once.zwxy, (by & 2u) != 0u);
}

// Given this lane's elements 4j..4j+3 of its subgroup's span, returns elements j + qL for q = 0..3.
fn to_quarters(v: vec4<u32>) -> vec4<u32> {
    let lanes_per_quarter = lane_count / 4u;
    let offer = rotate4(v, lane_rank / lanes_per_quarter);
    let source = lane_rank / 4u;
    let own = lane_rank & 3u;
    let r0 = subgroupShuffle(offer.x, source + own * lanes_per_quarter);
    let r1 = subgroupShuffle(offer.w, source + ((own + 1u) & 3u) * lanes_per_quarter);
    let r2 = subgroupShuffle(offer.z, source + ((own + 2u) & 3u) * lanes_per_quarter);
    let r3 = subgroupShuffle(offer.y, source + ((own + 3u) & 3u) * lanes_per_quarter);
    return rotate4(vec4<u32>(r0, r1, r2, r3), (4u - own) & 3u);
}

fn marked_places(flags: vec4<u32>, places: vec4<u32>) -> vec4<u32> {
    return select(vec4<u32>(NOT_KEPT), places, flags != vec4<u32>(0u));
}

// Where this lane's elements go, in quarter order (as to_quarters leaves them), as marked places:
// rows01 holds row 0 in its low halves and row 1 in its high halves, rows23 rows 2 and 3 alike.
struct KeptPlaces {
    rows01: vec4<u32>,
    rows23: vec4<u32>,
}

// The places of the kept elements among the four groups of a tile that invocation `rank` loaded (`flags`
// their keep flags, `places` counted from the tile's first kept element), traded into quarter order.
fn place_kept(flags: array<vec4<u32>, 4>, places: array<vec4<u32>, 4>) -> KeptPlaces {
    let high = vec4<u32>(16u);
    let rows01 = marked_places(flags[0], places[0]) | (marked_places(flags[1], places[1]) << high);
    let rows23 = marked_places(flags[2], places[2]) | (marked_places(flags[3], places[3]) << high);
    return KeptPlaces(to_quarters(rows01), to_quarters(rows23));
}

// Loads group k of `tile` that invocation `rank` holds again, trades it into quarters with its subgroup and
// writes this lane's kept ones at `before` plus their `marks`.
fn write_quarters(tile: u32, k: u32, rank: u32, marks: vec4<u32>, before: u32) {
    let values = to_quarters(load_values(group_start(tile, k, rank)));
    let first = group_start(tile, k, rank - lane_rank) + lane_rank;
    if (marks.x != NOT_KEPT) {
        kept_out[before + marks.x] = output_word(first, values.x);
    }
    if (marks.y != NOT_KEPT) {
        kept_out[before + marks.y] = output_word(first + lane_count, values.y);
    }
    if (marks.z != NOT_KEPT) {
        kept_out[before + marks.z] = output_word(first + 2u * lane_count, values.z);
    }
    if (marks.w != NOT_KEPT) {
        kept_out[before + marks.w] = output_word(first + 3u * lane_count, values.w);
    }
}

// Writes the kept elements of the four groups of `tile` that invocation `rank` loaded, together with its
// subgroup (`kept` from place_kept, `before` the kept elements of earlier tiles).
fn write_kept(tile: u32, rank: u32, kept: KeptPlaces, before: u32) {
    let low = vec4<u32>(0xFFFFu);
    let high = vec4<u32>(16u);
    write_quarters(tile, 0u, rank, kept.rows01 & low, before);
    write_quarters(tile, 1u, rank, kept.rows01 >> high, before);
    write_quarters(tile, 2u, rank, kept.rows23 & low, before);
    write_quarters(tile, 3u, rank, kept.rows23 >> high, before);
}
