// OneSweep radix sort: one pass over the keys counts all four 8-bit digits, then one pass per digit
// moves every key to its place, the digit offsets of earlier tiles coming from a chained scan across
// tiles (decoupled look-back) instead of a separate scan pass. After Adinets and Merrill, "Onesweep"
// (2022), with the decoupled fallback of Smith, Levien and Owens (SPAA 2025): a tile that waits too
// long for an earlier tile's counts counts that tile's keys itself, so no workgroup depends on another
// making progress.
//   clear_words       zeroes the first params.n words of `state` (the histograms before a run, the
//                     look-back state and its ticket before each digit pass)
//   count_all_digits  one row of at most 1024 workgroups counts the four digits of 4096-key chunks
//                     (grid-stride) in workgroup memory and adds its counts to the global histograms
//   scan_histograms   one workgroup: each digit's histogram becomes its exclusive scan, the first
//                     output position of each digit value
//   sort_tile         one workgroup per 2048-key tile, in ticket order: sorts its tile by the digit in
//                     workgroup memory (two stable 4-bit splits, so it needs no subgroups and is right
//                     for every subgroup size), publishes its 256 digit counts, looks back for the
//                     counts of all earlier tiles (one invocation per digit value), publishes its
//                     inclusive counts and writes its keys, now grouped by digit, to their places.
// Work: 256 invocations, 8 keys each per tile. Traffic per key: 4 bytes read by the histogram pass,
// then per digit pass 4 read and 4 written (values: 4 more read and 4 written): 36 bytes for 32-bit
// keys, 68 with values, plus 1 KiB of state per tile and pass.
// Bindings: 0 params (uniform), 1 src_keys, 2 dst_keys, 3 src_values, 4 dst_values (dummies without
// values), 5 state (atomic words: the ticket, then 256 per tile: bits 30..31 the flag, 1 the tile's
// own count, 2 its inclusive prefix; bits 0..29 the count, so n < 2^30), 6 histograms (4 x 256 counts,
// then 4 x 256 digit starts).
// Key order (KEY_TYPE) as in split_scan.wgsl. Workgroup memory: about 27 KiB.
// Limits: n < 2^30; tiles on a 2D grid (index x + y * num_workgroups.x), so their count may exceed 65,535.

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

const WORKGROUP_SIZE: u32 = 256u;
const KEYS_PER_INVOCATION: u32 = 8u;
const TILE: u32 = 2048u;
const CHUNK: u32 = 4096u;
const RADIX: u32 = 256u;
const FLAG_COUNT: u32 = 1u;
const FLAG_PREFIX: u32 = 2u;
const VALUE_MASK: u32 = 0x3FFFFFFFu;
// A key past the end of the range: it sorts after every real key of its tile and is never written.
const PAST_END: u32 = 0xFFFFFFFFu;

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
        for (var k = 0u; k < CHUNK / WORKGROUP_SIZE; k++) {
            let i = chunk * CHUNK + k * WORKGROUP_SIZE + local;
            if (i < params.n) {
                let key = ordered(src_keys[params.src_base + i]);
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

// Sixteen 16-bit counters of 4-bit values, as in split_scan.wgsl: 0..7 in `low`, 8..15 in `high`.
struct Counters {
    low: vec4<u32>,
    high: vec4<u32>,
}

fn lane_of(nibble: u32) -> vec4<bool> {
    return vec4<u32>(0u, 1u, 2u, 3u) == vec4<u32>((nibble >> 1u) & 3u);
}

fn counter(c: Counters, nibble: u32) -> u32 {
    let words = select(c.high, c.low, nibble < 8u);
    let word = dot(select(vec4<u32>(0u), words, lane_of(nibble)), vec4<u32>(1u));
    return (word >> ((nibble & 1u) * 16u)) & 0xFFFFu;
}

fn count_one(c: Counters, nibble: u32) -> Counters {
    let one = select(vec4<u32>(0u), vec4<u32>(1u << ((nibble & 1u) * 16u)), lane_of(nibble));
    let low = nibble < 8u;
    return Counters(c.low + select(vec4<u32>(0u), one, low), c.high + select(one, vec4<u32>(0u), low));
}

var<workgroup> scan_low: array<vec4<u32>, WORKGROUP_SIZE>;
var<workgroup> scan_high: array<vec4<u32>, WORKGROUP_SIZE>;

struct CounterScan {
    earlier: Counters,
    total: Counters,
}

// Exclusive scan of every invocation's counters in invocation order, and the workgroup's totals.
// No counter overflows: a tile holds 2048 keys. Every invocation must call it.
fn scan_counters(local: u32, own: Counters) -> CounterScan {
    var low = own.low;
    var high = own.high;
    scan_low[local] = low;
    scan_high[local] = high;
    workgroupBarrier();
    for (var distance = 1u; distance < WORKGROUP_SIZE; distance <<= 1u) {
        if (local >= distance) {
            low += scan_low[local - distance];
            high += scan_high[local - distance];
        }
        workgroupBarrier();
        scan_low[local] = low;
        scan_high[local] = high;
        workgroupBarrier();
    }
    let total = Counters(scan_low[WORKGROUP_SIZE - 1u], scan_high[WORKGROUP_SIZE - 1u]);
    return CounterScan(Counters(low - own.low, high - own.high), total);
}

// The first position of each 4-bit value in a tile sorted by it: the exclusive scan of the totals.
fn nibble_start(total: Counters, nibble: u32) -> u32 {
    var start = 0u;
    for (var v = 0u; v < nibble; v++) {
        start += counter(total, v);
    }
    return start;
}

var<workgroup> nibble_starts: array<u32, 16>;

var<workgroup> tile_slot: u32;
var<workgroup> local_keys: array<u32, TILE>;
// Where each sorted key of the tile came from, as its index in the tile.
var<workgroup> local_origin: array<u32, TILE>;
var<workgroup> tile_digit_counts: array<atomic<u32>, RADIX>;
// Global position of the tile's key at local position i: digit_base[digit] + i.
var<workgroup> digit_base: array<u32, RADIX>;

// The digit of a key in the tile's local order, past-the-end keys last.
fn tile_digit(key: u32, origin: u32, valid: u32) -> u32 {
    if (origin >= valid) {
        return RADIX - 1u;
    }
    return digit_of(key);
}

// One stable split of the tile by the 4-bit value at `nibble_shift` of the digit: keys[j] and
// origins[j] are the invocation's keys at local positions 8 * local + j; each goes to its place in
// the new order in local_keys and local_origin. Past-the-end keys keep the last places.
fn split(local: u32, keys: array<u32, 8>, origins: array<u32, 8>, valid: u32, nibble_shift: u32) {
    var nibbles: array<u32, 8>;
    var before: array<u32, 8>;
    var own = Counters(vec4<u32>(0u), vec4<u32>(0u));
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let nibble = (tile_digit(keys[j], origins[j], valid) >> nibble_shift) & 15u;
        nibbles[j] = nibble;
        before[j] = counter(own, nibble);
        own = count_one(own, nibble);
    }
    let scanned = scan_counters(local, own);
    // Sixteen invocations work out where each 4-bit value starts, once for the tile.
    if (local < 16u) {
        nibble_starts[local] = nibble_start(scanned.total, local);
    }
    workgroupBarrier();
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let nibble = nibbles[j];
        let place = nibble_starts[nibble] + counter(scanned.earlier, nibble) + before[j];
        local_keys[place] = keys[j];
        local_origin[place] = origins[j];
    }
    workgroupBarrier();
}

