// histogram/partitioned.wgsl as composed, with its 19 runtime indexings clamped by hand (min), as Tint's
// robustness clamps them; run without robustness (BENCHMARKS.md, "What WebGPU's robustness costs").
// ---- wgsl/histogram/bin_of.wgsl ----
// The bin of a value, shared by every histogram kernel.
// Bin of v: floor(v * bins / 2^bits) over the low `bits` bits of v (higher bits are ignored), exact for
//   every bins in 1..65,536 and bits in 1..32, with no 64-bit or float arithmetic: the low bits are shifted
//   to the top of the word, w = v * 2^(32 - bits), so the bin is floor(w * bins / 2^32), the high word of a
//   48-bit product. With w = hi * 2^16 + lo that is floor((hi * bins + floor(lo * bins / 2^16)) / 2^16),
//   and neither sum nor product passes 2^32 - 1 (hi, lo < 2^16, bins <= 2^16). Five instructions; the form
//   before (the product as two words, then shifted right by bits) took about 20, and the partitioned
//   histogram's first pass ran 1.09 times faster without them on an H100 (BENCHMARKS.md "Histogram").
// Bindings: none (a plain function of its arguments).

fn bin_of(raw: u32, bins: u32, bits: u32) -> u32 {
    let top = raw << (32u - bits); // bits = 32: a shift by 0
    return ((top >> 16u) * bins + (((top & 0xffffu) * bins) >> 16u)) >> 16u;
}

// ---- wgsl/histogram/partitioned.wgsl ----
// partitioned: a histogram of many bins in two passes, each value's bin split into a bucket (its high 8
// bits) and a sub-bin (its low 8 bits), so that no pass needs more than 256 counters per workgroup.
// Computes: counts[b] += how many of the n values fall in bin b (counts cleared before the run).
// Why it exists: 65,536 counters do not fit a workgroup's memory, and one global atomic per value is as
//   slow as L2's random atomics (private_counts.wgsl and global_counts.wgsl, BENCHMARKS.md "Histogram").
//   Partitioning first makes every bucket's values a short stream of bytes that 256 counters can count.
// Pass 1, partition_tiles: a workgroup takes a tile of TILE values (an invocation keeps its 32 in eight
//   named vectors), counts them per bucket with workgroup atomics (the add's old value is the value's rank
//   in its bucket), scans the bucket sizes in words, sets each value's sub-bin byte at its bucket's piece
//   and rank in a zeroed staging array (atomicOr, four bytes a word), and writes the used words to the
//   tile's region of `pieces` in one coalesced sweep; a row of `table` says where each bucket's piece starts
//   (word) and how many bytes it holds (start << 16 | size), so the pad bytes at a piece's end are never
//   counted.
// Pass 2, count_pieces: a workgroup per (slice of tiles, bucket), slice-major, so the workgroups that run
//   together read the same tiles' rows and regions from L2; the table entries of 256 tiles are loaded at
//   once, then groups of `lanes` invocations walk one tile's piece each (coalesced within the piece; about
//   two words per invocation on random input), count sub-bins with workgroup atomics, and add each nonzero
//   count to the global count once. A word of four equal bytes (a skewed input's usual word) adds to a run
//   held in a register instead, so one bin taking everything does not serialize on one counter there.
// Traffic: read 4 bytes, write about 1.2, read about 1.2 per value (pad words and the table included).
// Measured (H100, 65,536 bins, 2^26; BENCHMARKS.md "Histogram"): 0.28 of the read kernel, pass 1 about
//   three quarters of the time. Both passes are bound by workgroup atomics, not memory: the ranking atomic,
//   whose old value is used, is more than a quarter of the run. Every value in one bucket runs as fast as
//   random input; values split between buckets 0 and 128 (counters in one bank) run 4 times slower at 2^26.
// Bindings: 0 params (uniform), 1 values as scalars (read), 2 the same values as whole vec4s (read; a
//   stand-in of one vector when n < 4), 3 counts (read_write, one atomic u32 per bin), 4 pieces (tiles *
//   region words), 5 table (tiles * buckets words). Pass 1 binds 0, 1, 2, 4, 5; pass 2 binds 0, 3, 4, 5.
// Dispatch: 2D (DispatchGrid), linear workgroup index wid.x + wid.y * grid.x; extra workgroups return.
// Limits: bins up to 65,536 (256 buckets of 256); n < 2^32 - TILE; 2,817 words (11 KiB) of workgroup memory in
//   pass 1.
//
// part: histogram/bin_of.wgsl

