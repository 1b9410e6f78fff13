// ---- wgsl/scan/tile_scan.wgsl ----
// The shape of a tile and its scan, shared by the scans (through tile_access.wgsl) and by compact/:
// the element arithmetic (IS_F32, add, add4), WORKGROUP_SIZE, a tile of GROUPS rows held by the
// workgroup, its loads in rank order, its sums and its scan. A part the kernels name at their top. It
// relies on load_group(first) of the kernel's data part (the scans' tile_access.wgsl, or a kernel's
// own) and on workgroup_scan4, which the kernel gets from workgroup_primitives.wgsl or
// subgroup_primitives.wgsl.

// Integers add with 32-bit wrap-around; f32 values travel through the same u32 words as bit patterns.
override IS_F32: bool = false;

fn add(a: u32, b: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(bitcast<f32>(a) + bitcast<f32>(b));
    }
    return a + b;
}

fn add4(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(bitcast<vec4<f32>>(a) + bitcast<vec4<f32>>(b));
    }
    return a + b;
}

// Invocations per workgroup: 256 unless the host asks for more (the entry points use it).
override WORKGROUP_SIZE: u32 = 256u;

const GROUPS: u32 = 4u;  // vectors of 4 elements per invocation and tile
// A tile is GROUPS rows; invocation `rank` holds elements 4*rank..4*rank+3 of each. WORKGROUP_SIZE
// (the primitives' override) sets the tile: 1024-element rows and 4096-element tiles at 256.
override ROW: u32 = 4u * WORKGROUP_SIZE;
override TILE: u32 = GROUPS * ROW;

// The first element of group k of `tile` held by invocation `rank`: consecutive ranks read
// consecutive vectors, so every load of a subgroup is one contiguous span.
fn group_start(tile: u32, k: u32, rank: u32) -> u32 {
    return tile * TILE + k * ROW + rank * 4u;
}

// Every access to a tile's four vectors uses a constant index: a private array indexed by a loop
// variable is kept in memory instead of registers, which made the tile kernels 1.6 times slower on
// an H200 (loading and storing a tile took 0.236 ms at 2^26 with loops, 0.148 ms without).
fn load_tile(tile: u32, rank: u32) -> array<vec4<u32>, 4> {
    return array<vec4<u32>, 4>(load_group(group_start(tile, 0u, rank)), load_group(group_start(tile, 1u, rank)),
            load_group(group_start(tile, 2u, rank)), load_group(group_start(tile, 3u, rank)));
}

fn group_sum(g: vec4<u32>) -> u32 {
    return add(add(g.x, g.y), add(g.z, g.w));
}

// The sum of one invocation's 16 elements of a tile.
fn sum_groups(groups: array<vec4<u32>, 4>) -> u32 {
    return add(add(add(group_sum(groups[0]), group_sum(groups[1])), group_sum(groups[2])), group_sum(groups[3]));
}

struct TileScan {
    values: array<vec4<u32>, 4>,
    aggregate: u32,
}

// The inclusive running sums of one vector's four elements.
fn running_sums(g: vec4<u32>) -> vec4<u32> {
    let a = g.x;
    let b = add(a, g.y);
    let c = add(b, g.z);
    return vec4<u32>(a, b, c, add(c, g.w));
}

// Running sums `r` of a row's four elements, offset by what comes before them, in the chosen mode.
fn offset_row(r: vec4<u32>, before: u32, inclusive: bool) -> vec4<u32> {
    let own = select(vec4<u32>(0u, r.x, r.y, r.z), r, inclusive);
    return vec4<u32>(add(before, own.x), add(before, own.y), add(before, own.z), add(before, own.w));
}

// Scans one tile from 0: each invocation scans its four elements of every row, one workgroup scan
// (four rows at once, as a vec4) gives what comes before them in their row, and the row totals
// give what comes before each row. Every invocation must call it.
fn scan_tile(rank: u32, groups: array<vec4<u32>, 4>, inclusive: bool) -> TileScan {
    let r0 = running_sums(groups[0]);
    let r1 = running_sums(groups[1]);
    let r2 = running_sums(groups[2]);
    let r3 = running_sums(groups[3]);
    let across = workgroup_scan4(rank, vec4<u32>(r0.w, r1.w, r2.w, r3.w));
    let start1 = add(0u, across.total.x);
    let start2 = add(start1, across.total.y);
    let start3 = add(start2, across.total.z);
    var result: TileScan;
    result.values = array<vec4<u32>, 4>(offset_row(r0, add(0u, across.exclusive.x), inclusive),
            offset_row(r1, add(start1, across.exclusive.y), inclusive),
            offset_row(r2, add(start2, across.exclusive.z), inclusive),
            offset_row(r3, add(start3, across.exclusive.w), inclusive));
    result.aggregate = add(start3, across.total.w);
    return result;
}

