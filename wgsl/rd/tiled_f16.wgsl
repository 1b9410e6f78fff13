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
    next_fields[index] = vec2<f16>(value);
}

// The value as f16 storage keeps it.
fn stored(value: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(vec2<f16>(value));
}