const WORKGROUP_SIZE: u32 = 256u;
// Values a tile holds: 8 whole vectors per invocation (PartitionedHistogram.TILE says the same).
const TILE: u32 = 8192u;
const MAX_BUCKETS: u32 = 256u;
// A piece's words start word-aligned, so a tile's bytes take at most one pad word per bucket more.
const STAGING_WORDS: u32 = TILE / 4u + MAX_BUCKETS;
// An invocation's mark for a slot past n (no bin is 0xffff with rank 0xffff: ranks stay below TILE).
const NO_VALUE: u32 = 0xffffffffu;

struct PartitionParams {
    count: u32,
    bins: u32,
    bits: u32,
    tiles: u32,
    buckets: u32,
    region_words: u32,
    tiles_per_slice: u32,
    slices: u32,
    lanes: u32,
}

@group(0) @binding(0) var<uniform> params: PartitionParams;
@group(0) @binding(1) var<storage, read> scalars: array<u32>;
@group(0) @binding(2) var<storage, read> vectors: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> counts: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> pieces: array<u32>;
@group(0) @binding(5) var<storage, read_write> table: array<u32>;

var<workgroup> bucket_sizes: array<atomic<u32>, MAX_BUCKETS>;
var<workgroup> piece_starts: array<u32, MAX_BUCKETS>;
var<workgroup> staging: array<atomic<u32>, STAGING_WORDS>;
var<workgroup> tile_words: u32;
var<workgroup> sub_counts: array<atomic<u32>, 256>;
var<workgroup> chunk_entries: array<u32, WORKGROUP_SIZE>;

// Vector `v` of the input; past n its slots hold 0 (partition_tiles marks them by their index).
fn load_vector(v: u32) -> vec4<u32> {
    if (v < params.count / 4u) {
        return vectors[min(v, arrayLength(&vectors) - 1u)];
    }
    var tail = vec4<u32>(0u);
    for (var c = 0u; c < 4u; c++) {
        if (v * 4u + c < params.count) {
            tail[c] = scalars[min(v * 4u + c, arrayLength(&scalars) - 1u)];
        }
    }
    return tail;
}

// The value at index `i` as its bin and its rank among this tile's values of the bin's bucket.
fn rank(value: u32, i: u32) -> u32 {
    if (i >= params.count) {
        return NO_VALUE;
    }
    let bin = bin_of(value, params.bins, params.bits);
    return (bin << 16u) | atomicAdd(&bucket_sizes[min(bin >> 8u, 255u)], 1u);
}

// The ranks of vector `v` of the input, whose values are `values`.
fn rank_vector(values: vec4<u32>, v: u32) -> vec4<u32> {
    return vec4<u32>(rank(values.x, v * 4u), rank(values.y, v * 4u + 1u), rank(values.z, v * 4u + 2u),
                     rank(values.w, v * 4u + 3u));
}

// Sets a ranked value's sub-bin byte in its bucket's piece of the staging words.
fn place(key: u32) {
    if (key != NO_VALUE) {
        let bin = key >> 16u;
        let slot = key & 0xffffu;
        atomicOr(&staging[min(piece_starts[min(bin >> 8u, 255u)] + slot / 4u, STAGING_WORDS - 1u)], (bin & 255u) << (8u * (slot % 4u)));
    }
}

fn place_vector(keys: vec4<u32>) {
    place(keys.x);
    place(keys.y);
    place(keys.z);
    place(keys.w);
}

