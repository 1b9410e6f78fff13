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
