// OneSweep radix sort: one pass over the keys counts all four 8-bit digits, then one pass per digit
// moves every key to its place, the digit offsets of earlier tiles coming from a chained scan across
// tiles (decoupled look-back) instead of a separate scan pass. After Adinets and Merrill, "Onesweep"
// (2022), with the decoupled fallback of Smith, Levien and Owens (SPAA 2025): a tile that waits too
// long for an earlier tile's counts counts that tile's keys itself, so no workgroup depends on another
// making progress.
//   clear_words       zeroes the first params.n words of `state` (the histograms before a run, the
//                     look-back state and its ticket before each digit pass)
//   count_all_digits  one row of at most 1024 workgroups counts the four digits of 4096-key chunks
//                     (grid-stride) in workgroup memory and adds its counts to the global histograms;
//                     each invocation loads its 16 keys of a chunk before counting any (on an H200
//                     8% faster than loading each key just before its four atomic adds)
//   scan_histograms   one workgroup: each digit's histogram becomes its exclusive scan, the first
//                     output position of each digit value
//   sort_tile         one workgroup per tile of 256 x KEYS_PER_INVOCATION keys (4096 by default), in
//                     ticket order: ranks its keys stably by the digit (the digit ranking part, see
//                     below) into workgroup memory, publishing its 256 digit counts as soon as they
//                     are counted, looks back for the counts of all earlier tiles (one invocation per
//                     digit value, eight tiles a step) and writes its keys, now grouped by digit, to
//                     their places (neighbouring invocations, neighbouring places): ranked by
//                     ballots half a tile at a time, else the whole tile; pairs then move their
//                     values the same way through workgroup memory.
// Digit ranking: the part rank_match.wgsl where the device has subgroups (8-bit digits ranked at once
// by subgroup ballots and atomic counters: 6 barriers per tile where subgroups have 32 lanes or more)
// and rank_splits.wgsl elsewhere (two stable 4-bit splits, each scanned by raking in workgroup memory:
// 14 barriers per tile). Both are stable and right for every subgroup size. The kernel they replaced
// took 58 barriers per 2048-key tile (two splits with Hillis-Steele scans, and one more scan for the
// digit starts). Ranked by ballots, keys take 2 barriers more (the second half of the tile) and the
// values of pairs 4 more (both halves); ranked by splits, pairs take 2 more: their values go out through
// workgroup memory like the keys.
// Work: 256 invocations, KEYS_PER_INVOCATION (8..16) keys each per tile. Traffic per key: 4 bytes read by
// the histogram pass, then per digit pass 4 read and 4 written (values: 4 more read and 4 written):
// 36 bytes for 32-bit keys, 68 with values, plus 1 KiB of state per tile and pass.
// Bindings: 0 params (uniform), 1 src_keys, 2 dst_keys, 3 src_values, 4 dst_values (dummies without
// values), 5 state (atomic words: the ticket, then 256 per tile: bits 30..31 the flag, 1 the tile's
// own count, 2 its inclusive prefix; bits 0..29 the count, so n < 2^30), 6 histograms (4 x 256 counts,
// then 4 x 256 digit starts).
// Key order (KEY_TYPE) as in split_scan.wgsl. Workgroup memory of sort_tile: 4 bytes per key of the
// tile (2 where ranked by ballots) and 2 KiB, plus the ranking part's (OnesweepSort.workgroupBytes; it
// picks the largest tile the device's limit holds: with subgroups 15.3 KiB at 4096 keys, pairs too).
// Limits: n < 2^30; tiles on a 2D grid (index x + y * num_workgroups.x), so their count may exceed 65,535.
// The digit ranking part (rank_splits.wgsl, or rank_match.wgsl with subgroups) offers rank_setup(local),
// called first by every invocation; key_position(local, j), the place in the tile of the j-th key an
// invocation loads; rank_tile(local, &keys, &spots), which calls tile_counted(digit, ranked) once per
// digit as soon as it knows the tile's count of it, and leaves the tile in digit order in local_keys (its
// first HELD_PLACES places; seen by all after the next barrier), tile_starts filled (seen by all at once)
// and, for each of
// KEYS_PER_INVOCATION keys of the invocation, spots[j] = its place in the tile as loaded | its place in
// digit order << 16.
//
// part: sort/rank_splits.wgsl | sort/rank_match.wgsl

