// Draws the v field of a reaction-diffusion state straight from the engine's buffer (no copy, no readback):
// the render half of the chapter's compute-and-render demonstration. One full-screen triangle (draw(3));
// the fragment shader maps its pixel through the view to a cell, v / view.range to [0, 1], and that through
// a colour map computed here: a path of four points in the OKLab colour space (even steps of lightness
// look even), converted to sRGB. Maps (view.colours): 0 blue to yellow, whose lightness rises steadily along
// the blue-yellow axis that colour-blind readers see (after cividis); 1 black through purple and orange to
// pale yellow (after magma); 2 grey.
// Layouts (view.storage_layout, computelab.rd.FieldLayout): 0 the v plane, one f32 per cell; 1 (u, v) as two f32
// per cell; 2 (u, v) as two f16 packed in one u32 per cell, v in the high half. Cells are row-major.
// View: the cell position at the target's top-left corner (origin, in cells, fractional) and the target
// pixels per cell (scale); pixels beyond the grid get view.outside. The target may be the canvas (device
// pixels) or an image of one pixel per cell (the PNG export).
// Bindings: 0 field words (storage, read), 1 view (uniform). Limits: width * height * words per cell < 2^32.

struct View {
    size: vec2<u32>,
    storage_layout: u32,
    colours: u32,
    origin: vec2<f32>,
    scale: f32,
    range: f32,
    outside: vec4<f32>,
}

@group(0) @binding(0) var<storage, read> field: array<u32>;
@group(0) @binding(1) var<uniform> view: View;

@vertex
fn full_screen(@builtin(vertex_index) index: u32) -> @builtin(position) vec4<f32> {
    // (-1, -1), (3, -1), (-1, 3): one triangle covering the whole clip square.
    let corner = vec2<f32>(f32((index & 1u) * 4u), f32((index >> 1u) * 4u)) - 1.0;
    return vec4<f32>(corner, 0.0, 1.0);
}

@fragment
fn draw_field(@builtin(position) pixel: vec4<f32>) -> @location(0) vec4<f32> {
    let cell = vec2<i32>(floor(view.origin + pixel.xy / view.scale));
    if (any(cell < vec2<i32>(0)) || any(cell >= vec2<i32>(view.size))) {
        return view.outside;
    }
    let index = u32(cell.y) * view.size.x + u32(cell.x);
    return vec4<f32>(colour(clamp(v_at(index) / view.range, 0.0, 1.0)), 1.0);
}

fn v_at(index: u32) -> f32 {
    if (view.storage_layout == 2u) {
        return unpack2x16float(field[index]).y;
    }
    if (view.storage_layout == 1u) {
        return bitcast<f32>(field[2u * index + 1u]);
    }
    return bitcast<f32>(field[index]);
}

// The map's four OKLab points (lightness, a, b), from t = 0 to t = 1.
fn path_point(map: u32, point: u32) -> vec3<f32> {
    if (map == 0u) {
        var blue_yellow = array<vec3<f32>, 4>(vec3<f32>(0.26, -0.015, -0.115), vec3<f32>(0.48, -0.012, -0.045),
            vec3<f32>(0.70, -0.010, 0.050), vec3<f32>(0.93, -0.025, 0.165));
        return blue_yellow[point];
    }
    if (map == 1u) {
        var magma = array<vec3<f32>, 4>(vec3<f32>(0.14, 0.025, -0.045), vec3<f32>(0.42, 0.150, -0.095),
            vec3<f32>(0.72, 0.120, 0.095), vec3<f32>(0.97, -0.010, 0.090));
        return magma[point];
    }
    return vec3<f32>(0.12 + 0.85 * f32(point) / 3.0, 0.0, 0.0);
}

fn colour(t: f32) -> vec3<f32> {
    let at = t * 3.0;
    let first = min(u32(at), 2u);
    let lab = mix(path_point(view.colours, first), path_point(view.colours, first + 1u), at - f32(first));
    return srgb(oklab_to_linear(lab));
}

// Björn Ottosson's OKLab to linear sRGB.
fn oklab_to_linear(lab: vec3<f32>) -> vec3<f32> {
    let l = lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z;
    let m = lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z;
    let s = lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z;
    let lms = vec3<f32>(l * l * l, m * m * m, s * s * s);
    return vec3<f32>(4.0767416621 * lms.x - 3.3077115913 * lms.y + 0.2309699292 * lms.z,
        -1.2684380046 * lms.x + 2.6097574011 * lms.y - 0.3413193965 * lms.z,
        -0.0041960863 * lms.x - 0.7034186147 * lms.y + 1.7076147010 * lms.z);
}

// The sRGB transfer function: the canvas and the export image are plain unorm, so the encoding is ours.
fn srgb(linear: vec3<f32>) -> vec3<f32> {
    let c = clamp(linear, vec3<f32>(0.0), vec3<f32>(1.0));
    return select(1.055 * pow(c, vec3<f32>(1.0 / 2.4)) - 0.055, 12.92 * c, c <= vec3<f32>(0.0031308));
}
