// ---- wgsl/reduce/element_ops.wgsl ----
// The element type and the operation of every reduction kernel, chosen per pipeline by two override
// constants, so one kernel file serves u32, i32 and f32 with sum, min and max: a part every reduction
// kernel names at its top.
// Elements travel as their 32-bit patterns (T is u32); combine and combine4 reinterpret them for the
// type. The branches depend on override constants only, so the compiler keeps just the one taken.
// ELEMENT: 0 u32, 1 i32, 2 f32 (computelab.data.ElementType). OP: 0 sum, 1 min, 2 max
// (computelab.reduce.ReduceOp). i32 sums wrap like u32 sums, so they share the u32 add.

override ELEMENT: u32 = 0u;
override OP: u32 = 0u;

alias T = u32;

fn combine(a: T, b: T) -> T {
    if (ELEMENT == 2u) {
        let x = bitcast<f32>(a);
        let y = bitcast<f32>(b);
        return bitcast<u32>(select(select(max(x, y), min(x, y), OP == 1u), x + y, OP == 0u));
    }
    if (OP == 0u) {
        return a + b;
    }
    if (ELEMENT == 1u) {
        let x = bitcast<i32>(a);
        let y = bitcast<i32>(b);
        return bitcast<u32>(select(max(x, y), min(x, y), OP == 1u));
    }
    return select(max(a, b), min(a, b), OP == 1u);
}

fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T> {
    if (ELEMENT == 2u) {
        let x = bitcast<vec4f>(a);
        let y = bitcast<vec4f>(b);
        return bitcast<vec4u>(select(select(max(x, y), min(x, y), OP == 1u), x + y, OP == 0u));
    }
    if (OP == 0u) {
        return a + b;
    }
    if (ELEMENT == 1u) {
        let x = bitcast<vec4i>(a);
        let y = bitcast<vec4i>(b);
        return bitcast<vec4u>(select(max(x, y), min(x, y), OP == 1u));
    }
    return select(max(a, b), min(a, b), OP == 1u);
}

// ---- wgsl/reduce/v2_strided_index.wgsl ----
// v2-strided-index: the tutorial's second version, made correct for any number of elements.
// Computes: partials[g] = combine(source[first + g*256] .. source[first + g*256 + 255]), with the
//   operation's identity standing in for elements past `count`; the facade repeats the level until one
//   value remains.
// Work: one element per thread; 256 threads and 256 elements per workgroup. Step s gives thread tid the
//   pair at index = 2*s*tid: no modulo, and the active threads are the lowest ones, so whole subgroups
//   retire early. The pairs are now 2s apart in workgroup memory, which makes bank conflicts.
// Bindings: 0 level (uniform), 1 source (read), 2 partials (read_write).
// Limits: count < 2^32; workgroups past 65,535 come as a 2D grid (extra workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
//
// part: reduce/element_ops.wgsl

struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `source` of the first of them
    workgroups: u32, // workgroups with work; a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
}

const WORKGROUP_SIZE = 256u;

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> source: array<T>;
@group(0) @binding(2) var<storage, read_write> partials: array<T>;

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) tid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let i = group * WORKGROUP_SIZE + tid;
    var value = bitcast<T>(level.identity);
    if (i < level.count) {
        value = source[level.first + i];
    }
    tile[tid] = value;
    workgroupBarrier();

    for (var s = 1u; s < WORKGROUP_SIZE; s *= 2u) {
        let index = 2u * s * tid;
        if (index < WORKGROUP_SIZE) {
            tile[index] = combine(tile[index], tile[index + s]);
        }
        workgroupBarrier();
    }
    if (tid == 0u) {
        partials[group] = tile[0];
    }
}
