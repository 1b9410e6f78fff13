// The look-back of a single-pass kernel run by one invocation, with no subgroup operation and no
// barrier inside it, for devices without subgroups: the part compact/select_lookback.wgsl and
// segmented_lookback.wgsl name there (with subgroups they take subgroup_look_back.wgsl, as
// decoupled_lookback.wgsl does; without, decoupled_lookback.wgsl keeps workgroup_look_back.wgsl).
// Rank 0 reads the states of the four tiles from the nearest one not counted yet back, all loads issued
// before any is used, so one step costs about one trip to memory however many tiles it passes; it
// walks them nearest first, adding plain sums, up to an inclusive prefix (the end) or a silent tile
// (the next step starts there). The rest of the workgroup waits at one barrier.
// Why not the workgroup look-back: its barriers held the segmented scan at 0.56 of a copy at 2^26 on
// an H100. Four states per step: on an H100 eight were slower (BENCHMARKS.md).
// A tile silent for SPIN_LIMIT steps is reduced from the input by rank 0 alone (lane_reduce_tile, which
// the kernel's operator part defines, with whether that tile ends the look-back), so no workgroup
// depends on another making progress.

var<workgroup> look_back_result: u32;

// Where a walk over the tile states stands: the sum so far, how many tiles it counted, and whether it
// found an inclusive prefix (the end) or a silent tile (the end of this step).
struct Walk {
    exclusive: u32,
    passed: u32,
    found: bool,
    stopped: bool,
}

// The walk one tile further, given that tile's state.
fn walk(w: Walk, status: TileStatus) -> Walk {
    if (w.found || w.stopped) {
        return w;
    }
    if (status.flag == 0u) {
        return Walk(w.exclusive, w.passed, false, true);
    }
    return Walk(add(status.value, w.exclusive), w.passed + 1u, status.flag == FLAG_PREFIX, false);
}

// The state of tile next - distance, read only where it exists (tiles before 0 read as an inclusive
// prefix of 0).
fn state_before(next: u32, distance: u32, parity: u32) -> TileStatus {
    if (distance > next) {
        return TileStatus(FLAG_PREFIX, 0u);
    }
    return inspect(next - distance, parity);
}

// No subgroup operations here: no invocation needs to stay out of branches before the look-back.
fn in_looking_subgroup() -> bool {
    return false;
}

// The sum of every tile before `tile` (which has published its own state); publishes the tile's
// inclusive prefix, `aggregate` being its own sum. Every invocation must call it.
fn look_back(rank: u32, tile: u32, parity: u32, aggregate: u32) -> u32 {
    if (rank == 0u) {
        var exclusive = 0u;
        var next = tile - 1u;  // the nearest tile not counted yet
        var spins = 0u;
        var fallback = FORCE_FALLBACK;
        loop {
            if (!fallback) {
                // Four states read at once (no array: an array indexed in a loop lives in memory, and a
                // window of 16 held that way made the segmented scan 1.9 times slower on an H100).
                let s0 = state_before(next, 0u, parity);
                let s1 = state_before(next, 1u, parity);
                let s2 = state_before(next, 2u, parity);
                let s3 = state_before(next, 3u, parity);
                let w = walk(walk(walk(walk(Walk(exclusive, 0u, false, false), s0), s1), s2), s3);
                exclusive = w.exclusive;
                if (w.found) {
                    break;
                }
                if (w.passed > 0u) {
                    next -= w.passed;
                    spins = 0u;
                } else {
                    spins += 1u;
                    fallback = spins > SPIN_LIMIT;
                }
            }
            if (fallback) {
                // The owner of `next` has been silent too long (it may not be running at all).
                let reduced = lane_reduce_tile(next);
                exclusive = add(reduced.x, exclusive);
                if (next == 0u || reduced.y != 0u) {
                    break;
                }
                next -= 1u;
                spins = 0u;
                fallback = false;
            }
        }
        publish(tile, FLAG_PREFIX, parity, tile_prefix(exclusive, aggregate));
        look_back_result = exclusive;
    }
    return workgroupUniformLoad(&look_back_result);
}