// ---- wgsl/scan/tile_access.wgsl ----
// The caller's data of reduce_then_scan.wgsl and decoupled_lookback.wgsl: the Params uniform and
// bindings 1..4, reached as ACCESS says, how a group of four elements is loaded and stored, and how a
// scanned tile is written. A part those kernels name at their top; the tile's shape and its scan are
// tile_scan.wgsl's, which compact/ shares with them.
//
// part: scan/tile_scan.wgsl

struct Params {
    n: u32,         // elements in the range
    in_base: u32,   // first input element, counted from the start of its binding
    out_base: u32,  // first output element, counted from the start of its binding
    tiles: u32,     // tiles of this dispatch (workgroups past it only pad a 2D grid)
    inclusive: u32, // 1: inclusive scan, 0: exclusive (a uniform, so both modes share one pipeline)
}

@group(0) @binding(0) var<uniform> params: Params;
// The caller's data is bound in one of four ways (ACCESS); bindings not in use hold a small dummy.
@group(0) @binding(1) var<storage, read> src4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> dst4: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read> src1: array<u32>;
@group(0) @binding(4) var<storage, read_write> dst1: array<u32>;

// 0: input in src4, output in dst4 (vec4 loads and stores; both bases multiples of 4).
// 1: input in src1, output in dst1 (single words: any offsets).
// 2: input and output in dst4 (one buffer: in place, or two disjoint ranges of it).
// 3: input and output in dst1.
override ACCESS: u32 = 0u;

fn uses_vectors() -> bool {
    return ACCESS == 0u || ACCESS == 2u;
}

// Elements first..first+3 of the input range (first a multiple of 4); 0 past the end of the range.
fn load_group(first: u32) -> vec4<u32> {
    let n = params.n;
    if (first >= n) {
        return vec4<u32>(0u);
    }
    if (uses_vectors()) {
        let index = (params.in_base + first) / 4u;
        var v: vec4<u32>;
        if (ACCESS == 0u) {
            v = src4[index];
        } else {
            v = dst4[index];
        }
        // The last vector may reach past the range: those lanes are someone else's data.
        return select(vec4<u32>(0u), v, vec4<u32>(first) + vec4<u32>(0u, 1u, 2u, 3u) < vec4<u32>(n));
    }
    var v = vec4<u32>(0u);
    for (var lane = 0u; lane < 4u; lane++) {
        let e = first + lane;
        if (e < n) {
            if (ACCESS == 1u) {
                v[lane] = src1[params.in_base + e];
            } else {
                v[lane] = dst1[params.in_base + e];
            }
        }
    }
    return v;
}

// Writes elements first..first+3 of the output range, never past its end.
fn store_group(first: u32, v: vec4<u32>) {
    let n = params.n;
    if (first >= n) {
        return;
    }
    if (uses_vectors()) {
        let index = (params.out_base + first) / 4u;
        if (first + 4u <= n) {
            dst4[index] = v;
        } else {
            for (var lane = 0u; first + lane < n; lane++) {
                dst4[index][lane] = v[lane];
            }
        }
        return;
    }
    for (var lane = 0u; lane < 4u; lane++) {
        if (first + lane < n) {
            dst1[params.out_base + first + lane] = v[lane];
        }
    }
}

// Writes a scanned tile, each element plus `before`.
fn store_tile(tile: u32, rank: u32, values: array<vec4<u32>, 4>, before: u32) {
    let b = vec4<u32>(before);
    store_group(group_start(tile, 0u, rank), add4(b, values[0]));
    store_group(group_start(tile, 1u, rank), add4(b, values[1]));
    store_group(group_start(tile, 2u, rank), add4(b, values[2]));
    store_group(group_start(tile, 3u, rank), add4(b, values[3]));
}

// ---- wgsl/scan/tile_state.wgsl ----
// The state a tile of a single-pass kernel on the decoupled look-back publishes for the tiles after it
// (decoupled_lookback.wgsl, segmented_lookback.wgsl and compact/select_lookback.wgsl name this part;
// workgroup_look_back.wgsl and subgroup_look_back.wgsl read it): the format of a tile's 128-byte line,
// the workgroup's ticket and how long a look-back waits on a silent tile.
// Binding 5, tile_state: the first line holds the ticket counter, then STATE_STRIDE words per tile of
// which two are used (see decoupled_lookback.wgsl and TileState.java for the format).

