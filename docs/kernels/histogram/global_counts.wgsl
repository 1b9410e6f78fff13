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

// ---- wgsl/histogram/global_counts.wgsl ----
// global-atomics: a histogram counted straight into the global counts, one atomic add per value.
// Computes: counts[b] += how many of the n values fall in bin b (counts cleared before the run).
// Why it exists: the baseline the private counters are measured against; it needs no workgroup memory
//   and reads the input once for any number of bins, but each value is an atomic in L2, and a skewed
//   input (one bin takes everything) serializes every add on one address.
// Work: 256 threads, vec4 loads with a grid stride (input_walk.wgsl).
// Bindings: as input_walk.wgsl declares them.
// Dispatch: 2D (DispatchGrid), linear workgroup index wid.x + wid.y * grid.x; extra workgroups return.
// Limits: bins up to 65,536 (any number the counts binding holds).
//
// part: histogram/input_walk.wgsl

fn tally(value: u32) {
    atomicAdd(&counts[value_bin(value)], 1u);
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_global(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= params.workgroups) {
        return;
    }
    walk_input(group, lid);
}
