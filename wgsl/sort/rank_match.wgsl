// Digit ranking for onesweep.wgsl built on subgroup ballots, for devices with the `subgroups` feature.
// A part of onesweep.wgsl, which names it at its top in place of rank_splits.wgsl where the device has
// subgroups (ShaderParts composes it in and moves its directives to the top of the module).
// Layout: each subgroup claims a block of consecutive ranks with one workgroup atomic (as in
// subgroup_primitives.wgsl), so subgroups are ordered by their claims and lanes by
// subgroupExclusiveAdd(1), which follows subgroup_invocation_id, the order of ballot bits. A subgroup
// whose first rank is r and which has L lanes holds the tile's places r * K .. (r + L) * K - 1
// (K = KEYS_PER_INVOCATION) as K rows of L keys: lane l loads place r * K + j * L + l in row j, so
// loads are coalesced and the keys of a tile in load order are the subgroups in claim order, each row
// after row, each row in lane order.
// Ranking: per row, 8 ballots of the digit's bits give each key the mask of lanes whose key has the
// same digit ("match"): the lanes below it are the same-digit keys before it in the row. All rows are
// matched first (no workgroup memory, no barriers). Then, row after row, the first lane of each digit
// adds the row's count to its subgroup's 256 digit counters in workgroup memory by an atomic add and
// hands the old count to its peers by one shuffle. There are COUNTER_SETS sets of counters: where
// there are more subgroups (fewer than 32 lanes), the subgroups sharing a set take turns in claim
// order, all rows of a turn before the next, a barrier between turns. The counters have 16 bits, two
// sets to a word (a count never passes the tile's 4,096 keys): at half the workgroup memory, a tile of
// 4,096 keys fits where 32-bit counters left room for 3,072, and it sorts 10% faster. Then one
// invocation per digit sums its sets' counts (the tile's count of the digit, published at once by
// tile_counted), a subgroup scan over the digits gives tile_starts, and the invocation turns each set's
// count into the set's first place for the digit (tile_starts[digit] + the counts of the sets before
// it), so each key's place is one counter's value + its rank within its set (one read per key less
// than adding tile_starts there: 1.4% faster on an H200).
// Why the rows need no barrier between them: only one subgroup adds to a set during a turn, and each
// add is atomic, so no count is lost and every key gets a rank of its own whatever the order. Stability
// needs row j's adds to a counter to come before row j + 1's. Every lane's add of row j returns the old
// count that row j's shuffle hands on, and the shuffle reads every lane's value at once, so no lane
// passes it before all of row j's adds have been performed; row j + 1's add takes its operand from that
// shuffle's result (`chain`, 0 in fact, which no compiler can know), so it cannot be issued earlier. A
// barrier per row (what a plain read and write of the counters would need) cost 10% of the pass.
// Barriers per tile: 1 (the turns, read uniformly) + 1 per turn + 2, so 4 where subgroups have 32 lanes
// or more (one turn); 5 with 16 lanes, 11 with 4. Per key: 8 ballots, about 25 other operations, one
// shuffle, one workgroup atomic (a lane that does not lead adds to its spare slot).
// Correct for every subgroup size from 4 to 128 lanes and any mapping of invocations to subgroups.
// Every subgroup operation sits in control flow that is uniform across the workgroup (loops with
// uniform bounds, select() instead of branches around workgroup memory: lanes that have nothing to
// add add to a slot of their own), so no subgroup has to reconverge after a divergent branch except
// after the claim's `if (lane == 0u)`, as in subgroup_primitives.wgsl. (An `if` around the leaders'
// adds instead, without the spare slots, ran within 2% of this on an H200: slower at 12 keys per
// invocation, faster at 13; see BENCHMARKS.md.)
// Workgroup memory: 5 KiB of digit counters (8 sets of 256 in 4 KiB, one spare slot per invocation),
// 256 bytes of subgroup sums.
enable subgroups;
diagnostic(off, subgroup_uniformity);

// The ranking needs no local_keys before its scatter, so a tile of keys alone may leave by halves.
const RANKING_USES_LOCAL_KEYS: bool = false;
const COUNTER_SETS: u32 = 8u;
// The spare slot of invocation `local` is SPARE_SLOTS + local.
const SPARE_SLOTS: u32 = COUNTER_SETS / 2u * RADIX;

