// The look-back of a single-pass kernel built on subgroup ballots and shuffles, for devices with the
// `subgroups` feature: the part decoupled_lookback.wgsl, segmented_lookback.wgsl and
// compact/select_lookback.wgsl name in place of their portable look-back (together with
// subgroup_primitives.wgsl); its directives go to the top of the module.
// One subgroup looks back alone while the rest of the workgroup waits at one barrier: lane l reads
// the state of tile next - l, two ballots find the nearest tile that is not a plain sum (and whether it
// holds an inclusive prefix), and a sum across the lanes adds the sums before it. Measured on an H200
// at 2^26 elements, one subgroup looking back (then with subgroupMin and subgroupAdd) and one tile
// state per 128-byte line took the scan from 0.41 ms to 0.19 ms (BENCHMARKS.md); on an H100 the ballot
// form below times within 1.2% of that one.
// Ballots and a butterfly of subgroupShuffleXor, not subgroupMin and subgroupAdd: with those two, an
// H100 lost the look-back's result inside the compaction (the prefix came out 0, with the fallback
// forced too), as an H200 did inside the scan with 5 to 8 vectors per invocation, while with ballots
// and shuffles the same compaction was right and the three kernels passed the H100's GPU sweep
// (BENCHMARKS.md). Why the reductions failed is not known; the change was chosen because it measured
// right. A butterfly pairs the lanes the same way for each of them, and + is commutative, so every lane
// gets the same bits, f32 too.
// Inside the loop every subgroup operation sits in control flow that is uniform across the looking
// subgroup: the loop decides only on the ballots' results, and the state reads go through
// select() rather than branches, so no lane diverges there (an NVIDIA subgroup need not reconverge
// after a divergent branch). The uniformity analysis only knows workgroup uniformity, so the
// diagnostic (which the module takes from subgroup_primitives.wgsl too) lets subgroup operations run
// under the branch on the subgroup. Before the loop it relies on the subgroup having reconverged after
// the kernel's `if (rank == 0u)` around publishing the tile's own state, as every subgroup operation
// after an `if` does: a lane missing from a ballot would read as a plain sum, and from a shuffle as an
// undefined value.
// The first step reads 32 states (one per lane) or, where the kernel's operator part sets
// FIRST_STEP_READS_ONE_STATE, only the previous tile's: the segmented scan, whose tiles nearly all hold a
// head and so publish their inclusive prefix at once, was 1% faster so on an H100 (BENCHMARKS.md); the
// plain scan and the compaction, whose previous tile mostly shows a plain sum, keep the wide step.
// A tile silent for SPIN_LIMIT steps is reduced from the input by every lane of the subgroup alike
// (lane_reduce_tile, which the kernel's operator part defines, with whether that tile ends the
// look-back), so no workgroup depends on another making progress.
// Correct for any subgroup size (a power of two): the window is as wide as the subgroup. Uses
// lane_rank, lane_count and subgroup_order of subgroup_primitives.wgsl, and needs the looking subgroup
// full (every workgroup size here is a multiple of every subgroup size): then lane_rank, the rank among
// the active lanes, is the lane's subgroup_invocation_id, which indexes the ballots' bits, and every
// partner of the butterfly is active.
enable subgroups;
diagnostic(off, subgroup_uniformity);

var<workgroup> look_back_result: u32;

// The sum of x over the calling subgroup (f32 bit patterns added as f32), the same bits in every lane.
fn lanes_sum(x: u32) -> u32 {
    var sum = x;
    for (var offset = 1u; offset < lane_count; offset <<= 1u) {
        sum = add(sum, subgroupShuffleXor(sum, offset));
    }
    return sum;
}

// The lowest lane whose bit a ballot holds; 128 (more than any subgroup's lanes) where it holds none.
fn first_lane(ballot: vec4<u32>) -> u32 {
    let zeros = countTrailingZeros(ballot);
    return select(select(select(96u + zeros.w, 64u + zeros.z, ballot.z != 0u), 32u + zeros.y, ballot.y != 0u),
            zeros.x, ballot.x != 0u);
}

// Whether a ballot holds lane `lane`'s bit (lane < 128).
fn has_lane(ballot: vec4<u32>, lane: u32) -> bool {
    return ((ballot[lane >> 5u] >> (lane & 31u)) & 1u) != 0u;
}

// Whether this invocation's subgroup is the one that looks back: its lanes meet the look-back's ballots
// and shuffles together, so a kernel keeps them out of per-lane branches it could leave before.
fn in_looking_subgroup() -> bool {
    return subgroup_order == 0u;
}

// The sum of every tile before `tile` (which has published its own state); publishes the tile's
// inclusive prefix, `aggregate` being its own sum. Every invocation must call it.
fn look_back(rank: u32, tile: u32, parity: u32, aggregate: u32) -> u32 {
    if (in_looking_subgroup()) {
        let lane = lane_rank;
        let lanes = lane_count;
        var exclusive = 0u;
        var next = tile - 1u;  // the nearest tile not counted yet
        var spins = 0u;
        // The last step stopped at `next` itself: only its state matters now. The first step starts so
        // where the kernel's operator part says that the tile before nearly always ends the look-back.
        var waiting = FIRST_STEP_READS_ONE_STATE;
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
                // The nearest lane that does not see a plain sum: its tile ends the look-back (an
                // inclusive prefix) or this step (a silent tile); `lanes` where every lane sees a sum.
                // Both ballots are taken before either is used (no subgroup operation behind &&).
                let stops = subgroupBallot(flag != FLAG_SUM);
                let prefixes = subgroupBallot(flag == FLAG_PREFIX);
                let stop = min(first_lane(stops), lanes);
                let found = stop < lanes && has_lane(prefixes, min(stop, 127u));
                let counted = lane < stop || (found && lane == stop);
                exclusive = add(lanes_sum(select(0u, value, counted)), exclusive);
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
                // The owner of `next` has been silent too long (it may not be running at all). Every
                // lane reduces it, reading the same words, so the lanes stay together.
                let reduced = lane_reduce_tile(next);
                exclusive = add(reduced.x, exclusive);
                if (next == 0u || reduced.y != 0u) {
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
