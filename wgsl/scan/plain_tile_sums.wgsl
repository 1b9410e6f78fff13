// What the look-backs (workgroup_look_back.wgsl, subgroup_look_back.wgsl, lane_look_back.wgsl) ask of a
// kernel whose tiles combine by plain addition: decoupled_lookback.wgsl's sums and
// compact/select_lookback.wgsl's counts name this part; segmented_lookback.wgsl defines tile_prefix and
// lane_reduce_tile for its segmented operator.
// Uses load_group of the kernel's data part, through load_tile and sum_groups of tile_scan.wgsl.

// The tile before is most often still a plain sum: subgroup_look_back.wgsl's first step reads a window.
const FIRST_STEP_READS_ONE_STATE: bool = false;

// The fallback of workgroup_look_back.wgsl: the whole workgroup reduces one tile from the input.
fn reduce_tile(rank: u32, tile: u32) -> u32 {
    return workgroup_sum(rank, sum_groups(load_tile(tile, rank)));
}

// The inclusive prefix a tile publishes once its look-back found the sum of the tiles before it.
fn tile_prefix(exclusive: u32, aggregate: u32) -> u32 {
    return add(exclusive, aggregate);
}

// The fallback of lane_look_back.wgsl and subgroup_look_back.wgsl: the invocation that looks back (in
// the subgroup form every lane of the looking subgroup alike, each the whole tile) reduces a silent tile
// from the input (x); a plain sum's tile never ends the look-back (y = 0).
fn lane_reduce_tile(tile: u32) -> vec2<u32> {
    var sum = 0u;
    for (var group = 0u; group < TILE / 4u; group++) {
        sum = add(sum, group_sum(load_group(tile * TILE + 4u * group)));
    }
    return vec2<u32>(sum, 0u);
}