// Exclusive sum of `words` over the workgroup, in piece_starts; the total in tile_words.
fn scan_piece_words(lid: u32, words: u32) {
    var sum = words;
    piece_starts[lid] = sum;
    workgroupBarrier();
    for (var offset = 1u; offset < MAX_BUCKETS; offset <<= 1u) {
        let before = select(0u, piece_starts[lid - offset], lid >= offset);
        workgroupBarrier();
        sum += before;
        piece_starts[lid] = sum;
        workgroupBarrier();
    }
    piece_starts[lid] = sum - words;
    if (lid == MAX_BUCKETS - 1u) {
        tile_words = sum;
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn partition_tiles(@builtin(local_invocation_index) lid: u32,
                   @builtin(workgroup_id) wid: vec3<u32>,
                   @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = wid.x + wid.y * grid.x;
    if (tile >= params.tiles) {
        return;
    }
    atomicStore(&bucket_sizes[lid], 0u);
    for (var w = lid; w < STAGING_WORDS; w += WORKGROUP_SIZE) {
        atomicStore(&staging[w], 0u);
    }
    // Eight vectors per invocation in eight named values (an array indexed in a loop may be left in local
    // memory), all loaded before the first rank, so that they are in flight at once.
    let at = tile * (TILE / 4u) + lid;
    let v0 = load_vector(at);
    let v1 = load_vector(at + WORKGROUP_SIZE);
    let v2 = load_vector(at + 2u * WORKGROUP_SIZE);
    let v3 = load_vector(at + 3u * WORKGROUP_SIZE);
    let v4 = load_vector(at + 4u * WORKGROUP_SIZE);
    let v5 = load_vector(at + 5u * WORKGROUP_SIZE);
    let v6 = load_vector(at + 6u * WORKGROUP_SIZE);
    let v7 = load_vector(at + 7u * WORKGROUP_SIZE);
    workgroupBarrier();
    let k0 = rank_vector(v0, at);
    let k1 = rank_vector(v1, at + WORKGROUP_SIZE);
    let k2 = rank_vector(v2, at + 2u * WORKGROUP_SIZE);
    let k3 = rank_vector(v3, at + 3u * WORKGROUP_SIZE);
    let k4 = rank_vector(v4, at + 4u * WORKGROUP_SIZE);
    let k5 = rank_vector(v5, at + 5u * WORKGROUP_SIZE);
    let k6 = rank_vector(v6, at + 6u * WORKGROUP_SIZE);
    let k7 = rank_vector(v7, at + 7u * WORKGROUP_SIZE);
    workgroupBarrier();
    let size = atomicLoad(&bucket_sizes[lid]);
    scan_piece_words(lid, (size + 3u) / 4u);
    workgroupBarrier();
    if (lid < params.buckets) {
        table[min(tile * params.buckets + lid, arrayLength(&table) - 1u)] = (piece_starts[lid] << 16u) | size;
    }
    place_vector(k0);
    place_vector(k1);
    place_vector(k2);
    place_vector(k3);
    place_vector(k4);
    place_vector(k5);
    place_vector(k6);
    place_vector(k7);
    workgroupBarrier();
    let region = tile * params.region_words;
    let words = tile_words;
    for (var w = lid; w < words; w += WORKGROUP_SIZE) {
        pieces[min(region + w, arrayLength(&pieces) - 1u)] = atomicLoad(&staging[min(w, STAGING_WORDS - 1u)]);
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_pieces(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= params.slices * params.buckets) {
        return;
    }
    let slice = group / params.buckets;
    let bucket = group % params.buckets;
    atomicStore(&sub_counts[lid], 0u);
    let lanes = params.lanes;
    let first = slice * params.tiles_per_slice;
    let last = min(first + params.tiles_per_slice, params.tiles);
    var run_sub = 0u;
    var run = 0u;
    // The table entries of 256 tiles at a time, loaded at once, so a piece's words wait on no other load.
    for (var chunk = first; chunk < last; chunk += WORKGROUP_SIZE) {
        workgroupBarrier();
        if (chunk + lid < last) {
            chunk_entries[lid] = table[min((chunk + lid) * params.buckets + bucket, arrayLength(&table) - 1u)];
        }
        workgroupBarrier();
        let tiles_here = min(WORKGROUP_SIZE, last - chunk);
        for (var t = lid / lanes; t < tiles_here; t += WORKGROUP_SIZE / lanes) {
            let entry = chunk_entries[min(t, WORKGROUP_SIZE - 1u)];
            let size = entry & 0xffffu;
            let start = (chunk + t) * params.region_words + (entry >> 16u);
            for (var w = lid % lanes; w * 4u < size; w += lanes) {
                let word = pieces[min(start + w, arrayLength(&pieces) - 1u)];
                let low = word & 255u;
                if (size - w * 4u < 4u) {
                    for (var b = 0u; b < size - w * 4u; b++) {
                        atomicAdd(&sub_counts[min((word >> (8u * b)) & 255u, 255u)], 1u);
                    }
                } else if (word == low * 0x01010101u) {
                    if (low != run_sub && run != 0u) {
                        atomicAdd(&sub_counts[min(run_sub, 255u)], run);
                        run = 0u;
                    }
                    run_sub = low;
                    run += 4u;
                } else {
                    atomicAdd(&sub_counts[min(low, 255u)], 1u);
                    atomicAdd(&sub_counts[min((word >> 8u) & 255u, 255u)], 1u);
                    atomicAdd(&sub_counts[min((word >> 16u) & 255u, 255u)], 1u);
                    atomicAdd(&sub_counts[min(word >> 24u, 255u)], 1u);
                }
            }
        }
    }
    if (run != 0u) {
        atomicAdd(&sub_counts[min(run_sub, 255u)], run);
    }
    workgroupBarrier();
    let count = atomicLoad(&sub_counts[lid]);
    let bin = bucket * 256u + lid;
    if (count != 0u && bin < params.bins) {
        atomicAdd(&counts[min(bin, arrayLength(&counts) - 1u)], count);
    }
}
