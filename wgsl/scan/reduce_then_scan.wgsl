// Reduce-then-scan: a prefix sum of any length in three passes over 4096-element tiles.
//   reduce_tiles    one workgroup per tile: the tile's sum into tile_sums[tile]
//   scan_tile_sums  one workgroup: tile_sums becomes its exclusive scan, 4096 sums per round
//   scan_tiles      one workgroup per tile: scan of the tile plus tile_sums[tile], to the output
// Work: 256 invocations per workgroup (ReduceThenScan leaves the primitives' WORKGROUP_SIZE at its
// default, so tiles are 4096 elements), 16 elements per invocation (four vec4 loads, consecutive
// invocations on consecutive vectors). Memory traffic: read n, read n, write n (about 12 bytes per
// element) plus n/1024 bytes of tile sums.
// Bindings: 0 params (uniform), 1..4 the caller's data as described at ACCESS, 5 tile_sums
// (ceil(n / 4096) words of scratch). The element type is u32 (i32 shares its wrap-around add) or,
// with IS_F32, f32 carried as bit patterns; params.inclusive picks the mode of scan_tiles.
// Limits: n < 2^32 - 4096; tiles spread over a 2D grid (index x + y * num_workgroups.x), so their
// count may exceed 65,535. Safe in place (ACCESS 2 or 3 with equal bases): each workgroup reads
// its tile completely before it writes.
// Its parts (named below; ShaderParts puts them before this file): the tile code of tile_access.wgsl and
// the scan primitives, in workgroup memory or with subgroup operations where the device has subgroups.
//
// part: scan/tile_access.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl

@group(0) @binding(5) var<storage, read_write> tile_sums: array<u32>;

fn linear_workgroup(workgroup: vec3<u32>, grid: vec3<u32>) -> u32 {
    return workgroup.x + workgroup.y * grid.x;
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_tiles(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = linear_workgroup(workgroup, grid);
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let total = workgroup_sum(rank, sum_groups(load_tile(tile, rank)));
    if (rank == 0u) {
        tile_sums[tile] = total;
    }
}

// One workgroup walks the tile sums 4096 at a time, carrying the total of the rounds before.
@compute @workgroup_size(WORKGROUP_SIZE)
fn scan_tile_sums(@builtin(local_invocation_index) local_index: u32) {
    let rank = invocation_rank(local_index);
    let count = params.tiles;
    var carry = 0u;
    for (var start = 0u; start < count; start += TILE) {
        var groups: array<vec4<u32>, 4>;
        for (var k = 0u; k < GROUPS; k++) {
            for (var lane = 0u; lane < 4u; lane++) {
                let e = group_start(0u, k, rank) + start + lane;
                if (e < count) {
                    groups[k][lane] = tile_sums[e];
                }
            }
        }
        let scanned = scan_tile(rank, groups, false);
        for (var k = 0u; k < GROUPS; k++) {
            for (var lane = 0u; lane < 4u; lane++) {
                let e = group_start(0u, k, rank) + start + lane;
                if (e < count) {
                    tile_sums[e] = add(carry, scanned.values[k][lane]);
                }
            }
        }
        carry = add(carry, scanned.aggregate);
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn scan_tiles(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = linear_workgroup(workgroup, grid);
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let groups = load_tile(tile, rank);
    let before = tile_sums[tile];
    let scanned = scan_tile(rank, groups, params.inclusive != 0u);
    store_tile(tile, rank, scanned.values, before);
}
