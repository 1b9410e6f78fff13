// How the compaction writes a tile's kept elements where the device has no subgroups: each invocation
// stores its own kept elements at their places, one word at a time. The part select_lookback.wgsl names
// in place of subgroup_quarter_stores.wgsl on such devices; both define write_kept.

fn write_group(first: u32, v: vec4<u32>, flags: vec4<u32>, at: vec4<u32>) {
    if (flags.x != 0u) {
        kept_out[at.x] = output_word(first, v.x);
    }
    if (flags.y != 0u) {
        kept_out[at.y] = output_word(first + 1u, v.y);
    }
    if (flags.z != 0u) {
        kept_out[at.z] = output_word(first + 2u, v.z);
    }
    if (flags.w != 0u) {
        kept_out[at.w] = output_word(first + 3u, v.w);
    }
}

// Writes the kept elements of invocation `rank`'s four groups of `tile` (`places` counted from the
// tile's first kept element, `before` the kept elements of earlier tiles).
fn write_kept(tile: u32, rank: u32, values: array<vec4<u32>, 4>, flags: array<vec4<u32>, 4>,
        places: array<vec4<u32>, 4>, before: u32) {
    let b = vec4<u32>(before);
    write_group(group_start(tile, 0u, rank), values[0], flags[0], b + places[0]);
    write_group(group_start(tile, 1u, rank), values[1], flags[1], b + places[1]);
    write_group(group_start(tile, 2u, rank), values[2], flags[2], b + places[2]);
    write_group(group_start(tile, 3u, rank), values[3], flags[3], b + places[3]);
}
