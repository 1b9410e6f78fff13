// Gray-Scott reaction-diffusion, the fast form with f16 storage: u and v as one vec2<f16> per cell (one
// 4-byte load, half the bytes of f32), computed in f32, a tile with its halo in workgroup memory, STEPS
// steps per pass, as wgsl/rd/tiled_steps.wgsl describes; here the fields' bindings and how a cell is loaded,
// stored and rounded. Every step rounds u and v to f16 as a store would, so the results do not depend on
// STEPS and match the CPU reference's f16 mode (computelab.rd.CpuGrayScott). Needs the shader-f16 feature.
// Bindings: 0 grid (uniform), 1 fields (read), 2 next fields (write), one vec2<f16> (u, v) per cell, row-major.
// part: rd/tiled_steps.wgsl

enable f16;

@group(0) @binding(1) var<storage, read> fields: array<vec2<f16>>;
@group(0) @binding(2) var<storage, read_write> next_fields: array<vec2<f16>>;

fn load_cell(index: u32) -> vec2<f32> {
    return vec2<f32>(fields[index]);
}

fn store_cell(index: u32, value: vec2<f32>) {
    // Already rounded by stored(): the conversion is exact.
    next_fields[index] = vec2<f16>(value);
}

// The value as f16 storage keeps it: rounded to the nearest half, ties to even, as the CPU reference rounds.
// WGSL leaves the rounding of an inexact f32 -> f16 conversion to the implementation (NVIDIA's drivers may
// truncate), and a bias of half a unit per step moves the fields over hundreds of steps, so the rounding is
// done here on the float's bits and the conversion only ever sees values it holds exactly.
fn stored(value: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(nearest_half(value.x), nearest_half(value.y));
}

fn nearest_half(x: f32) -> f32 {
    // Below 2^-14 halves are subnormal: whole multiples of 2^-24 (round() rounds ties to even).
    if (abs(x) < 6.103515625e-5) {
        return round(x * 16777216.0) / 16777216.0;
    }
    // Keep 10 of the 23 mantissa bits: add just under half of the dropped unit, plus the kept bit's lowest
    // so a tie goes to even; a carry moves into the exponent, as it should.
    let bits = bitcast<u32>(x);
    return bitcast<f32>((bits + 0xFFFu + ((bits >> 13u) & 1u)) & 0xFFFFE000u);
}
