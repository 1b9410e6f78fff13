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

// ---- wgsl/scan/segmented_operator.wgsl ----
// The segmented operator on (value, has a head) pairs: (a, fa) + (b, fb) = (fb ? b : a + b, fa | fb),
// associative, so scans over it may group additions as they like. A part that segmented_lookback.wgsl
// and its two scans across ranks (segmented_workgroup_scan.wgsl, segmented_subgroup_scan.wgsl) name.
// Four independent rows travel as a vec4 with their head flags as bits 0..3 of a word. Uses add and
// add4 of tile_scan.wgsl.

// Bit k of `bits` as lane k.
fn head_lanes(bits: u32) -> vec4<bool> {
    return (vec4<u32>(bits) & vec4<u32>(1u, 2u, 4u, 8u)) != vec4<u32>(0u);
}

// The segmented operator on four independent pairs: b's value where b holds a head, else a + b.
fn combine4(a: vec4<u32>, b: vec4<u32>, b_heads: u32) -> vec4<u32> {
    return select(add4(a, b), b, head_lanes(b_heads));
}

// One pair of the segmented operator.
struct Segmented {
    value: u32,
    has_head: bool,
}

fn combine(a: Segmented, b: Segmented) -> Segmented {
    return Segmented(select(add(a.value, b.value), b.value, b.has_head), a.has_head || b.has_head);
}

// What a scan across ranks gives: the exclusive prefix of each of four rows, and the workgroup's totals.
struct SegmentedScan4 {
    exclusive: vec4<u32>,
    exclusive_heads: u32,
    total: vec4<u32>,
    total_heads: u32,
}

// ---- wgsl/scan/segmented_subgroup_scan.wgsl ----
// The segmented scan across a workgroup's ranks built on subgroup operations, for devices with the
// `subgroups` feature: the part segmented_lookback.wgsl names in place of segmented_workgroup_scan.wgsl
// there (together with subgroup_primitives.wgsl, whose ranks, lanes and subgroup order it uses).
// Each subgroup scans its lanes by Hillis-Steele (log2 of its lanes steps, no barrier), each step a
// subgroupShuffle from the lane `distance` before (subgroupShuffleUp made NVIDIA's driver test every lane's
// source against the subgroup again: with the heads and that test in one mask, the shuffle by index made the
// kernel 1.5 to 2.4% faster on an H200), its last lane leaves the subgroup's total in workgroup memory, and
// after one barrier every subgroup scans those totals the same way, as many per step as it has lanes (one
// step on most GPUs), in log2 of their count steps (3 for 8 subgroups; the 5 steps of all 32 lanes cost an
// H200 4%), and takes its own prefix with a shuffle. (Every invocation combining the totals before its own in
// a loop held the segmented scan at 0.272 ms at 2^26 on an H100 at 512 invocations, 16 workgroup-memory reads
// of a vector and a word, where the scan of the totals took 0.246; at 256 on an H200 that loop took 79
// registers instead of 64 and was 10% slower.) Shuffles run under no branch (select() picks the lanes they
// count for), so no lane diverges around them. Correct for any subgroup size: subgroup_primitives.wgsl ranks
// lanes so that a subgroup holds consecutive ranks.
// Workgroup memory: 5 KiB of subgroup totals in two halves that calls take in turn, so no call needs a
// second barrier before it returns (as in subgroup_primitives.wgsl).
//
// part: scan/segmented_operator.wgsl


var<workgroup> segment_totals: array<vec4<u32>, 256>;
var<workgroup> segment_total_heads: array<u32, 256>;
var<private> segmented_calls: u32;

// A pair of the segmented operator for each of four rows, held by one lane.
struct SegmentedLanes {
    value: vec4<u32>,
    heads: u32,
}

// The inclusive segmented scan of (x, x_heads) over the first `width` lanes of the calling subgroup, in
// rank order (lanes past `width` get partial results). Every lane of the subgroup must call it.
fn lanes_segmented_scan(x: vec4<u32>, x_heads: u32, width: u32) -> SegmentedLanes {
    var value = x;
    var bits = x_heads;
    for (var distance = 1u; distance < width; distance <<= 1u) {
        // The lane `distance` before this one, or lane 0 where there is none (its value then goes unused).
        let source = max(lane_rank, distance) - distance;
        let up = subgroupShuffle(value, source);
        let up_bits = subgroupShuffle(bits, source);
        let counts = lane_rank >= distance;
        // Lanes with a head, and lanes with no lane `distance` before them, keep their value.
        let keeps = bits | select(0xFu, 0u, counts);
        value = select(add4(up, value), value, head_lanes(keeps));
        bits = select(bits, bits | up_bits, counts);
    }
    return SegmentedLanes(value, bits);
}

