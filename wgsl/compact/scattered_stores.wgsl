// How the compaction writes a tile's kept elements where the device has no subgroups: each invocation
// stores its own kept elements at their places, one word at a time. The part select_lookback.wgsl names
// in place of subgroup_quarter_stores.wgsl on such devices; both define KeptPlaces, place_kept (before
// the look-back) and write_kept (after it).
// Through the look-back an invocation keeps 5 words (a bit per element and each row's first place)
// instead of 16 flags and 16 places, and loads its values again after it: what lives across the
// look-back's loop occupies registers the whole time (see select_lookback.wgsl).

// Which of this invocation's 16 elements are kept (bit 4k + i for element i of row k) and the place of
// each row's first element, kept or not, counted from the tile's first kept element: a row's kept
// elements follow each other there.
struct KeptPlaces {
    starts: vec4<u32>,
    mask: u32,
}

// Bit i set where element i of the group is kept.
fn group_mask(flags: vec4<u32>) -> u32 {
    return dot(flags, vec4<u32>(1u, 2u, 4u, 8u));
}

// The places of the kept elements among the four groups of a tile that invocation `rank` loaded (`flags`
// their keep flags, `places` counted from the tile's first kept element).
fn place_kept(flags: array<vec4<u32>, 4>, places: array<vec4<u32>, 4>) -> KeptPlaces {
    let mask = group_mask(flags[0]) | (group_mask(flags[1]) << 4u) | (group_mask(flags[2]) << 8u)
            | (group_mask(flags[3]) << 12u);
    return KeptPlaces(vec4<u32>(places[0].x, places[1].x, places[2].x, places[3].x), mask);
}

// Loads the group from `first` again and stores the elements set in `kept` (bit i: element i) from `at` on.
fn write_group(first: u32, kept: u32, at: u32) {
    let v = load_values(first);
    if ((kept & 1u) != 0u) {
        kept_out[at] = output_word(first, v.x);
    }
    if ((kept & 2u) != 0u) {
        kept_out[at + countOneBits(kept & 1u)] = output_word(first + 1u, v.y);
    }
    if ((kept & 4u) != 0u) {
        kept_out[at + countOneBits(kept & 3u)] = output_word(first + 2u, v.z);
    }
    if ((kept & 8u) != 0u) {
        kept_out[at + countOneBits(kept & 7u)] = output_word(first + 3u, v.w);
    }
}

// Writes the kept elements of invocation `rank`'s four groups of `tile` (`kept` from place_kept, `before`
// the kept elements of earlier tiles).
fn write_kept(tile: u32, rank: u32, kept: KeptPlaces, before: u32) {
    let at = vec4<u32>(before) + kept.starts;
    write_group(group_start(tile, 0u, rank), kept.mask & 15u, at.x);
    write_group(group_start(tile, 1u, rank), (kept.mask >> 4u) & 15u, at.y);
    write_group(group_start(tile, 2u, rank), (kept.mask >> 8u) & 15u, at.z);
    write_group(group_start(tile, 3u, rank), kept.mask >> 12u, at.w);
}
