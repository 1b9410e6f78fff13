enable subgroups;
diagnostic(off, subgroup_uniformity);

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

// ---- wgsl/scan/subgroup_primitives.wgsl ----
// Scan primitives built on subgroup operations, for devices with the `subgroups` feature.
// A part that reduce_then_scan.wgsl and decoupled_lookback.wgsl name at their top, in place of
// workgroup_primitives.wgsl where the device has subgroups (its directives go to the module's top).
// Workgroup: WORKGROUP_SIZE invocations (256 or 512). Correct for any subgroup size (4 on
// SwiftShader, 32 on NVIDIA, up to 128) and any mapping of invocations to subgroups: each subgroup
// claims a block of consecutive ranks with one workgroup atomic, and lanes are ranked by
// subgroupExclusiveAdd(1), so subgroup scans always run in rank order. Workgroup memory: 4 KiB of
// subgroup totals, 1 KiB of subgroup sums.
// workgroup_scan4 loops over the subgroup totals with a bound the uniformity analysis cannot see is
// the same for all (the count of subgroups, read from workgroup memory). The analysis reports such a
// call inside the helper that makes it, so a diagnostic on workgroup_scan4 alone does not cover it:
// the module turns it off.

// High 16 bits: subgroups that have claimed; low 16 bits: ranks claimed so far.
var<workgroup> subgroup_claims: atomic<u32>;
// Indexed by the order in which subgroups claimed (at most 128: subgroups have 4 lanes or more), in two
// halves that calls take in turn: a call's totals stay untouched until every invocation has passed
// the next call's barrier, so no call needs a second barrier before it returns (which would hold up
// decoupled look-back, whose tile sum is published right after the tile's scan).
var<workgroup> subgroup_totals: array<vec4<u32>, 256>;
var<workgroup> subgroup_sums: array<u32, 256>;
var<private> calls: u32;

var<private> subgroup_order: u32;
var<private> subgroup_count: u32;
var<private> lane_rank: u32;
var<private> lane_count: u32;

// A dense numbering 0..WORKGROUP_SIZE-1 in which each subgroup holds consecutive ranks in lane order.
// Call once, first, from every invocation (workgroup memory starts zeroed, so the claims start at 0).
fn invocation_rank(local_index: u32) -> u32 {
    let lane = subgroupExclusiveAdd(1u);
    let lanes = subgroupAdd(1u);
    var claim = 0u;
    if (lane == 0u) {
        claim = atomicAdd(&subgroup_claims, 0x10000u | lanes);
    }
    claim = subgroupBroadcastFirst(claim);
    lane_rank = lane;
    lane_count = lanes;
    subgroup_order = claim >> 16u;
    workgroupBarrier();
    subgroup_count = atomicLoad(&subgroup_claims) >> 16u;
    return (claim & 0xFFFFu) + lane;
}

struct Scan4 {
    exclusive: vec4<u32>,
    total: vec4<u32>,
}

fn subgroup_exclusive4(x: vec4<u32>) -> vec4<u32> {
    if (IS_F32) {
        return bitcast<vec4<u32>>(subgroupExclusiveAdd(bitcast<vec4<f32>>(x)));
    }
    return subgroupExclusiveAdd(x);
}

// The sum of x over the calling subgroup (f32 bit patterns added as f32).
fn subgroup_sum(x: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(subgroupAdd(bitcast<f32>(x)));
    }
    return subgroupAdd(x);
}