@group(0) @binding(5) var<storage, read_write> tile_state: array<atomic<u32>>;

// Look-back steps without news from a tile before this workgroup reduces that tile itself.
override SPIN_LIMIT: u32 = 128u;
// Testing only: reduce the previous tile from its input at every tile's first look-back step.
override FORCE_FALLBACK: bool = false;

const FLAG_SUM: u32 = 1u;
const FLAG_PREFIX: u32 = 2u;
const STATE_STRIDE: u32 = 32u;  // words per tile: one 128-byte line

// The ticket invocation 0 took from tile_state[0] (its run's parity is ticket / tiles).
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

// ---- wgsl/scan/workgroup_primitives.wgsl ----
// Scan primitives built on workgroup memory and barriers, for every device: a part that
// reduce_then_scan.wgsl and decoupled_lookback.wgsl name at their top (subgroup_primitives.wgsl offers
// the same functions built on subgroup operations for devices that have them).

// One slot per invocation for the scan, one word per invocation for the sum.
var<workgroup> scan_slots: array<vec4<u32>, WORKGROUP_SIZE>;
var<workgroup> sum_slots: array<u32, WORKGROUP_SIZE>;

// The order in which invocations hold consecutive data: here simply the local index.
fn invocation_rank(local_index: u32) -> u32 {
    return local_index;
}

struct Scan4 {
    exclusive: vec4<u32>,
    total: vec4<u32>,
}

// Exclusive scan of x over the ranks, each component on its own, and the workgroup's totals.
// Hillis-Steele in place: read the partner, wait, write, wait. Every invocation must call it.
fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4 {
    scan_slots[rank] = x;
    workgroupBarrier();
    var inclusive = x;
    for (var distance = 1u; distance < WORKGROUP_SIZE; distance <<= 1u) {
        if (rank >= distance) {
            inclusive = add4(scan_slots[rank - distance], inclusive);
        }
        workgroupBarrier();
        scan_slots[rank] = inclusive;
        workgroupBarrier();
    }
    var exclusive = vec4<u32>(0u);
    if (rank > 0u) {
        exclusive = scan_slots[rank - 1u];
    }
    let total = scan_slots[WORKGROUP_SIZE - 1u];
    workgroupBarrier();
    return Scan4(exclusive, total);
}

// The sum of x over the workgroup, the same bits in every invocation (a fixed tree order).
// Every invocation must call it.
fn workgroup_sum(rank: u32, x: u32) -> u32 {
    sum_slots[rank] = x;
    workgroupBarrier();
    for (var half = WORKGROUP_SIZE / 2u; half > 0u; half >>= 1u) {
        if (rank < half) {
            sum_slots[rank] = add(sum_slots[rank], sum_slots[rank + half]);
        }
        workgroupBarrier();
    }
    let total = sum_slots[0];
    workgroupBarrier();
    return total;
}

// ---- wgsl/scan/workgroup_look_back.wgsl ----
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

// ---- wgsl/scan/plain_tile_sums.wgsl ----
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

// ---- wgsl/scan/decoupled_lookback.wgsl ----
// Decoupled look-back with decoupled fallback: a prefix sum in ONE pass over tiles of 4 x 4 elements
// per invocation (8192 elements with 512 invocations, 4096 with 256), after Merrill and Garland's
// chained scan, with the fallback of Smith, Levien and Owens (SPAA 2025).
// Workgroup w scans tile w (the workgroup index, so the loads start at once), publishes its sum,
// then looks back over the tiles before it, adding published sums until it meets a published
// inclusive prefix. A tile whose owner has published nothing for SPIN_LIMIT steps is reduced from the
// input by the waiting workgroup itself, so no workgroup depends on another making progress (nor on
// the order in which the GPU starts workgroups).
// Look-back: workgroup_look_back.wgsl sums a window of 32 tiles per step in workgroup memory. Where the
// device has subgroups, subgroup_look_back.wgsl takes its place: one subgroup
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
// Its parts (named below; ShaderParts puts them before this file): the tile code of tile_access.wgsl,
// the tile states of tile_state.wgsl,
// the scan primitives and the look-back in workgroup memory, or with subgroup operations where the
// device has subgroups, and what the look-back asks of a plain sum (plain_tile_sums.wgsl: reduce_tile
// and tile_prefix).
//
// part: scan/tile_access.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/workgroup_look_back.wgsl | scan/subgroup_look_back.wgsl
// part: scan/plain_tile_sums.wgsl

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
