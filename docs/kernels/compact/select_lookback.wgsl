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

// ---- wgsl/scan/lane_look_back.wgsl ----
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

// ---- wgsl/compact/scattered_stores.wgsl ----
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

// ---- wgsl/compact/select_lookback.wgsl ----
// Stream compaction in ONE pass on the decoupled look-back scan: the elements a predicate keeps (or
// their input indices), in input order, packed at the front of the output, and their count.
// Workgroup w loads tile w (4 x 4 elements per invocation, vec4 loads), turns it into keep flags,
// scans the flags with the scan's tile scan (tile_scan.wgsl) into each kept element's place in its
// tile, publishes the tile's count and looks back over earlier tiles for the count before it, as
// decoupled_lookback.wgsl does with sums, with the scan's look-back (subgroup_look_back.wgsl where the
// device has subgroups, else lane_look_back.wgsl). A tile whose owner stays silent is counted from
// the input by the waiting workgroup (the look-back's decoupled fallback, which reads flags through
// load_group below), so no workgroup depends on another making progress. The last tile writes the
// total count.
// Across the look-back each invocation keeps only where its kept elements go (the stores part's
// place_kept, a few words), not its 16 values, 16 flags and 16 places: held in registers through the
// look-back's loop they made the kernel 10 to 14% slower on an H100 (BENCHMARKS.md). After it, write_kept
// loads the values again; the tile was read a moment before, so the second read comes from the L2 cache.
// Memory traffic: read n words (from L2 the second time), write one word per kept element and the
// count, plus a few words per tile of state. How the kept elements reach their places is the stores
// part's (where the device has subgroups, lanes trade elements so that each store instruction writes
// consecutive places).
// Stable: kept elements keep their order (a tile's flags are scanned in rank order, tiles in tile
// order).
// Bindings: 0 params (uniform), 1 the input as vec4 (bound whole vectors long), 2 the output words,
// 3 the count (one word), 5 the tile states (tile_state.wgsl).
// Predicate (KEEP): 0 odd (integers: low bit set), 1 nonzero (f32: -0.0 counts as zero, so the sign
// bit is ignored), 2 below (x < pivot in the element type's order: ELEMENT 0 u32, 1 i32, 2 f32).
// Counts add as u32 (IS_F32 stays false whatever the element type). Limits: n < 2^32 - TILE.
//
// part: scan/tile_scan.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/lane_look_back.wgsl | scan/subgroup_look_back.wgsl
// part: scan/plain_tile_sums.wgsl
// part: compact/scattered_stores.wgsl | compact/subgroup_quarter_stores.wgsl

struct CompactParams {
    n: u32,      // elements of the input
    tiles: u32,  // tiles of this dispatch (workgroups past it only pad a 2D grid)
    pivot: u32,  // for KEEP 2: the pivot's 32-bit pattern in the element type
}

@group(0) @binding(0) var<uniform> params: CompactParams;
@group(0) @binding(1) var<storage, read> input4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> kept_out: array<u32>;
@group(0) @binding(3) var<storage, read_write> kept_count: array<u32>;

override ELEMENT: u32 = 0u;
override KEEP: u32 = 0u;
// true: write kept elements' input indices instead of their values.
override INDICES: bool = false;

fn keeps(v: vec4<u32>) -> vec4<bool> {
    if (KEEP == 0u) {
        return (v & vec4<u32>(1u)) == vec4<u32>(1u);
    }
    if (KEEP == 1u) {
        return select(v, v & vec4<u32>(0x7FFFFFFFu), ELEMENT == 2u) != vec4<u32>(0u);
    }
    if (ELEMENT == 0u) {
        return v < vec4<u32>(params.pivot);
    }
    if (ELEMENT == 1u) {
        return bitcast<vec4<i32>>(v) < vec4<i32>(bitcast<i32>(params.pivot));
    }
    return bitcast<vec4<f32>>(v) < vec4<f32>(bitcast<f32>(params.pivot));
}

// Elements first..first+3 of the input (first a multiple of 4); 0 from the vector past the end. Read
// twice: for the flags, and by the stores part after the look-back.
fn load_values(first: u32) -> vec4<u32> {
    if (first >= params.n) {
        return vec4<u32>(0u);
    }
    return input4[first / 4u];
}

// 1 where an element of the group is inside the input and kept.
fn flags_of(first: u32, v: vec4<u32>) -> vec4<u32> {
    let inside = vec4<u32>(first) + vec4<u32>(0u, 1u, 2u, 3u) < vec4<u32>(params.n);
    return select(vec4<u32>(0u), vec4<u32>(1u), keeps(v) & inside);
}

// What the tile code (load_tile) and the look-back's fallback sum: the keep flags of a group.
fn load_group(first: u32) -> vec4<u32> {
    return flags_of(first, load_values(first));
}

// What the output holds for a kept element: its value or its input index.
fn output_word(index: u32, value: u32) -> u32 {
    return select(value, index, INDICES);
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn chained_select(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = workgroup.x + workgroup.y * grid.x;
    // Workgroups that only pad the 2D grid take no ticket.
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let flags = load_tile(tile, rank);
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    // Exclusive: each kept element's place among the tile's kept ones.
    let scanned = scan_tile(rank, flags, false);
    // Before the look-back, so that only these few words live through it.
    let kept = place_kept(flags, scanned.values);
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
    write_kept(tile, rank, kept, before);
    if (tile == params.tiles - 1u && rank == 0u) {
        kept_count[0] = before + scanned.aggregate;
    }
}