// Exclusive scan of x over the ranks, each component on its own, and the workgroup's totals.
// Subgroup scan; then every subgroup scans the subgroup totals itself, as many per step as it has
// lanes (one step on most GPUs), and takes its own prefix with a shuffle. Every invocation must
// call it. (Each invocation adding up the totals before its own in a loop cost an H200 scan about a
// fifth of its time at 512 invocations: sixteen workgroup-memory reads per invocation and tile.)
fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4 {
    let within = subgroup_exclusive4(x);
    let half = (calls & 1u) * 128u;
    calls += 1u;
    // The last lane's running total is its subgroup's.
    if (lane_rank == lane_count - 1u) {
        subgroup_totals[half + subgroup_order] = add4(within, x);
    }
    workgroupBarrier();
    var before = vec4<u32>(0u);
    var total = vec4<u32>(0u);
    for (var first = 0u; first < subgroup_count; first += lane_count) {
        let s = first + lane_rank;
        let t = select(vec4<u32>(0u), subgroup_totals[half + min(s, subgroup_count - 1u)], s < subgroup_count);
        let prefix = subgroup_exclusive4(t);
        let here = subgroup_order >= first && subgroup_order - first < lane_count;
        let at = select(0u, subgroup_order - first, here);
        before = select(before, add4(total, subgroupShuffle(prefix, at)), here);
        total = add4(total, subgroupShuffle(add4(prefix, t), lane_count - 1u));
    }
    return Scan4(add4(before, within), total);
}

// The sum of x over the workgroup, the same bits in every invocation (subgroup totals are added in
// one fixed order). Every invocation must call it.
fn workgroup_sum(rank: u32, x: u32) -> u32 {
    let own = subgroup_sum(x);
    let half = (calls & 1u) * 128u;
    calls += 1u;
    if (lane_rank == 0u) {
        subgroup_sums[half + subgroup_order] = own;
    }
    workgroupBarrier();
    var total = 0u;
    for (var s = 0u; s < subgroup_count; s++) {
        total = add(total, subgroup_sums[half + s]);
    }
    return total;
}

// ---- wgsl/scan/subgroup_look_back.wgsl ----
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

// ---- wgsl/compact/subgroup_quarter_stores.wgsl ----
// How the compaction writes a tile's kept elements where the device has subgroups: the lanes of each
// subgroup trade elements so that one store instruction writes consecutive places. The part
// select_lookback.wgsl names in place of scattered_stores.wgsl on such devices (with
// subgroup_primitives.wgsl, whose lane_rank and lane_count it uses); both define KeptPlaces, place_kept
// (before the look-back) and write_kept (after it).
// Why: with vec4 loads lane j of a subgroup of L lanes holds elements 4j..4j+3 of the subgroup's 4L
// elements of a row, so one store instruction of its own kept elements puts the lanes' words about two
// places apart over the span of all four, and every 32-byte sector is written in parts by four
// instructions: on an H100 those stores took half of the kernel's time (BENCHMARKS.md).
// Here lane j ends up holding elements j, j + L, j + 2L and j + 3L (the row's four quarters), and the
// kept elements of one quarter, in lane order, have consecutive places: one instruction per quarter
// writes one contiguous run. The trade is a 4 x 4 transpose in four shuffles per row: in round r, lane
// j reads lane j/4 + ((j + r) mod 4) L/4, which offers its component (its quarter - r) mod 4; each lane
// rotates its vector before (so that every round offers a fixed component) and after (so that quarter
// q lands in component q). No private array is indexed by a variable (it would live in memory).
// The places travel the same way, two rows to a word: places inside a tile are below 2^16, and
// NOT_KEPT marks an element that is not kept (also those past n). They travel before the look-back
// (place_kept), so that through it a lane holds 8 words instead of 16 flags and 16 places; the values
// are loaded again and traded after it (write_kept). On an H100 this ran 1.14 times as fast as keeping
// values, flags and places through the look-back (2^28 u32 keep=odd), 1.10 with f32 keep=nonzero, where
// loading the values again but keeping the flags and places gained 1.05 (BENCHMARKS.md).
// Correct for any subgroup size (a power of two, at least 4) with full subgroups, as the look-back
// needs them: then lane_rank is the lane's subgroup_invocation_id, which subgroupShuffle takes. Every
// invocation must call place_kept and write_kept (they shuffle).

const NOT_KEPT: u32 = 0xFFFFu;