// High 16 bits: subgroups that have claimed; low 16 bits: ranks claimed so far.
var<workgroup> subgroup_claims: atomic<u32>;
var<workgroup> turn_count: u32;
// Per counter set and digit: keys of that digit ranked so far, then the set's first place in the tile
// for that digit, in word (set / 2) * RADIX + digit: its low 16 bits for an even set, its high 16 bits
// for an odd one; then one spare slot per invocation.
var<workgroup> set_counts: array<atomic<u32>, COUNTER_SETS / 2u * RADIX + WORKGROUP_SIZE>;
// Per subgroup (claim order, at most 64: subgroups have 4 lanes or more): its digits' key count.
var<workgroup> subgroup_key_counts: array<u32, 64>;

var<private> subgroup_order: u32;
var<private> first_rank: u32;
var<private> lane: u32;
var<private> lane_count: u32;
var<private> lanes_below: vec4<u32>;

fn ones4(mask: vec4<u32>) -> u32 {
    let c = countOneBits(mask);
    return c.x + c.y + c.z + c.w;
}

// The subgroup_invocation_id of the lowest lane in a non-empty mask. Each word's count of the bits below its
// lowest 1 (32 for a word of 0s) takes three instructions; firstLeadingBit, the highest lane, became a
// binary search of 16 on NVIDIA's compiler.
fn below_lowest(word: u32) -> u32 {
    return countOneBits(~word & (word - 1u));
}

fn first_lane(mask: vec4<u32>) -> u32 {
    var first = 96u + below_lowest(mask.w);
    first = select(first, 64u + below_lowest(mask.z), mask.z != 0u);
    first = select(first, 32u + below_lowest(mask.y), mask.y != 0u);
    return select(first, below_lowest(mask.x), mask.x != 0u);
}

fn rank_setup(local: u32) {
    lane = subgroupExclusiveAdd(1u);
    lane_count = subgroupAdd(1u);
    var claim = 0u;
    if (lane == 0u) {
        claim = atomicAdd(&subgroup_claims, 0x10000u | lane_count);
    }
    claim = subgroupBroadcastFirst(claim);
    subgroup_order = claim >> 16u;
    first_rank = claim & 0xFFFFu;
    // The lanes before this one, from ballots of the bits of the lanes' ranks (ranks < 128): a lane
    // is below if it agrees on the bits above some bit that is 1 here and 0 there.
    let present = subgroupBallot(true);
    var below = vec4<u32>(0u);
    var same = present;
    for (var k = 0u; k < 7u; k++) {
        let bit = ((lane >> (6u - k)) & 1u) != 0u;
        let ones = subgroupBallot(bit);
        let zeros = present & ~ones;
        below |= select(vec4<u32>(0u), same & zeros, bit);
        same &= select(zeros, ones, bit);
    }
    lanes_below = below;
}

fn key_position(local: u32, j: u32) -> u32 {
    return first_rank * KEYS_PER_INVOCATION + j * lane_count + lane;
}

// One key of a row, matched: the same-digit lanes before it | their count with it << 8 | the first of
// them << 16 | the digit << 24.
fn match_row(key: u32, present: vec4<u32>) -> u32 {
    let digit = digit_of(key);
    var peers = present;
    for (var b = 0u; b < 8u; b++) {
        let bit = ((digit >> b) & 1u) != 0u;
        let ones = subgroupBallot(bit);
        peers &= select(~ones, ones, bit);
    }
    return ones4(peers & lanes_below) | (ones4(peers) << 8u) | (first_lane(peers) << 16u) | (digit << 24u);
}