struct Params {
    n: u32,                // keys in the range (clear_words: words to clear)
    src_base: u32,         // first key of the range, counted from the start of src_keys
    dst_base: u32,         // the same in dst_keys
    shift: u32,            // lowest bit of this pass's digit
    tiles: u32,            // tiles of this dispatch (count_all_digits: 4096-key chunks)
    src_value_base: u32,   // first value in src_values
    dst_value_base: u32,   // first value in dst_values
    digit_pass: u32,       // which of the four digits this pass sorts by (0 for the lowest)
}

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> src_keys: array<u32>;
@group(0) @binding(2) var<storage, read_write> dst_keys: array<u32>;
@group(0) @binding(3) var<storage, read> src_values: array<u32>;
@group(0) @binding(4) var<storage, read_write> dst_values: array<u32>;
@group(0) @binding(5) var<storage, read_write> state: array<atomic<u32>>;
@group(0) @binding(6) var<storage, read_write> histograms: array<atomic<u32>>;

override KEY_TYPE: u32 = 0u;
override HAS_VALUES: bool = false;
// Look-back steps without news from a tile before this invocation counts that tile's keys itself.
override SPIN_LIMIT: u32 = 256u;
// Testing only: count the previous tile's keys at every tile's first look-back step.
override FORCE_FALLBACK: bool = false;

// Keys per invocation and tile (8..16; the ranking parts rely on at least 8, and on at most 16 for
// 16-bit places). OnesweepSort sets it; the tile is 256 times as many keys.
override KEYS_PER_INVOCATION: u32 = 16u;

const WORKGROUP_SIZE: u32 = 256u;
const MAX_KEYS_PER_INVOCATION: u32 = 16u;
override TILE: u32 = WORKGROUP_SIZE * KEYS_PER_INVOCATION;
const CHUNK: u32 = 4096u;
// Digit values; also the invocations of a workgroup (one per digit value in the look-back).
const RADIX: u32 = 256u;
const FLAG_COUNT: u32 = 1u;
const FLAG_PREFIX: u32 = 2u;
const VALUE_MASK: u32 = 0x3FFFFFFFu;

// One word per key an invocation holds (the first KEYS_PER_INVOCATION are used).
alias Keys = array<u32, MAX_KEYS_PER_INVOCATION>;

fn ordered(key: u32) -> u32 {
    if (KEY_TYPE == 1u) {
        return key ^ 0x80000000u;
    }
    if (KEY_TYPE == 2u) {
        if ((key & 0x7FFFFFFFu) > 0x7F800000u) {
            return 0xFFFFFFFFu;
        }
        return select(key | 0x80000000u, ~key, (key & 0x80000000u) != 0u);
    }
    return key;
}

fn digit_of(key: u32) -> u32 {
    return (ordered(key) >> params.shift) & (RADIX - 1u);
}

// The stand-in for a key past the end of the range: its ordered form is 0xFFFFFFFF, so every digit of
// it is 255 and it ranks after every real key of its tile (it comes last in the tile). Never written.
fn past_end_key() -> u32 {
    return select(0xFFFFFFFFu, 0x7FFFFFFFu, KEY_TYPE == 1u);
}

fn linear_workgroup(workgroup: vec3<u32>, grid: vec3<u32>) -> u32 {
    return workgroup.x + workgroup.y * grid.x;
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn clear_words(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) workgroup: vec3<u32>,
        @builtin(num_workgroups) grid: vec3<u32>) {
    let i = linear_workgroup(workgroup, grid) * WORKGROUP_SIZE + local;
    if (i < params.n) {
        atomicStore(&state[i], 0u);
    }
}

var<workgroup> digit_counts: array<atomic<u32>, 1024>;

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_all_digits(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) workgroup: vec3<u32>,
        @builtin(num_workgroups) grid: vec3<u32>) {
    for (var chunk = workgroup.x; chunk < params.tiles; chunk += grid.x) {
        var held: array<u32, CHUNK / WORKGROUP_SIZE>;
        for (var k = 0u; k < CHUNK / WORKGROUP_SIZE; k++) {
            let i = chunk * CHUNK + k * WORKGROUP_SIZE + local;
            held[k] = src_keys[params.src_base + min(i, params.n - 1u)];
        }
        for (var k = 0u; k < CHUNK / WORKGROUP_SIZE; k++) {
            let i = chunk * CHUNK + k * WORKGROUP_SIZE + local;
            if (i < params.n) {
                let key = ordered(held[k]);
                atomicAdd(&digit_counts[key & 0xFFu], 1u);
                atomicAdd(&digit_counts[256u + ((key >> 8u) & 0xFFu)], 1u);
                atomicAdd(&digit_counts[512u + ((key >> 16u) & 0xFFu)], 1u);
                atomicAdd(&digit_counts[768u + (key >> 24u)], 1u);
            }
        }
    }
    workgroupBarrier();
    for (var b = local; b < 1024u; b += WORKGROUP_SIZE) {
        let count = atomicLoad(&digit_counts[b]);
        if (count != 0u) {
            atomicAdd(&histograms[b], count);
        }
    }
}

