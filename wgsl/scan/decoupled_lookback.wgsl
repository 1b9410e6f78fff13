// Decoupled look-back with decoupled fallback: a prefix sum in ONE pass over tiles of 4 x 4 elements
// per invocation (8192 elements with 512 invocations, 4096 with 256), after Merrill and Garland's
// chained scan, with the fallback of Smith, Levien and Owens (SPAA 2025).
// Workgroup w scans tile w (the workgroup index, so the loads start at once), publishes its sum,
// then looks back over the tiles before it, adding published sums until it meets a published
// inclusive prefix. A tile whose owner has published nothing for SPIN_LIMIT steps is reduced from the
// input by the waiting workgroup itself, so no workgroup depends on another making progress (nor on
// the order in which the GPU starts workgroups).
// Look-back: the section below sums a window of 32 tiles per step in workgroup memory. Where the
// device has subgroups, ShaderParts puts subgroup_look_back.wgsl's section in its place: one subgroup
// looks back alone, one tile per lane, and the rest of the workgroup waits at a barrier.
// Memory traffic: read n, write n, plus a few words per tile.
// Bindings: 0 params (uniform), 1..4 the caller's data as described at ACCESS, 5 tile_state:
// a 128-byte line per tile (STATE_STRIDE words: waiting workgroups poll these lines, and tiles that
// share a line slowed each other down on an H200), the first line holding the ticket counter. Of a
// tile's line, two words are used:
//   bit 18: parity of the run, bits 16..17: flag (1 sum, 2 inclusive prefix),
//   bits 0..15: one half of the 32-bit value (low half in the first word, high half in the second).
// A reader trusts a state only when both words carry this run's parity and the same flag, so values
// keep the full 32-bit range. Each workgroup takes one ticket per run, so ticket / tiles counts runs;
// the host clears the state when the tile count changes or the counter would wrap (see TileTickets),
// so a stale word can only be from the previous run, which the parity tells apart.
// Element type as in reduce_then_scan.wgsl (IS_F32: the tile sums are f32 bit patterns).
// params.inclusive picks the mode. Not for in-place scans: the fallback re-reads earlier tiles' input.
// Limits: n < 2^32 - TILE; tiles spread over a 2D grid, so their count may exceed 65,535 (padding
// workgroups leave at once).
// ShaderParts composes the module: the tile code of tile_access.wgsl and the scan primitives of
// workgroup_primitives.wgsl (subgroup_primitives.wgsl where the device has subgroups) go between the
// markers below, so this file compiles only as part of that module.

// BEGIN tile access
// ShaderParts puts tile_access.wgsl's section here: the Params uniform, bindings 1..4 and ACCESS,
// IS_F32 with add and add4, WORKGROUP_SIZE, and loading, scanning and storing one tile (GROUPS rows
// of 4 * WORKGROUP_SIZE elements).
// END tile access

// BEGIN scan primitives
// ShaderParts puts the section of workgroup_primitives.wgsl, or of subgroup_primitives.wgsl where
// the device has subgroups, here: invocation_rank, workgroup_scan4 and workgroup_sum.
// END scan primitives

@group(0) @binding(5) var<storage, read_write> tile_state: array<atomic<u32>>;

// Look-back steps without news from a tile before this workgroup reduces that tile itself.
override SPIN_LIMIT: u32 = 128u;
// Testing only: reduce the previous tile from its input at every tile's first look-back step.
override FORCE_FALLBACK: bool = false;

const FLAG_SUM: u32 = 1u;
const FLAG_PREFIX: u32 = 2u;
const STATE_STRIDE: u32 = 32u;  // words per tile: one 128-byte line

var<workgroup> ticket_slot: u32;

fn state_word(flag: u32, parity: u32, half: u32) -> u32 {
    return (parity << 18u) | (flag << 16u) | half;
}

fn publish(tile: u32, flag: u32, parity: u32, value: u32) {
    let at = STATE_STRIDE * (tile + 1u);
    atomicStore(&tile_state[at], state_word(flag, parity, value & 0xFFFFu));
    atomicStore(&tile_state[at + 1u], state_word(flag, parity, value >> 16u));
}

struct TileStatus {
    flag: u32,  // 0 while nothing of this run is readable
    value: u32,
}

// Without branches, so that the subgroup look-back never diverges around it.
fn inspect(tile: u32, parity: u32) -> TileStatus {
    let at = STATE_STRIDE * (tile + 1u);
    let low = atomicLoad(&tile_state[at]);
    let high = atomicLoad(&tile_state[at + 1u]);
    let stamp = low >> 16u;
    let current = stamp == (high >> 16u) && (stamp >> 2u) == parity;
    return TileStatus(select(0u, stamp & 3u, current), select(0u, (high << 16u) | (low & 0xFFFFu), current));
}

// BEGIN look-back (workgroup memory)
// Where the device has subgroups, ShaderParts replaces this section with the one of
// subgroup_look_back.wgsl, which offers the same function.

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

fn reduce_tile(rank: u32, tile: u32) -> u32 {
    return workgroup_sum(rank, sum_groups(load_tile(tile, rank)));
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
        publish(tile, FLAG_PREFIX, parity, add(exclusive, aggregate));
    }
    return exclusive;
}
// END look-back

@compute @workgroup_size(WORKGROUP_SIZE)
fn chained_scan(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = workgroup.x + workgroup.y * grid.x;
    // Workgroups that only pad the 2D grid take no ticket.
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let groups = load_tile(tile, rank);
    // The ticket only tells runs apart: taken while the tile's loads are in flight, and read after the
    // barriers of the tile's scan.
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    let scanned = scan_tile(rank, groups, params.inclusive != 0u);
    let parity = (ticket_slot / params.tiles) & 1u;
    var before = 0u;
    if (tile == 0u) {
        if (rank == 0u) {
            publish(tile, FLAG_PREFIX, parity, scanned.aggregate);
        }
    } else {
        if (rank == 0u) {
            publish(tile, FLAG_SUM, parity, scanned.aggregate);
        }
        before = look_back(rank, tile, parity, scanned.aggregate);
    }
    store_tile(tile, rank, scanned.values, before);
}