fn rank_tile(local: u32, keys: ptr<function, Keys>, spots: ptr<function, Keys>) {
    // Match every row. Written out row by row: as a loop over the rows NVIDIA's compiler kept it rolled, so
    // keys[j] and spots[j] were indexed at run time (the keys in local memory, each spot stored through
    // a chain of 16 selects), and each digit pass took 1.16 times as long on an H100 (BENCHMARKS.md).
    // (The lanes present come from a ballot here rather than from setup, so a compiler sees the ballot
    // words that are always 0 on its subgroup size and drops their work.)
    let present = subgroupBallot(true);
    (*spots)[0] = match_row((*keys)[0], present);
    (*spots)[1] = match_row((*keys)[1], present);
    (*spots)[2] = match_row((*keys)[2], present);
    (*spots)[3] = match_row((*keys)[3], present);
    (*spots)[4] = match_row((*keys)[4], present);
    (*spots)[5] = match_row((*keys)[5], present);
    (*spots)[6] = match_row((*keys)[6], present);
    (*spots)[7] = match_row((*keys)[7], present);
    if (KEYS_PER_INVOCATION > 8u) { (*spots)[8] = match_row((*keys)[8], present); }
    if (KEYS_PER_INVOCATION > 9u) { (*spots)[9] = match_row((*keys)[9], present); }
    if (KEYS_PER_INVOCATION > 10u) { (*spots)[10] = match_row((*keys)[10], present); }
    if (KEYS_PER_INVOCATION > 11u) { (*spots)[11] = match_row((*keys)[11], present); }
    if (KEYS_PER_INVOCATION > 12u) { (*spots)[12] = match_row((*keys)[12], present); }
    if (KEYS_PER_INVOCATION > 13u) { (*spots)[13] = match_row((*keys)[13], present); }
    if (KEYS_PER_INVOCATION > 14u) { (*spots)[14] = match_row((*keys)[14], present); }
    if (KEYS_PER_INVOCATION > 15u) { (*spots)[15] = match_row((*keys)[15], present); }

    // Every claim came before the ticket's barrier: the turns the subgroups take at the counter sets.
    if (local == 0u) {
        let subgroups = atomicLoad(&subgroup_claims) >> 16u;
        turn_count = (subgroups + COUNTER_SETS - 1u) / COUNTER_SETS;
    }
    let turns = workgroupUniformLoad(&turn_count);
    let counter_set = subgroup_order / turns;
    let set_word = counter_set / 2u * RADIX;
    let set_shift = counter_set % 2u * 16u;

    // Row after row, count: spots[j] becomes the key's rank among its set's keys of its digit
    // | the digit << 24.
    for (var turn = 0u; turn < turns; turn++) {
        let mine = subgroup_order % turns == turn;
        var chain = 0u;
        for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
            let spot = (*spots)[j];
            let earlier = spot & 0xFFu;
            let count = (spot >> 8u) & 0xFFu;
            let digit = spot >> 24u;
            let leads = mine && earlier == 0u;
            let slot = select(SPARE_SLOTS + local, set_word + digit, leads);
            let counted = (atomicAdd(&set_counts[slot], (count + chain) << set_shift) >> set_shift) & 0xFFFFu;
            let before = subgroupShuffle(counted, (spot >> 16u) & 0xFFu);
            // Counts stay below 2^16: `chain` is 0, and the next row's add waits for this shuffle.
            chain = before >> 30u;
            (*spots)[j] = select(spot, (before + earlier) | (digit << 24u), mine);
        }
        workgroupBarrier();
    }

    // The invocation of rank d stands for digit d, so subgroup scans run in digit order.
    let digit = first_rank + lane;
    var total = 0u;
    for (var pair = 0u; pair < COUNTER_SETS / 2u; pair++) {
        let counts = atomicLoad(&set_counts[pair * RADIX + digit]);
        total += (counts & 0xFFFFu) + (counts >> 16u);
    }
    let within = subgroupExclusiveAdd(total);
    let subgroup_total = subgroupAdd(total);
    tile_counted(digit, total);
    if (lane == 0u) {
        subgroup_key_counts[subgroup_order] = subgroup_total;
    }
    workgroupBarrier();
    var start = within;
    for (var s = 0u; s < subgroup_order; s++) {
        start += subgroup_key_counts[s];
    }
    tile_starts[digit] = start;
    if (digit == RADIX - 1u) {
        tile_starts[RADIX] = start + total;
    }
    // Each word holds two sets' counts and becomes their two first places (at most the tile's size).
    var first_place = start;
    for (var pair = 0u; pair < COUNTER_SETS / 2u; pair++) {
        let counts = atomicLoad(&set_counts[pair * RADIX + digit]);
        let odd_first = first_place + (counts & 0xFFFFu);
        atomicStore(&set_counts[pair * RADIX + digit], first_place | (odd_first << 16u));
        first_place = odd_first + (counts >> 16u);
    }
    workgroupBarrier();

    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let spot = (*spots)[j];
        let digit = spot >> 24u;
        let set_first = (atomicLoad(&set_counts[set_word + digit]) >> set_shift) & 0xFFFFu;
        let place = set_first + (spot & 0xFFFFFFu);
        // The tile's first half where keys alone leave by halves (known when the module is built).
        if (HELD_PLACES == TILE || place < HELD_PLACES) {
            local_keys[place] = (*keys)[j];
        }
        (*spots)[j] = key_position(local, j) | (place << 16u);
    }
}
