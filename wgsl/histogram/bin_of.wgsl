// The bin of a value, shared by every histogram kernel.
// Bin of v: floor(v * bins / 2^bits) over the low `bits` bits of v (higher bits are ignored), exact for
//   every bins in 1..65,536 and bits in 1..32: the 48-bit product is formed from two 32-bit halves, so
//   nothing overflows and no float rounds.
// Bindings: none (a plain function of its arguments).

// floor(v * bins / 2^bits): v * bins < 2^48 as high:low words, shifted right by bits.
fn bin_of(raw: u32, bins: u32, bits: u32) -> u32 {
    let v = select(raw & ((1u << (bits & 31u)) - 1u), raw, bits == 32u);
    let upper = (v >> 16u) * bins; // < 2^32: both factors are at most 2^16
    let lower = (v & 0xffffu) * bins;
    let low = (upper << 16u) + lower;
    let high = (upper >> 16u) + select(0u, 1u, low < lower);
    if (bits == 32u) {
        return high;
    }
    return (high << (32u - bits)) | (low >> bits);
}
