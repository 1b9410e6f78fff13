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
