// The look-back of decoupled_lookback.wgsl in workgroup memory, for every device (subgroup_look_back.wgsl
// offers the same function built on subgroup operations for devices that have them): the workgroup
// reads a window of WINDOW tiles' states at once, one tile per invocation, and sums the window's plain
// sums up to the nearest inclusive prefix in workgroup memory.
// It asks of the kernel's sums (plain_tile_sums.wgsl) reduce_tile, the fallback's reduction of a silent
// tile, and tile_prefix, the inclusive prefix a tile publishes.

const WINDOW: u32 = 32u;
const NO_STOP: u32 = 64u;  // WINDOW << 1: the window held sums only

// NO_STOP minus the nearest stop's key: the largest wins, and 0 (how workgroup memory starts) is
// no stop.
var<workgroup> window_stop: atomic<u32>;
var<workgroup> window_stop_copy: u32;

// Sums in workgroup memory, in rank order. No subgroup operation runs inside the look-back loop:
// after its divergent branches, an NVIDIA subgroup need not have reconverged, and a subgroup sum then
// covers only part of it (seen on an H200: prefixes lost from the third tile on).
var<workgroup> look_back_parts: array<u32, WINDOW>;

fn shared_sum(rank: u32, x: u32, count: u32) -> u32 {
    if (rank < count) {
        look_back_parts[rank] = x;
    }
    workgroupBarrier();
    var total = 0u;
    for (var r = 0u; r < count; r++) {
        total = add(total, look_back_parts[r]);
    }
    workgroupBarrier();
    return total;
}

// The sum of every tile before `tile` (which has published its sum); publishes the tile's inclusive
// prefix, `aggregate` being its own sum. Every invocation must call it.
fn look_back(rank: u32, tile: u32, parity: u32, aggregate: u32) -> u32 {
    var exclusive = 0u;
    var next = tile - 1u;  // the nearest tile not counted yet
    var spins = 0u;
    var fallback = FORCE_FALLBACK;
    loop {
        if (!fallback) {
            // Invocation r looks at tile next - r; the nearest tile that is not a plain sum stops
            // the step: an inclusive prefix ends the look-back, a silent tile makes us wait.
            var status = TileStatus(FLAG_SUM, 0u);
            var key = NO_STOP;
            if (rank < WINDOW && rank <= next) {
                status = inspect(next - rank, parity);
                if (status.flag != FLAG_SUM) {
                    key = (rank << 1u) | select(0u, 1u, status.flag == FLAG_PREFIX);
                }
            }
            atomicMax(&window_stop, NO_STOP - key);
            workgroupBarrier();
            if (rank == 0u) {
                window_stop_copy = NO_STOP - atomicLoad(&window_stop);
                atomicStore(&window_stop, 0u);
            }
            let stop_key = workgroupUniformLoad(&window_stop_copy);
            let stop = stop_key >> 1u;
            let found_prefix = (stop_key & 1u) == 1u;
            var part = 0u;
            if (rank < WINDOW && (rank < stop || (rank == stop && found_prefix))) {
                part = status.value;
            }
            exclusive = add(shared_sum(rank, part, WINDOW), exclusive);
            if (found_prefix) {
                break;
            }
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
            exclusive = add(reduce_tile(rank, next), exclusive);
            if (next == 0u) {
                break;
            }
            next -= 1u;
            spins = 0u;
            fallback = false;
        }
    }
    if (rank == 0u) {
        publish(tile, FLAG_PREFIX, parity, tile_prefix(exclusive, aggregate));
    }
    return exclusive;
}
