// Digit ranking for onesweep.wgsl built on subgroup ballots, for devices with the `subgroups` feature.
// Not a kernel of its own: ShaderParts puts the section below between the "digit ranking" markers of
// onesweep.wgsl (and moves the directives to the top), where rank_splits.wgsl goes on devices without
// subgroups.
// Layout: each subgroup claims a block of consecutive ranks with one workgroup atomic (as in
// subgroup_primitives.wgsl), so subgroups are ordered by their claims and lanes by
// subgroupExclusiveAdd(1), which follows subgroup_invocation_id, the order of ballot bits. A subgroup
// whose first rank is r and which has L lanes holds the tile's places r * K .. (r + L) * K - 1
// (K = KEYS_PER_INVOCATION) as K rows of L keys: lane l loads place r * K + j * L + l in row j, so
// loads are coalesced and the keys of a tile in load order are the subgroups in claim order, each row
// after row, each row in lane order. A row of more than ROW_LANES lanes (32) counts as several rows of
// ROW_LANES lanes each, so no row holds more than 32 keys.
// Ranking, without a barrier per row: per row, 8 ballots of the digit's bits give each key the mask of
// the row's lanes whose key has the same digit ("match"): the lanes below it are the same-digit keys
// before it in the row, and the highest of them leads. Each leader adds its row's count of its digit
// to the row table, one byte per row (the tile's rows are numbered in load order, four rows to a word,
// 256 words per four rows, one per digit), with a workgroup atomic, so no leader waits for another.
// After one barrier, the invocation of rank d walks digit d's words in row order and turns each into
// its keys before those four rows (12 bits) and the counts of its first one, two and three rows (6, 7,
// 7 bits); its total is digit d's count in the tile, and a subgroup scan over the digits gives the
// tile's digit starts. A key's place: its digit's start + its word's keys before + its row's share
// + the same-digit lanes below it. Where the table does not hold every row at once (TABLE_BLOCKS
// words per digit: narrow subgroups, or little workgroup memory) the rows go in turns, the table
// cleared between them.
// Barriers per tile: 4 with one turn (tiles of 256 x K keys in rows of 32 lanes take K / 4 words per
// subgroup: 2K words per digit hold all of them), 4 more per further turn. Per key: 8 ballots and
// about 20 other operations, one workgroup atomic (only where the key leads), one table read and one
// write to local_keys.
// Correct for every subgroup size from 4 to 128 lanes and any mapping of invocations to subgroups.
// Every subgroup operation sits in control flow that is uniform across the subgroup (loops with
// uniform bounds, a branch on the subgroup's lane count), and the claim's `if (lane == 0u)` is
// followed by a broadcast as in subgroup_primitives.wgsl.
// Workgroup memory: 4 bytes per digit and block of four rows (TABLE_BLOCKS x 1 KiB; 2K KiB by
// default), 256 bytes of subgroup sums.
enable subgroups;
diagnostic(off, subgroup_uniformity);

// BEGIN digit ranking (subgroups)
// The widest row the table counts (a power of two up to 32, so a row's count fits in 6 bits). Tests
// set fewer lanes to take the path of subgroups wider than a row on devices of narrow subgroups.
override ROW_LANES: u32 = 32u;
// Blocks of four rows the table holds at once: OnesweepSort sets what fits in workgroup memory.
override TABLE_BLOCKS: u32 = 2u * KEYS_PER_INVOCATION;
override TABLE_WORDS: u32 = TABLE_BLOCKS * RADIX;
const ROWS_PER_WORD: u32 = 4u;

// Bits 0..8: ranks claimed (at most 256); 9..21: rows claimed; 22..28: subgroups claimed.
var<workgroup> subgroup_claims: atomic<u32>;
var<workgroup> claimed_rows: u32;
// Per block of four rows and digit: the rows' counts of that digit, a byte each; then, after the walk,
// the keys of that digit before the block | the counts of its first rows (see the header).
var<workgroup> row_table: array<atomic<u32>, TABLE_WORDS>;
// Per subgroup (claim order, at most 64: subgroups have 4 lanes or more): its digits' key count.
var<workgroup> subgroup_key_counts: array<u32, 64>;

var<private> subgroup_order: u32;
var<private> first_rank: u32;
var<private> first_row: u32;
var<private> lane: u32;
var<private> lane_count: u32;
// Rows of ROW_LANES lanes one row of this subgroup's keys counts as, and which of them holds this lane.
var<private> rows_per_load: u32;
var<private> row_part: u32;
var<private> lanes_below: vec4<u32>;
// The lanes of this lane's row (subgroups wider than a row).
var<private> row_lanes: vec4<u32>;

fn ones4(mask: vec4<u32>) -> u32 {
    let c = countOneBits(mask);
    return c.x + c.y + c.z + c.w;
}

// The lanes whose 7-bit value `v` agrees with this lane's on the bits set in `mask` of `present`:
// ballots of the bits of v.
fn lanes_agreeing(present: vec4<u32>, v: u32) -> vec4<u32> {
    var same = present;
    for (var k = 0u; k < 7u; k++) {
        let bit = ((v >> k) & 1u) != 0u;
        let ones = subgroupBallot(bit);
        same &= select(present & ~ones, ones, bit);
    }
    return same;
}