// (v[by], v[by + 1], v[by + 2], v[by + 3]), indices mod 4, with selects only.
fn rotate4(v: vec4<u32>, by: u32) -> vec4<u32> {
    let once = select(v, v.yzwx, (by & 1u) != 0u);
    return select(once, once.zwxy, (by & 2u) != 0u);
}

// Given this lane's elements 4j..4j+3 of its subgroup's span, returns elements j + qL for q = 0..3.
fn to_quarters(v: vec4<u32>) -> vec4<u32> {
    let lanes_per_quarter = lane_count / 4u;
    let offer = rotate4(v, lane_rank / lanes_per_quarter);
    let source = lane_rank / 4u;
    let own = lane_rank & 3u;
    let r0 = subgroupShuffle(offer.x, source + own * lanes_per_quarter);
    let r1 = subgroupShuffle(offer.w, source + ((own + 1u) & 3u) * lanes_per_quarter);
    let r2 = subgroupShuffle(offer.z, source + ((own + 2u) & 3u) * lanes_per_quarter);
    let r3 = subgroupShuffle(offer.y, source + ((own + 3u) & 3u) * lanes_per_quarter);
    return rotate4(vec4<u32>(r0, r1, r2, r3), (4u - own) & 3u);
}

fn marked_places(flags: vec4<u32>, places: vec4<u32>) -> vec4<u32> {
    return select(vec4<u32>(NOT_KEPT), places, flags != vec4<u32>(0u));
}

// Where this lane's elements go, in quarter order (as to_quarters leaves them), as marked places:
// rows01 holds row 0 in its low halves and row 1 in its high halves, rows23 rows 2 and 3 alike.
struct KeptPlaces {
    rows01: vec4<u32>,
    rows23: vec4<u32>,
}

// The places of the kept elements among the four groups of a tile that invocation `rank` loaded (`flags`
// their keep flags, `places` counted from the tile's first kept element), traded into quarter order.
fn place_kept(flags: array<vec4<u32>, 4>, places: array<vec4<u32>, 4>) -> KeptPlaces {
    let high = vec4<u32>(16u);
    let rows01 = marked_places(flags[0], places[0]) | (marked_places(flags[1], places[1]) << high);
    let rows23 = marked_places(flags[2], places[2]) | (marked_places(flags[3], places[3]) << high);
    return KeptPlaces(to_quarters(rows01), to_quarters(rows23));
}

// Loads group k of `tile` that invocation `rank` holds again, trades it into quarters with its subgroup and
// writes this lane's kept ones at `before` plus their `marks`.
fn write_quarters(tile: u32, k: u32, rank: u32, marks: vec4<u32>, before: u32) {
    let values = to_quarters(load_values(group_start(tile, k, rank)));
    let first = group_start(tile, k, rank - lane_rank) + lane_rank;
    if (marks.x != NOT_KEPT) {
        kept_out[before + marks.x] = output_word(first, values.x);
    }
    if (marks.y != NOT_KEPT) {
        kept_out[before + marks.y] = output_word(first + lane_count, values.y);
    }
    if (marks.z != NOT_KEPT) {
        kept_out[before + marks.z] = output_word(first + 2u * lane_count, values.z);
    }
    if (marks.w != NOT_KEPT) {
        kept_out[before + marks.w] = output_word(first + 3u * lane_count, values.w);
    }
}

// Writes the kept elements of the four groups of `tile` that invocation `rank` loaded, together with its
// subgroup (`kept` from place_kept, `before` the kept elements of earlier tiles).
fn write_kept(tile: u32, rank: u32, kept: KeptPlaces, before: u32) {
    let low = vec4<u32>(0xFFFFu);
    let high = vec4<u32>(16u);
    write_quarters(tile, 0u, rank, kept.rows01 & low, before);
    write_quarters(tile, 1u, rank, kept.rows01 >> high, before);
    write_quarters(tile, 2u, rank, kept.rows23 & low, before);
    write_quarters(tile, 3u, rank, kept.rows23 >> high, before);
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
