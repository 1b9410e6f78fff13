// ---- wgsl/sort/digit_counters.wgsl ----
// Sixteen 16-bit counters of 4-bit digits, held by one invocation in two vectors: digits 0..7 in
// `low`, 8..15 in `high`, two per word. A part that split_scan.wgsl (its scatter counts a tile's digits)
// and rank_splits.wgsl (onesweep's two 4-bit splits per 8-bit digit count their halves) name at their top.
// A digit picks its word by a lane mask rather than an index: private vectors and arrays indexed by a
// variable are kept in memory, which made the split-scan kernel several times slower on SwiftShader.
// A counter holds at most 65,535: callers count at most 4,096 keys per tile.

struct Counters {
    low: vec4<u32>,
    high: vec4<u32>,
}

fn lane_of(digit: u32) -> vec4<bool> {
    return vec4<u32>(0u, 1u, 2u, 3u) == vec4<u32>((digit >> 1u) & 3u);
}

// The count of `digit` (0..15).
fn counter(c: Counters, digit: u32) -> u32 {
    let words = select(c.high, c.low, digit < 8u);
    let word = dot(select(vec4<u32>(0u), words, lane_of(digit)), vec4<u32>(1u));
    return (word >> ((digit & 1u) * 16u)) & 0xFFFFu;
}

// `c` with one more of `digit` (0..15).
fn count_one(c: Counters, digit: u32) -> Counters {
    let one = select(vec4<u32>(0u), vec4<u32>(1u << ((digit & 1u) * 16u)), lane_of(digit));
    let low = digit < 8u;
    return Counters(c.low + select(vec4<u32>(0u), one, low), c.high + select(one, vec4<u32>(0u), low));
}

// ---- wgsl/sort/split_scan.wgsl ----
// Split-scan radix sort, one 4-bit digit per pass: the teaching version, whose digit offsets come
// from the lab's own prefix sum. One pass over digit `params.shift` runs three steps:
//   count_digits  one workgroup per 1024-key tile: how many keys of the tile hold each of the 16
//                 digits, written digit-major: counts[digit * tiles + tile]
//   (host)        PrefixSum scans `counts` in place (exclusive): counts[digit * tiles + tile] becomes
//                 the number of keys with a smaller digit anywhere, plus those with the same digit in
//                 earlier tiles, which is exactly where the tile's first key of that digit goes
//   scatter       one workgroup per tile: each key goes to its digit's offset plus the number of keys
//                 of the same digit before it in the tile (a workgroup scan of 16 counters)
// Work: 256 invocations per workgroup, 4 consecutive keys per invocation (so ranks in invocation order
// keep the input order: the sort is stable). Eight passes sort 32-bit keys; each moves about 12 bytes
// per key (count reads it, scatter reads and writes it), 20 with a u32 value, plus n/64 words of counts.
// Bindings: 0 params (uniform), 1 src_keys, 2 dst_keys, 3 src_values, 4 dst_values, 5 counts. Keys
// and values are reached at a base (ranges bound from the aligned offset below them). Without values
// (HAS_VALUES false) bindings 3 and 4 hold a small dummy.
// Key order: KEY_TYPE 0 u32, 1 i32 (sign bit flipped), 2 f32 in Java's Float.compare order (negative
// floats bit-inverted, positive ones with the sign bit set: -0.0 before 0.0; every NaN after +inf and
// equal to each other, so NaNs keep their input order). Keys move as they are: only digits see the
// transform.
// Limits: n < 2^32 - 1024; tiles spread over a 2D grid (index x + y * num_workgroups.x), so their count
// may exceed 65,535.
//
// part: sort/digit_counters.wgsl

struct Params {
    n: u32,                // keys in the range
    src_base: u32,         // first key of the range, counted from the start of src_keys
    dst_base: u32,         // the same in dst_keys
    shift: u32,            // lowest bit of this pass's digit
    tiles: u32,            // tiles of this dispatch (workgroups past it only pad a 2D grid)
    src_value_base: u32,   // first value in src_values
    dst_value_base: u32,   // first value in dst_values
}

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> src_keys: array<u32>;
@group(0) @binding(2) var<storage, read_write> dst_keys: array<u32>;
@group(0) @binding(3) var<storage, read> src_values: array<u32>;
@group(0) @binding(4) var<storage, read_write> dst_values: array<u32>;
@group(0) @binding(5) var<storage, read_write> counts: array<u32>;

