// Gray-Scott reaction-diffusion, the fast form with f32 storage: u and v as one vec2<f32> per cell (one
// 8-byte load), a tile with its halo in workgroup memory, STEPS steps per pass, as wgsl/rd/tiled_steps.wgsl
// describes; here the fields' bindings and how a cell is loaded and stored.
// Bindings: 0 grid (uniform), 1 fields (read), 2 next fields (write), one vec2<f32> (u, v) per cell, row-major.
// part: rd/tiled_steps.wgsl

@group(0) @binding(1) var<storage, read> fields: array<vec2<f32>>;
@group(0) @binding(2) var<storage, read_write> next_fields: array<vec2<f32>>;

fn load_cell(index: u32) -> vec2<f32> {
    return fields[index];
}

fn store_cell(index: u32, value: vec2<f32>) {
    next_fields[index] = value;
}

// f32 storage keeps every value as it is computed.
fn stored(value: vec2<f32>) -> vec2<f32> {
    return value;
}
