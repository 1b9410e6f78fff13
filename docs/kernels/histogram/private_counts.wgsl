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

// ---- wgsl/histogram/input_walk.wgsl ----
// The input side the kernels that walk the input share: their bindings, the bin of a value under their
// parameters (bin_of.wgsl), and the walk that hands every input value to the kernel's own
// `fn tally(value: u32)` exactly once.
// Walk: `workgroups` workgroups stride over the whole vectors of the input (vec4 loads, four vectors in
//   flight per thread per step, so each thread takes many elements); workgroup 0 also takes the n % 4
//   values after the last whole vector.
// Bindings: 0 params (uniform), 1 values as scalars (read), 2 the same values as whole vec4s (read; a
//   stand-in of one vector when n < 4), 3 counts (read_write, one atomic u32 per bin).
// Limits: n < 2^32; counts are u32, so no bin may pass 2^32 - 1 (n below that guarantees it).
//
// part: histogram/bin_of.wgsl

const WORKGROUP_SIZE: u32 = 256u;

struct HistogramParams {
    count: u32,
    bins: u32,
    bits: u32,
    first_bin: u32,
    workgroups: u32,
    ranges: u32,
}

@group(0) @binding(0) var<uniform> params: HistogramParams;
@group(0) @binding(1) var<storage, read> scalars: array<u32>;
@group(0) @binding(2) var<storage, read> vectors: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> counts: array<atomic<u32>>;

// The bin of a value under this run's bins and bits.
fn value_bin(value: u32) -> u32 {
    return bin_of(value, params.bins, params.bits);
}

fn tally_vector(v: vec4<u32>) {
    tally(v.x);
    tally(v.y);
    tally(v.z);
    tally(v.w);
}

// Every value once: `chunk` is this workgroup's index among the `params.workgroups` that walk the input.
fn walk_input(chunk: u32, lid: u32) {
    let whole = params.count / 4u;
    let stride = params.workgroups * WORKGROUP_SIZE;
    var i = chunk * WORKGROUP_SIZE + lid;
    // Four independent loads before the first tally keep memory busy while the counters are updated.
    while (i + 3u * stride < whole) {
        let a = vectors[i];
        let b = vectors[i + stride];
        let c = vectors[i + 2u * stride];
        let d = vectors[i + 3u * stride];
        tally_vector(a);
        tally_vector(b);
        tally_vector(c);
        tally_vector(d);
        i += 4u * stride;
    }
    while (i < whole) {
        tally_vector(vectors[i]);
        i += stride;
    }
    if (chunk == 0u && lid < params.count % 4u) {
        tally(scalars[whole * 4u + lid]);
    }
}

// ---- wgsl/histogram/private_counts.wgsl ----
// private-counts: a histogram counted in workgroup memory and merged once into the global counts.
// Computes: counts[b] += how many of the n values fall in bin b (counts cleared before the run).
// Layout, and why: each workgroup keeps RANGE_BINS u32 counters in workgroup memory (as many as the
//   device's workgroup storage holds, 4,096 in WebGPU's default 16 KiB, 8,192 in 32 KiB), counts its
//   share of the input there with workgroup atomics, and adds each nonzero counter to the global count
//   once (a bin nobody hit costs no global atomic). Bins beyond one range of counters are split into
//   ranges: every range reads the whole input and counts only its own bins. The ranges run either as
//   one dispatch whose workgroups are `ranges` slices of `workgroups` each (private-slices: all ranges
//   in flight at once, the input read from L2 by all but the first), or as one dispatch per range
//   (private-passes: first_bin set per dispatch). We chose ranges over 16-bit packed counters (which
//   need overflow flushing and only double the range) and over global atomics (histogram/global_counts,
//   measured beside it) because their cost is one more read of the input per range, which stays
//   bandwidth-bound, while global atomics for a skewed input serialize on one address.
// Work: 256 threads, vec4 loads with a grid stride (input_walk.wgsl); a thread takes n / (256 *
//   workgroups) values and adds each to its bin's counter with one workgroup atomic. Adding a run of
//   values in one bin at once instead (one atomic per run) cost an H100 4-6% on random input and 1.6 times
//   the time on a skewed one (every value in one bin: 0.597 against 0.365 ms at 2^28), and spreading each
//   bin over 8 to 32 lane-indexed copies cost 4 to 180%: its workgroup atomics on one address are cheap
//   there (BENCHMARKS.md, "Histogram"). Counters never overflow: a workgroup counts fewer than 2^32 values.
// Bindings: as input_walk.wgsl declares them.
// Dispatch: 2D (DispatchGrid), linear workgroup index wid.x + wid.y * grid.x; workgroups past
//   workgroups * ranges return at once (uniformly).
// Limits: RANGE_BINS * 4 bytes of workgroup memory; bins up to 65,536.
//
// part: histogram/input_walk.wgsl

override RANGE_BINS: u32 = 4096u;

var<workgroup> private_counts: array<atomic<u32>, RANGE_BINS>;
// The first bin of this workgroup's range and how many bins it holds (the last range may be short).
var<private> range_first: u32;
var<private> range_bins: u32;

fn tally(value: u32) {
    let b = value_bin(value) - range_first; // wraps past range_bins for bins before the range
    if (b < range_bins) {
        atomicAdd(&private_counts[b], 1u);
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_private(@builtin(local_invocation_index) lid: u32,
                 @builtin(workgroup_id) wid: vec3<u32>,
                 @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= params.workgroups * params.ranges) {
        return;
    }
    let range = group / params.workgroups;
    range_first = params.first_bin + range * RANGE_BINS;
    range_bins = min(RANGE_BINS, params.bins - range_first);
    for (var b = lid; b < RANGE_BINS; b += WORKGROUP_SIZE) {
        atomicStore(&private_counts[b], 0u);
    }
    workgroupBarrier();
    walk_input(group % params.workgroups, lid);
    workgroupBarrier();
    for (var b = lid; b < range_bins; b += WORKGROUP_SIZE) {
        let count = atomicLoad(&private_counts[b]);
        if (count != 0u) {
            atomicAdd(&counts[range_first + b], count);
        }
    }
}
