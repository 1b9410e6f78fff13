// The look-back of decoupled_lookback.wgsl built on subgroup operations, for devices with the
// `subgroups` feature: the part decoupled_lookback.wgsl names in place of workgroup_look_back.wgsl
// there (together with subgroup_primitives.wgsl); its directives go to the top of the module.
// One subgroup looks back alone while the rest of the workgroup waits at one barrier: lane l reads
// the state of tile next - l, one subgroupMin finds the nearest tile that is not a plain sum and one
// subgroupAdd adds the sums before it. Measured on an H200 at 2^26 elements, this and one tile state
// per 128-byte line took the scan from 0.41 ms to 0.19 ms (BENCHMARKS.md).
// Inside the loop every subgroup operation sits in control flow that is uniform across the looking
// subgroup: the loop decides only on subgroupMin's and subgroupAdd's results, and the state reads go
// through select() rather than branches, so no lane diverges there (an NVIDIA subgroup need not
// reconverge after a divergent branch, which once lost prefixes in a look-back that branched inside
// its loop). Before the loop it relies on the subgroup having reconverged after the kernel's
// `if (rank == 0u)` around publishing the tile's sum, as every subgroup operation after an `if`
// does. The uniformity analysis only knows workgroup uniformity, so the diagnostic (which the module
// takes from subgroup_primitives.wgsl too) lets subgroup operations run under the branch on the
// subgroup.
// Correct for any subgroup size: the window is as wide as the subgroup. Uses subgroup_sum, lane_rank,
// lane_count and subgroup_order of subgroup_primitives.wgsl.
enable subgroups;
diagnostic(off, subgroup_uniformity);

var<workgroup> look_back_result: u32;

const NO_STOP: u32 = 0xFFFFFFFFu;

// One subgroup reduces a whole tile from the input (the decoupled fallback).
fn subgroup_reduce_tile(tile: u32, lane: u32, lanes: u32) -> u32 {
    var sum = 0u;
    let steps = (TILE / 4u + lanes - 1u) / lanes;
    for (var step = 0u; step < steps; step++) {
        let group = step * lanes + lane;
        let inside = group < TILE / 4u;
        let g = load_group(tile * TILE + 4u * min(group, TILE / 4u - 1u));
        sum = add(sum, select(0u, group_sum(g), inside));
    }
    return subgroup_sum(sum);
}

// The sum of every tile before `tile` (which has published its sum); publishes the tile's inclusive
// prefix, `aggregate` being its own sum. Every invocation must call it.
fn look_back(rank: u32, tile: u32, parity: u32, aggregate: u32) -> u32 {
    if (subgroup_order == 0u) {
        let lane = lane_rank;
        let lanes = lane_count;
        var exclusive = 0u;
        var next = tile - 1u;  // the nearest tile not counted yet
        var spins = 0u;
        var waiting = false;  // the last step stopped at `next` itself: only its state matters now
        var fallback = FORCE_FALLBACK;
        loop {
            if (!fallback) {
                // Lane l looks at tile next - l (while waiting, every lane reads tile `next`: one
                // request); lanes past tile 0 see an inclusive prefix of 0.
                let distance = select(lane, 0u, waiting);
                let exists = distance <= next;
                let status = inspect(select(0u, next - distance, exists), parity);
                let flag = select(select(FLAG_PREFIX, status.flag, exists), 0u, waiting && lane > 0u);
                let value = select(0u, status.value, exists);
                // Key of a stop: lane * 2, plus 1 unless the tile holds an inclusive prefix.
                let key = select(NO_STOP, (lane << 1u) | select(1u, 0u, flag == FLAG_PREFIX), flag != FLAG_SUM);
                let stop_key = subgroupMin(key);
                let stop = select(lanes, stop_key >> 1u, stop_key != NO_STOP);
                let found = stop_key != NO_STOP && (stop_key & 1u) == 0u;
                let counted = lane < stop || (found && lane == stop);
                exclusive = add(subgroup_sum(select(0u, value, counted)), exclusive);
                if (found) {
                    break;
                }
                waiting = stop == 0u;
                if (stop > 0u) {
                    next -= stop;
                    spins = 0u;
                } else {
                    spins += 1u;
                    fallback = spins > SPIN_LIMIT;
                }
            }
            if (fallback) {
                // The owner of `next` has been silent too long (it may not be running at all).
                exclusive = add(subgroup_reduce_tile(next, lane, lanes), exclusive);
                if (next == 0u) {
                    break;
                }
                next -= 1u;
                spins = 0u;
                waiting = false;
                fallback = false;
            }
        }
        if (lane == 0u) {
            publish(tile, FLAG_PREFIX, parity, tile_prefix(exclusive, aggregate));
            look_back_result = exclusive;
        }
    }
    return workgroupUniformLoad(&look_back_result);
}