var<workgroup> scan_words: array<u32, WORKGROUP_SIZE>;

// Exclusive scan of one word per invocation, in invocation order (Hillis-Steele). Every invocation
// must call it.
fn exclusive_words(local: u32, x: u32) -> u32 {
    var sum = x;
    scan_words[local] = sum;
    workgroupBarrier();
    for (var distance = 1u; distance < WORKGROUP_SIZE; distance <<= 1u) {
        if (local >= distance) {
            sum += scan_words[local - distance];
        }
        workgroupBarrier();
        scan_words[local] = sum;
        workgroupBarrier();
    }
    return sum - x;
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn scan_histograms(@builtin(local_invocation_index) local: u32) {
    for (var digit_pass = 0u; digit_pass < 4u; digit_pass++) {
        let start = exclusive_words(local, atomicLoad(&histograms[digit_pass * RADIX + local]));
        atomicStore(&histograms[1024u + digit_pass * RADIX + local], start);
    }
}


var<workgroup> tile_slot: u32;
// This workgroup's tile, and how many of its places hold keys of the range (sort_tile sets both first).
var<private> tile: u32;
var<private> valid: u32;
// Places of the tile in digit order held in workgroup memory at once: the whole tile, or half of it
// where the ranking leaves local_keys alone until its scatter (rank_match.wgsl).
// Workgroups of an SM share 48 KiB of workgroup memory on an H200 (found by counting the workgroups
// running at once): a 4,096-key tile held whole (23.5 KiB) lets 2 run per SM, held by halves (15.5 KiB)
// 3; keys alone sort 9% faster with the two extra barriers, pairs 3 to 4% with four.
override HELD_PLACES: u32 = select(TILE / 2u, TILE, RANKING_USES_LOCAL_KEYS);
// Rows of WORKGROUP_SIZE places an invocation writes out per half of the tile.
override ROWS_PER_PART: u32 = (KEYS_PER_INVOCATION + 1u) / 2u;
// The tile in digit order, HELD_PLACES places at a time (the ranking part writes the first places; before
// that it may use it as scratch), later the values of pairs in the same order.
var<workgroup> local_keys: array<u32, HELD_PLACES>;
// tile_starts[d]: the place of the tile's first key with digit d in digit order (past-the-end keys
// included, as digit 255); tile_starts[RADIX] = TILE.
var<workgroup> tile_starts: array<u32, 257>;
// Global position of the tile's key at place i: digit_base[digit] + i.
var<workgroup> digit_base: array<u32, RADIX>;

fn state_index(of_tile: u32, digit: u32) -> u32 {
    return 256u + of_tile * RADIX + digit;
}

// The keys of this digit among `ranked` of the tile's places: past-the-end keys rank as digit 255.
fn real_keys(digit: u32, ranked: u32) -> u32 {
    return ranked - select(0u, TILE - valid, digit == RADIX - 1u);
}

// Called by the ranking part for each digit as soon as it knows how many of the tile's places hold that
// digit (`ranked`): publishes the tile's count of the digit for later tiles' look-backs (tile 0
// publishes its prefix). Publishing here rather than after the tile is in digit order made each digit
// pass 3% faster on an H200: later tiles wait less.
fn tile_counted(digit: u32, ranked: u32) {
    let flag = select(FLAG_COUNT, FLAG_PREFIX, tile == 0u);
    atomicStore(&state[state_index(tile, digit)], (flag << 30u) | real_keys(digit, ranked));
}

// How many keys of tile `silent` have this digit: what the fallback computes when that tile is silent.
fn count_in_tile(silent: u32, digit: u32) -> u32 {
    var count = 0u;
    let end = min(params.n, (silent + 1u) * TILE);
    for (var i = silent * TILE; i < end; i++) {
        count += select(0u, 1u, digit_of(src_keys[params.src_base + i]) == digit);
    }
    return count;
}

// The number of keys with this digit in all tiles before this one, by decoupled look-back with
// fallback. Each step reads the words of the next eight earlier tiles at once and takes them in order
// until one is not yet published. The tiles just before this one rarely have their prefix yet (a tile
// publishes it only after its own look-back), so a walk goes back several tiles, and one read per tile
// made it a chain of that many round trips to memory (on an H200, four tiles a step took 7% off each
// digit pass, eight 1% more once counts were published early). Before tile 0 the reads repeat tile 0,
// which always publishes its prefix and so ends the walk.
fn look_back(digit: u32) -> u32 {
    var before = 0u;
    var look = tile - 1u;
    var spins = 0u;
    loop {
        let near = vec4<u32>(atomicLoad(&state[state_index(look, digit)]),
            atomicLoad(&state[state_index(max(look, 1u) - 1u, digit)]),
            atomicLoad(&state[state_index(max(look, 2u) - 2u, digit)]),
            atomicLoad(&state[state_index(max(look, 3u) - 3u, digit)]));
        let far = vec4<u32>(atomicLoad(&state[state_index(max(look, 4u) - 4u, digit)]),
            atomicLoad(&state[state_index(max(look, 5u) - 5u, digit)]),
            atomicLoad(&state[state_index(max(look, 6u) - 6u, digit)]),
            atomicLoad(&state[state_index(max(look, 7u) - 7u, digit)]));
        var waiting = false;
        for (var i = 0u; i < 8u; i++) {
            let word = select(far[i % 4u], near[i % 4u], i < 4u);
            let flag = word >> 30u;
            let forced = FORCE_FALLBACK && look + 1u == tile && spins == 0u;
            if (flag == FLAG_PREFIX && !forced) {
                return before + (word & VALUE_MASK);
            }
            if (flag != FLAG_COUNT || forced) {
                waiting = true;
                break;
            }
            before += word & VALUE_MASK;
            look -= 1u;
            spins = 0u;
        }
        if (!waiting) {
            continue;
        }
        spins++;
        if (spins >= SPIN_LIMIT || (FORCE_FALLBACK && look + 1u == tile)) {
            // The tile has published nothing for a long time: maybe it has not started and will not
            // start until this workgroup ends. Count its keys here instead of waiting.
            before += count_in_tile(look, digit);
            if (look == 0u) {
                return before;
            }
            look -= 1u;
            spins = 0u;
        }
    }
}

// The digits of the keys an invocation writes out, one per row of places, four to a word of an array
// (MAX_KEYS_PER_INVOCATION / 4 words, indexed by row / 4): what gives each value the place of its key. The
// helpers take and give words, not a pointer to the array: passed the array, pairs sorted 1% slower on an
// H200 (BENCHMARKS.md, "Radix sort").
fn digit_bits(row: u32, digit: u32) -> u32 {
    return digit << (8u * (row % 4u));
}

fn digit_in(word: u32, row: u32) -> u32 {
    return (word >> (8u * (row % 4u))) & 0xFFu;
}

// Between two barriers, puts into local_keys the words of this invocation whose places in digit order
// (bits 16..31 of their spots) lie in the part of the tile from `low` on, HELD_PLACES places.
fn hold_part(low: u32, spots: ptr<function, Keys>, words: ptr<function, Keys>) {
    workgroupBarrier();
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let place = (*spots)[j] >> 16u;
        if (place >= low && place < low + HELD_PLACES) {
            local_keys[place - low] = (*words)[j];
        }
    }
    workgroupBarrier();
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn sort_tile(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) workgroup: vec3<u32>,
        @builtin(num_workgroups) grid: vec3<u32>) {
    if (linear_workgroup(workgroup, grid) >= params.tiles) {
        return;
    }
    rank_setup(local);
    // Tiles in the order workgroups start, so the tiles a workgroup waits for have started already.
    if (local == 0u) {
        tile_slot = atomicAdd(&state[0], 1u);
    }
    tile = workgroupUniformLoad(&tile_slot);
    valid = min(params.n - tile * TILE, TILE);
    let tile_first = tile * TILE;

    // No branch around the loads (the last tile's past-the-end places read the range's last key and
    // drop it), so no subgroup has to reconverge before the ranking's subgroup operations.
    var keys: Keys;
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let at = key_position(local, j);
        let key = src_keys[params.src_base + min(tile_first + at, params.n - 1u)];
        keys[j] = select(past_end_key(), key, at < valid);
    }
    var spots: Keys;
    rank_tile(local, &keys, &spots);

    // Invocation `local` stands for the digit value `local`; the ranking has published the tile's count.
    let digit = local;
    var before = 0u;
    if (tile != 0u) {
        before = look_back(digit);
        let count = real_keys(digit, tile_starts[digit + 1u] - tile_starts[digit]);
        atomicStore(&state[state_index(tile, digit)], (FLAG_PREFIX << 30u) | (before + count));
    }
    let first = atomicLoad(&histograms[1024u + params.digit_pass * RADIX + digit]);
    digit_base[digit] = first + before - tile_starts[digit];
    workgroupBarrier();

    // Keys of one digit are consecutive now, so neighbouring invocations write neighbouring places.
    if (HELD_PLACES < TILE) {
        // Ranked by ballots: the ranking has put the first half of the tile in local_keys. Written for two
        // parts, not as a loop over TILE / HELD_PLACES parts: on an H200 that form ran 5% slower
        // (BENCHMARKS.md, "Workgroups per SM"). Pairs keep each place's digit, four to a word, for its value.
        var digits: array<u32, MAX_KEYS_PER_INVOCATION / 4u>;
        var values: Keys;
        for (var part = 0u; part < 2u; part++) {
            let low = part * HELD_PLACES;
            if (part == 1u) {
                hold_part(low, &spots, &keys);
                if (HAS_VALUES) {
                    // The values, in the registers the keys held, loaded while the second half of the keys
                    // is written (loaded after it, pairs sorted 1.4% slower on an H200). No branch around
                    // the loads: a past-the-end key's place, never written out, gets the tile's last value.
                    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
                        let origin = min(spots[j] & 0xFFFFu, valid - 1u);
                        values[j] = src_values[params.src_value_base + tile_first + origin];
                    }
                }
            }
            for (var j = 0u; j < ROWS_PER_PART; j++) {
                let at = j * WORKGROUP_SIZE + local;
                let i = low + at;
                if (at < HELD_PLACES) {
                    // Only the store is conditional: with the load and the address under the `if` too,
                    // each key took a branch and its reconvergence.
                    let key = local_keys[at];
                    let key_digit = digit_of(key);
                    if (HAS_VALUES) {
                        let row = part * ROWS_PER_PART + j;
                        digits[row / 4u] |= digit_bits(row, key_digit);
                    }
                    let to = params.dst_base + digit_base[key_digit] + i;
                    if (i < valid) {
                        dst_keys[to] = key;
                    }
                }
            }
        }
        if (HAS_VALUES) {
            // The values take the keys' way, by halves too.
            for (var part = 0u; part < 2u; part++) {
                let low = part * HELD_PLACES;
                hold_part(low, &spots, &values);
                for (var j = 0u; j < ROWS_PER_PART; j++) {
                    let at = j * WORKGROUP_SIZE + local;
                    let i = low + at;
                    if (at < HELD_PLACES) {
                        let row = part * ROWS_PER_PART + j;
                        let key_digit = digit_in(digits[row / 4u], row);
                        let value = local_keys[at];
                        let to = params.dst_value_base + digit_base[key_digit] + i;
                        if (i < valid) {
                            dst_values[to] = value;
                        }
                    }
                }
            }
        }
        return;
    }
    // The whole tile is in local_keys. The keys' digits, four to a word, give the values the same places
    // (holding each place instead, a word per key, made pairs 9% slower on an H200).
    var digits: array<u32, MAX_KEYS_PER_INVOCATION / 4u>;
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let i = j * WORKGROUP_SIZE + local;
        let key = local_keys[i];
        let key_digit = digit_of(key);
        digits[j / 4u] |= digit_bits(j, key_digit);
        let to = params.dst_base + digit_base[key_digit] + i;
        if (i < valid) {
            dst_keys[to] = key;
        }
    }
    if (HAS_VALUES) {
        // The values take the keys' way: into workgroup memory in digit order, then out. No branch around
        // the loads (a past-the-end key's place, never written out, gets the tile's last value): on an
        // H200 pairs sorted 2% faster than with the loads under `if`.
        workgroupBarrier();
        for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
            let origin = min(spots[j] & 0xFFFFu, valid - 1u);
            local_keys[spots[j] >> 16u] = src_values[params.src_value_base + tile_first + origin];
        }
        workgroupBarrier();
        for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
            let i = j * WORKGROUP_SIZE + local;
            let key_digit = digit_in(digits[j / 4u], j);
            let value = local_keys[i];
            let to = params.dst_value_base + digit_base[key_digit] + i;
            if (i < valid) {
                dst_values[to] = value;
            }
        }
    }
}