override KEY_TYPE: u32 = 0u;
override HAS_VALUES: bool = false;

const WORKGROUP_SIZE: u32 = 256u;
const KEYS_PER_INVOCATION: u32 = 4u;
const TILE: u32 = 1024u;
const RADIX: u32 = 16u;

// The key's bits turned so that unsigned order is the order of its type.
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

var<workgroup> histogram: array<atomic<u32>, RADIX>;

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_digits(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) workgroup: vec3<u32>,
        @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = linear_workgroup(workgroup, grid);
    if (tile >= params.tiles) {
        return;
    }
    // Order does not matter for counting, so consecutive invocations read consecutive keys.
    for (var k = 0u; k < KEYS_PER_INVOCATION; k++) {
        let i = tile * TILE + k * WORKGROUP_SIZE + local;
        if (i < params.n) {
            atomicAdd(&histogram[digit_of(src_keys[params.src_base + i])], 1u);
        }
    }
    workgroupBarrier();
    if (local < RADIX) {
        counts[local * params.tiles + tile] = atomicLoad(&histogram[local]);
    }
}

var<workgroup> scan_low: array<vec4<u32>, WORKGROUP_SIZE>;
var<workgroup> scan_high: array<vec4<u32>, WORKGROUP_SIZE>;
var<workgroup> tile_offsets: array<u32, RADIX>;

// Exclusive scan of every invocation's counters in invocation order (Hillis-Steele in workgroup
// memory). No counter overflows its 16 bits: a tile holds 1024 keys.
fn exclusive_counters(local: u32, own: Counters) -> Counters {
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
    return Counters(low - own.low, high - own.high);
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn scatter(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) workgroup: vec3<u32>,
        @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = linear_workgroup(workgroup, grid);
    if (tile >= params.tiles) {
        return;
    }
    if (local < RADIX) {
        tile_offsets[local] = counts[local * params.tiles + tile];
    }
    let first = tile * TILE + local * KEYS_PER_INVOCATION;
    // The invocation's four keys, each with how many of the keys before it here share its digit.
    let k0 = load_key(first);
    let k1 = load_key(first + 1u);
    let k2 = load_key(first + 2u);
    let k3 = load_key(first + 3u);
    let d0 = digit_of(k0);
    let d1 = digit_of(k1);
    let d2 = digit_of(k2);
    let d3 = digit_of(k3);
    let zero = Counters(vec4<u32>(0u), vec4<u32>(0u));
    let c1 = count_one(zero, d0);
    let c2 = count_one(c1, d1);
    let c3 = count_one(c2, d2);
    let c4 = count_one(c3, d3);
    // Keys past the end count nothing: only the last tile has them, and they come last.
    var own = c4;
    let valid = min(params.n - min(first, params.n), KEYS_PER_INVOCATION);
    if (valid == 0u) {
        own = zero;
    } else if (valid == 1u) {
        own = c1;
    } else if (valid == 2u) {
        own = c2;
    } else if (valid == 3u) {
        own = c3;
    }
    let earlier = exclusive_counters(local, own);
    place(first, k0, d0, counter(earlier, d0));
    place(first + 1u, k1, d1, counter(earlier, d1) + counter(c1, d1));
    place(first + 2u, k2, d2, counter(earlier, d2) + counter(c2, d2));
    place(first + 3u, k3, d3, counter(earlier, d3) + counter(c3, d3));
}

fn load_key(i: u32) -> u32 {
    if (i < params.n) {
        return src_keys[params.src_base + i];
    }
    return 0u;
}

// Writes key i of the range (and its value) to its digit's place: the tile's offset for the digit
// plus `rank`, the keys of that digit before it in the tile.
fn place(i: u32, key: u32, digit: u32, rank: u32) {
    if (i >= params.n) {
        return;
    }
    let destination = tile_offsets[digit] + rank;
    dst_keys[params.dst_base + destination] = key;
    if (HAS_VALUES) {
        dst_values[params.dst_value_base + destination] = src_values[params.src_value_base + i];
    }
}