fn rank_setup(local: u32) {
    lane = subgroupExclusiveAdd(1u);
    lane_count = subgroupAdd(1u);
    rows_per_load = (lane_count + ROW_LANES - 1u) / ROW_LANES;
    row_part = lane / ROW_LANES;
    var claim = 0u;
    if (lane == 0u) {
        claim = atomicAdd(&subgroup_claims,
                (1u << 22u) | ((KEYS_PER_INVOCATION * rows_per_load) << 9u) | lane_count);
    }
    claim = subgroupBroadcastFirst(claim);
    subgroup_order = claim >> 22u;
    first_row = (claim >> 9u) & 0x1FFFu;
    first_rank = claim & 0x1FFu;
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
    row_lanes = present;
    if (rows_per_load > 1u) {
        row_lanes = lanes_agreeing(present, row_part);
    }
}

fn key_position(local: u32, j: u32) -> u32 {
    return first_rank * KEYS_PER_INVOCATION + j * lane_count + lane;
}

// The tile's row (in load order) of this lane's j-th key.
fn row_of(j: u32) -> u32 {
    return first_row + j * rows_per_load + row_part;
}

// The same-digit lanes below this one in its row | their count with it << 8 | the digit << 24.
fn match_row(digit: u32) -> u32 {
    if (rows_per_load == 1u) {
        // The whole subgroup is one row, in the ballots' first word.
        var peers = subgroupBallot(true).x;
        for (var b = 0u; b < 8u; b++) {
            let bit = ((digit >> b) & 1u) != 0u;
            let ones = subgroupBallot(bit).x;
            peers &= select(~ones, ones, bit);
        }
        return countOneBits(peers & lanes_below.x) | (countOneBits(peers) << 8u) | (digit << 24u);
    }
    var peers = row_lanes;
    for (var b = 0u; b < 8u; b++) {
        let bit = ((digit >> b) & 1u) != 0u;
        let ones = subgroupBallot(bit);
        peers &= select(~ones, ones, bit);
    }
    return ones4(peers & lanes_below) | (ones4(peers) << 8u) | (digit << 24u);
}

fn rank_tile(local: u32, keys: ptr<function, Keys>, spots: ptr<function, Keys>) {
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        (*spots)[j] = match_row(digit_of((*keys)[j]));
    }

    // Every claim came before the ticket's barrier.
    if (local == 0u) {
        claimed_rows = (atomicLoad(&subgroup_claims) >> 9u) & 0x1FFFu;
    }
    let rows = workgroupUniformLoad(&claimed_rows);
    let rows_per_turn = ROWS_PER_WORD * TABLE_BLOCKS;
    let turns = (rows + rows_per_turn - 1u) / rows_per_turn;
    // The invocation of rank d walks digit d, so the subgroup scan below runs in digit order.
    let digit = first_rank + lane;
    var digit_count = 0u;
    for (var turn = 0u; turn < turns; turn++) {
        let turn_first = turn * rows_per_turn;
        if (turn > 0u) {
            // The previous turn's reads are done: clear the table for this one.
            workgroupBarrier();
            for (var w = local; w < TABLE_WORDS; w += WORKGROUP_SIZE) {
                atomicStore(&row_table[w], 0u);
            }
            workgroupBarrier();
        }
        for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
            let spot = (*spots)[j];
            let row = row_of(j) - turn_first;
            let count = (spot >> 8u) & 0xFFu;
            if (row < rows_per_turn && (spot & 0xFFu) + 1u == count) {
                let at = (row / ROWS_PER_WORD) * RADIX + (spot >> 24u);
                atomicAdd(&row_table[at], count << (8u * (row % ROWS_PER_WORD)));
            }
        }
        workgroupBarrier();
        for (var block = 0u; block < TABLE_BLOCKS; block++) {
            let at = block * RADIX + digit;
            let counts = atomicLoad(&row_table[at]);
            let first = counts & 0xFFu;
            let two = first + ((counts >> 8u) & 0xFFu);
            let three = two + ((counts >> 16u) & 0xFFu);
            atomicStore(&row_table[at], (digit_count << 20u) | first | (two << 6u) | (three << 13u));
            digit_count += three + (counts >> 24u);
        }
        workgroupBarrier();
        // spots[j] becomes the key's place among its digit's keys in the tile | the digit << 24.
        for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
            let spot = (*spots)[j];
            let row = row_of(j) - turn_first;
            if (row < rows_per_turn) {
                let before = atomicLoad(&row_table[(row / ROWS_PER_WORD) * RADIX + (spot >> 24u)]);
                let in_row = row % ROWS_PER_WORD;
                var rows_before = 0u;
                rows_before = select(rows_before, before & 0x3Fu, in_row == 1u);
                rows_before = select(rows_before, (before >> 6u) & 0x7Fu, in_row == 2u);
                rows_before = select(rows_before, (before >> 13u) & 0x7Fu, in_row == 3u);
                (*spots)[j] = ((before >> 20u) + rows_before + (spot & 0xFFu)) | (spot & 0xFF000000u);
            }
        }
    }

    let within = subgroupExclusiveAdd(digit_count);
    let subgroup_total = subgroupAdd(digit_count);
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
        tile_starts[RADIX] = start + digit_count;
    }
    workgroupBarrier();

    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let spot = (*spots)[j];
        let place = tile_starts[spot >> 24u] + (spot & 0xFFFFu);
        local_keys[place] = (*keys)[j];
        (*spots)[j] = key_position(local, j) | (place << 16u);
    }
}
// END digit ranking