fn state_index(tile: u32, digit: u32) -> u32 {
    return 256u + tile * RADIX + digit;
}

// How many keys of tile `tile` have this digit: what the fallback computes when that tile is silent.
fn count_in_tile(tile: u32, digit: u32) -> u32 {
    var count = 0u;
    let end = min(params.n, (tile + 1u) * TILE);
    for (var i = tile * TILE; i < end; i++) {
        count += select(0u, 1u, digit_of(src_keys[params.src_base + i]) == digit);
    }
    return count;
}

// The number of keys with this digit in all tiles before `tile`, by decoupled look-back with fallback.
fn look_back(tile: u32, digit: u32) -> u32 {
    var before = 0u;
    var look = tile - 1u;
    var spins = 0u;
    loop {
        let word = atomicLoad(&state[state_index(look, digit)]);
        let flag = word >> 30u;
        if (flag == FLAG_PREFIX && !(FORCE_FALLBACK && look + 1u == tile && spins == 0u)) {
            return before + (word & VALUE_MASK);
        }
        if (flag == FLAG_COUNT && !(FORCE_FALLBACK && look + 1u == tile && spins == 0u)) {
            before += word & VALUE_MASK;
            look -= 1u;
            spins = 0u;
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

@compute @workgroup_size(WORKGROUP_SIZE)
fn sort_tile(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) workgroup: vec3<u32>,
        @builtin(num_workgroups) grid: vec3<u32>) {
    if (linear_workgroup(workgroup, grid) >= params.tiles) {
        return;
    }
    // Tiles in the order workgroups start, so the tiles a workgroup waits for have started already.
    if (local == 0u) {
        tile_slot = atomicAdd(&state[0], 1u);
    }
    let tile = workgroupUniformLoad(&tile_slot);
    let valid = min(params.n - tile * TILE, TILE);

    var keys: array<u32, 8>;
    var origins: array<u32, 8>;
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let origin = local * KEYS_PER_INVOCATION + j;
        origins[j] = origin;
        keys[j] = PAST_END;
        if (origin < valid) {
            keys[j] = src_keys[params.src_base + tile * TILE + origin];
            atomicAdd(&tile_digit_counts[digit_of(keys[j])], 1u);
        }
    }
    // Sort the tile by its digit: low four bits, then high four bits, each split stable.
    split(local, keys, origins, valid, 0u);
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        keys[j] = local_keys[local * KEYS_PER_INVOCATION + j];
        origins[j] = local_origin[local * KEYS_PER_INVOCATION + j];
    }
    workgroupBarrier();
    split(local, keys, origins, valid, 4u);

    // Invocation `local` stands for the digit value `local`.
    let digit = local;
    let count = atomicLoad(&tile_digit_counts[digit]);
    let local_start = exclusive_words(local, count);
    var before = 0u;
    if (tile == 0u) {
        atomicStore(&state[state_index(tile, digit)], (FLAG_PREFIX << 30u) | count);
    } else {
        atomicStore(&state[state_index(tile, digit)], (FLAG_COUNT << 30u) | count);
        before = look_back(tile, digit);
        atomicStore(&state[state_index(tile, digit)], (FLAG_PREFIX << 30u) | (before + count));
    }
    let first = atomicLoad(&histograms[1024u + params.digit_pass * RADIX + digit]);
    digit_base[digit] = first + before - local_start;
    workgroupBarrier();

    // Keys of one digit are consecutive now, so neighbouring invocations write neighbouring places.
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let i = j * WORKGROUP_SIZE + local;
        if (i < valid) {
            let key = local_keys[i];
            let destination = digit_base[digit_of(key)] + i;
            dst_keys[params.dst_base + destination] = key;
            if (HAS_VALUES) {
                dst_values[params.dst_value_base + destination] =
                        src_values[params.src_value_base + tile * TILE + local_origin[i]];
            }
        }
    }
}
