// Histogram of 65,536 bins (bin = v >> 16) in three ranges of packed 16-bit counters per workgroup.
const WG = 256u;
override WORDS: u32 = 12288u;  // 48 KiB of packed 16-bit fields: 24,576 bins
override RANGE_BINS: u32 = 2u * WORDS;
override RANGES: u32 = (32768u + WORDS - 1u) / WORDS;
const LOADS = 8u;              // vec4 per thread per round; a barrier after each round

struct P1 { vectors: u32, chunk_vectors: u32, chunks: u32, pad: u32 }
@group(0) @binding(0) var<storage, read> src: array<vec4u>;
@group(0) @binding(1) var<storage, read_write> partial: array<u32>;
@group(0) @binding(2) var<storage, read_write> overflow: array<atomic<u32>>;
@group(0) @binding(3) var<uniform> p: P1;
var<workgroup> counts: array<atomic<u32>, WORDS>;

fn count(v: u32, base: u32) {
    let bin = v >> 16u;
    let local = bin - base;
    if (local < RANGE_BINS) {
        let shift = (local & 1u) * 16u;
        let old = atomicAdd(&counts[local >> 1u], 1u << shift);
        if (((old >> shift) & 0xFFFFu) == 0x7FFFu) {
            atomicAdd(&overflow[bin], 0x8000u);
            atomicSub(&counts[local >> 1u], 0x8000u << shift);
        }
    }
}

fn count4(g: vec4u, base: u32) {
    count(g.x, base); count(g.y, base); count(g.z, base); count(g.w, base);
}

@compute @workgroup_size(WG)
fn pass1(@builtin(workgroup_id) wid: vec3u, @builtin(local_invocation_index) lid: u32) {
    let chunk = wid.x / RANGES;
    let range = wid.x % RANGES;
    let base = range * RANGE_BINS;
    let first = chunk * p.chunk_vectors;
    let end = min(first + p.chunk_vectors, p.vectors);
    for (var round = first; round < end; round += LOADS * WG) {
        let i = round + lid;
        let last = end - 1u;
        let g0 = src[min(i, last)];
        let g1 = src[min(i + WG, last)];
        let g2 = src[min(i + 2u * WG, last)];
        let g3 = src[min(i + 3u * WG, last)];
        let g4 = src[min(i + 4u * WG, last)];
        let g5 = src[min(i + 5u * WG, last)];
        let g6 = src[min(i + 6u * WG, last)];
        let g7 = src[min(i + 7u * WG, last)];
        if (i < end) { count4(g0, base); }
        if (i + WG < end) { count4(g1, base); }
        if (i + 2u * WG < end) { count4(g2, base); }
        if (i + 3u * WG < end) { count4(g3, base); }
        if (i + 4u * WG < end) { count4(g4, base); }
        if (i + 5u * WG < end) { count4(g5, base); }
        if (i + 6u * WG < end) { count4(g6, base); }
        if (i + 7u * WG < end) { count4(g7, base); }
        workgroupBarrier();
    }
    workgroupBarrier();
    for (var w = lid; w < WORDS; w += WG) {
        partial[wid.x * WORDS + w] = atomicLoad(&counts[w]);
    }
}

struct P2 { chunks: u32, pad0: u32, pad1: u32, pad2: u32 }
@group(0) @binding(0) var<storage, read> partial2: array<u32>;
@group(0) @binding(1) var<storage, read_write> overflow2: array<u32>;
@group(0) @binding(2) var<storage, read_write> hist: array<u32>;
@group(0) @binding(3) var<uniform> q: P2;
const SLICES = 4u;
var<workgroup> slice_sums: array<vec2u, 256>;

@compute @workgroup_size(256)
fn pass2(@builtin(workgroup_id) wid: vec3u, @builtin(local_invocation_index) lid: u32) {
    let word = wid.x * (256u / SLICES) + lid / SLICES;   // 0..32767
    let slice = lid % SLICES;
    let range = word / WORDS;
    let w = word % WORDS;
    var lo = 0u;
    var hi = 0u;
    for (var c = slice; c < q.chunks; c += SLICES) {
        let x = partial2[(c * RANGES + range) * WORDS + w];
        lo += x & 0xFFFFu;
        hi += x >> 16u;
    }
    slice_sums[lid] = vec2u(lo, hi);
    workgroupBarrier();
    if (slice == 0u) {
        var s = slice_sums[lid];
        for (var k = 1u; k < SLICES; k++) {
            s += slice_sums[lid + k];
        }
        let b = 2u * word;
        hist[b] = s.x + overflow2[b];
        hist[b + 1u] = s.y + overflow2[b + 1u];
        overflow2[b] = 0u;
        overflow2[b + 1u] = 0u;
    }
}