// What comes before lane `lane` in an inclusive scan over the lanes: the pair of the lane before it, or
// the empty pair (0, no head) for lane 0.
fn lane_before(scanned: SegmentedLanes, lane: u32) -> SegmentedLanes {
    let source = max(lane, 1u) - 1u;
    let value = subgroupShuffle(scanned.value, source);
    let heads = subgroupShuffle(scanned.heads, source);
    return SegmentedLanes(select(value, vec4<u32>(0u), lane == 0u), select(heads, 0u, lane == 0u));
}

fn workgroup_segmented_scan4(rank: u32, x: vec4<u32>, x_heads: u32) -> SegmentedScan4 {
    let inclusive = lanes_segmented_scan(x, x_heads, lane_count);
    let within = lane_before(inclusive, lane_rank);
    let half = (segmented_calls & 1u) * 128u;
    segmented_calls += 1u;
    if (lane_rank == lane_count - 1u) {
        segment_totals[half + subgroup_order] = inclusive.value;
        segment_total_heads[half + subgroup_order] = inclusive.heads;
    }
    workgroupBarrier();
    var before = vec4<u32>(0u);  // the subgroups before this one, once the step holding it has passed
    var before_heads = 0u;
    var total = vec4<u32>(0u);  // the subgroups of the steps so far
    var total_heads = 0u;
    for (var first = 0u; first < subgroup_count; first += lane_count) {
        let s = first + lane_rank;
        let at = half + min(s, subgroup_count - 1u);
        let inside = s < subgroup_count;
        // The totals this step holds: the scan takes log2 of them shuffle steps.
        let width = min(lane_count, subgroup_count - first);
        let totals = lanes_segmented_scan(select(vec4<u32>(0u), segment_totals[at], inside),
                select(0u, segment_total_heads[at], inside), width);
        let here = subgroup_order >= first && subgroup_order - first < lane_count;
        let own = lane_before(totals, select(0u, subgroup_order - first, here));
        before = select(before, combine4(total, own.value, own.heads), here);
        before_heads = select(before_heads, total_heads | own.heads, here);
        let last = subgroupShuffle(totals.value, width - 1u);
        let last_heads = subgroupShuffle(totals.heads, width - 1u);
        total = combine4(total, last, last_heads);
        total_heads |= last_heads;
    }
    return SegmentedScan4(combine4(before, within.value, within.heads), before_heads | within.heads, total,
            total_heads);
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

// ---- wgsl/scan/segmented_lookback.wgsl ----
// Segmented prefix sum in ONE pass: the chained scan of decoupled_lookback.wgsl (tiles of 4 x 4
// elements per invocation, look-back with decoupled fallback) over the segmented operator
// (head, value): (a, fa) + (b, fb) = (fb ? b : a + b, fa | fb). Sums restart at every head; in the
// exclusive mode a head's output is 0.
// Heads: binding 6, one bit per element of the range (bit i % 32 of word i / 32 for element i).
// A tile's aggregate is the sum after its last head, and a tile holding a head publishes it as its
// inclusive prefix at once, so a look-back stops at the nearest tile with a head; the fallback's
// reduction of a silent tile stops it the same way (lane_reduce_tile below).
// Work per invocation: 16 elements (four rows of a vec4) and half a head word; the tile's rows are
// scanned across ranks with the segmented operator (four rows at once as a vec4 with four head bits),
// by subgroup shuffles where the device has subgroups (segmented_subgroup_scan.wgsl), else in
// workgroup memory (segmented_workgroup_scan.wgsl). The look-back is the plain scan's where the device
// has subgroups (subgroup_look_back.wgsl), else one invocation walks the tile states
// (lane_look_back.wgsl); a tile with a head stops it as an inclusive prefix does. Vectors with a head
// before them in the tile are written before the look-back, the others after it.
// Memory traffic: read n values and n / 32 head words, write n, plus a few words per tile.
// Bindings: 0 params, 1..4 the caller's data as tile_access.wgsl describes at ACCESS, 5 tile_state
// (tile_state.wgsl), 6 heads. Element type as in tile_scan.wgsl (IS_F32). params.inclusive picks the
// mode. Not in place: the fallback re-reads earlier tiles' input. Limits: n < 2^32 - TILE.
//
// part: scan/tile_access.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/segmented_workgroup_scan.wgsl | scan/segmented_subgroup_scan.wgsl
// part: scan/lane_look_back.wgsl | scan/subgroup_look_back.wgsl

@group(0) @binding(6) var<storage, read> heads: array<u32>;

// Nearly every tile holds a head (segments of 1,000, tiles of 4,096) and publishes its inclusive prefix
// at once, so subgroup_look_back.wgsl's first step reads only the tile before.
const FIRST_STEP_READS_ONE_STATE: bool = true;

// Whether this invocation's tile holds a head (the same in every invocation of the workgroup).
var<private> tile_has_head: bool;

// The head bits of elements first..first+3 of the range (first a multiple of 4), bit j for element
// first + j; 0 past the end of the range.
fn load_heads(first: u32) -> u32 {
    if (first >= params.n) {
        return 0u;
    }
    return (heads[first >> 5u] >> (first & 31u)) & 0xFu;
}

// The segmented inclusive running sums of one vector's elements.
fn segmented_running_sums(g: vec4<u32>, h: u32) -> vec4<u32> {
    let head = head_lanes(h);
    let a = g.x;
    let b = select(add(a, g.y), g.y, head.y);
    let c = select(add(b, g.z), g.z, head.z);
    return vec4<u32>(a, b, c, select(add(c, g.w), g.w, head.w));
}

// Row k's pair of a four-row vector and its head bits.
fn row(values: vec4<u32>, bits: u32, k: u32) -> Segmented {
    return Segmented(values[k], ((bits >> k) & 1u) != 0u);
}

struct TileRows {
    across: SegmentedScan4,
    starts: array<Segmented, 4>,  // what comes before each row in the tile
    aggregate: Segmented,
}

// The segmented scan of the tile's rows: each invocation's row totals scanned across ranks, and
// the rows' totals combined in order. Every invocation must call it.
fn scan_rows(rank: u32, row_values: vec4<u32>, row_heads: u32) -> TileRows {
    let across = workgroup_segmented_scan4(rank, row_values, row_heads);
    let start1 = row(across.total, across.total_heads, 0u);
    let start2 = combine(start1, row(across.total, across.total_heads, 1u));
    let start3 = combine(start2, row(across.total, across.total_heads, 2u));
    let aggregate = combine(start3, row(across.total, across.total_heads, 3u));
    return TileRows(across, array<Segmented, 4>(Segmented(0u, false), start1, start2, start3), aggregate);
}

// The head bits of an invocation's four vectors of a tile.
fn load_tile_heads(tile: u32, rank: u32) -> vec4<u32> {
    return vec4<u32>(load_heads(group_start(tile, 0u, rank)), load_heads(group_start(tile, 1u, rank)),
            load_heads(group_start(tile, 2u, rank)), load_heads(group_start(tile, 3u, rank)));
}

// Each row's total (the last running sum), for the scan across ranks.
fn row_totals(sums: array<vec4<u32>, 4>) -> vec4<u32> {
    return vec4<u32>(sums[0].w, sums[1].w, sums[2].w, sums[3].w);
}

// Bit k: row k of this invocation holds a head.
fn row_head_bits(h: vec4<u32>) -> u32 {
    let bits = select(vec4<u32>(0u), vec4<u32>(1u, 2u, 4u, 8u), h != vec4<u32>(0u));
    return bits.x | bits.y | bits.z | bits.w;
}

// The fallback of lane_look_back.wgsl and subgroup_look_back.wgsl: the invocation that looks back (in
// the subgroup form every lane of the looking subgroup alike, each the whole tile) reduces a silent tile
// from the input, in element order: x is its sum after its last head, y is 1 where it holds a head (it
// then ends the look-back).
fn lane_reduce_tile(tile: u32) -> vec2<u32> {
    var sum = 0u;
    var closes = 0u;
    for (var group = 0u; group < TILE / 4u; group++) {
        let first = tile * TILE + 4u * group;
        let h = load_heads(first);
        let sums = segmented_running_sums(load_group(first), h);
        sum = select(add(sum, sums.w), sums.w, h != 0u);
        closes |= select(0u, 1u, h != 0u);
    }
    return vec2<u32>(sum, closes);
}

// A tile with a head has published its own aggregate as its prefix, and publishes it again.
fn tile_prefix(exclusive: u32, aggregate: u32) -> u32 {
    return select(add(exclusive, aggregate), aggregate, tile_has_head);
}

// One vector's outputs: its segmented running sums in the chosen mode, the sum before the vector
// (`carry`) added to the elements before its first head.
fn segmented_outputs(sums: vec4<u32>, h: u32, carry: u32, inclusive: bool) -> vec4<u32> {
    let head = head_lanes(h);
    let shifted = vec4<u32>(0u, sums.x, sums.y, sums.z);
    let own = select(select(shifted, vec4<u32>(0u), head), sums, inclusive);
    // An element at or after a head of its vector owes nothing to what comes before the vector.
    let seeded = head_lanes(h | (h << 1u) | (h << 2u) | (h << 3u));
    let carried = vec4<u32>(add(carry, own.x), add(carry, own.y), add(carry, own.z), add(carry, own.w));
    return select(carried, own, seeded);
}

// What comes before invocation `rank`'s vector of row k inside the tile: the rows before it and the
// ranks before it in the row. Where that holds no head, the tiles before the tile add to it.
fn within_tile(rows: TileRows, k: u32) -> Segmented {
    return combine(rows.starts[k], row(rows.across.exclusive, rows.across.exclusive_heads, k));
}

// Writes one vector's outputs, `carry` being the sum before the vector.
fn store_vector(tile: u32, rank: u32, k: u32, sums: vec4<u32>, h: u32, carry: u32) {
    store_group(group_start(tile, k, rank), segmented_outputs(sums, h, carry, params.inclusive != 0u));
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn segmented_chained_scan(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = workgroup.x + workgroup.y * grid.x;
    // Workgroups that only pad the 2D grid take no ticket.
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let groups = load_tile(tile, rank);
    let h = load_tile_heads(tile, rank);
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    let sums = array<vec4<u32>, 4>(segmented_running_sums(groups[0], h.x), segmented_running_sums(groups[1], h.y),
            segmented_running_sums(groups[2], h.z), segmented_running_sums(groups[3], h.w));
    let rows = scan_rows(rank, row_totals(sums), row_head_bits(h));
    let parity = (ticket_slot / params.tiles) & 1u;
    tile_has_head = rows.aggregate.has_head;
    var before = 0u;
    if (tile == 0u || tile_has_head) {
        if (rank == 0u) {
            publish(tile, FLAG_PREFIX, parity, rows.aggregate.value);
        }
    } else if (rank == 0u) {
        publish(tile, FLAG_SUM, parity, rows.aggregate.value);
    }
    // A vector with a head before it in the tile owes nothing to the tiles before: it is written before
    // the look-back (with segments of 1,000, most of a tile), the rest after it. The subgroup that looks
    // back writes all of its vectors after it, so that no branch taken by some of its lanes comes right
    // before the look-back's ballots and shuffles (WGSL does not promise that lanes meet again after one;
    // the publishing branch above is the look-back's own, as in the plain scan).
    let early = !in_looking_subgroup();
    let w0 = within_tile(rows, 0u);
    let w1 = within_tile(rows, 1u);
    let w2 = within_tile(rows, 2u);
    let w3 = within_tile(rows, 3u);
    if (early && w0.has_head) {
        store_vector(tile, rank, 0u, sums[0], h.x, w0.value);
    }
    if (early && w1.has_head) {
        store_vector(tile, rank, 1u, sums[1], h.y, w1.value);
    }
    if (early && w2.has_head) {
        store_vector(tile, rank, 2u, sums[2], h.z, w2.value);
    }
    if (early && w3.has_head) {
        store_vector(tile, rank, 3u, sums[3], h.w, w3.value);
    }
    if (tile > 0u) {
        before = look_back(rank, tile, parity, rows.aggregate.value);
    }
    if (!(early && w0.has_head)) {
        store_vector(tile, rank, 0u, sums[0], h.x, select(add(before, w0.value), w0.value, w0.has_head));
    }
    if (!(early && w1.has_head)) {
        store_vector(tile, rank, 1u, sums[1], h.y, select(add(before, w1.value), w1.value, w1.has_head));
    }
    if (!(early && w2.has_head)) {
        store_vector(tile, rank, 2u, sums[2], h.z, select(add(before, w2.value), w2.value, w2.has_head));
    }
    if (!(early && w3.has_head)) {
        store_vector(tile, rank, 3u, sums[3], h.w, select(add(before, w3.value), w3.value, w3.has_head));
    }
}
