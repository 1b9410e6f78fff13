// The grid-stride loads of the fast reduction, shared by fast_subgroup.wgsl and fast_workgroup.wgsl
// (which differ only in how a workgroup combines its 256 per-thread values). Not a kernel of its own:
// ShaderParts puts the section below between the "grid-stride share" markers of those kernels, after
// their element type T and its combine and combine4 (the "element ops" section, reduce/element_ops.wgsl).
// Work: every thread walks the range in vec4 loads with a grid stride (consecutive threads read
//   consecutive 16-byte vectors), four independent loads in flight per iteration, accumulating in a
//   vec4 register; the elements before the first whole vector and after the last (the range may start
//   at any element and have any length) are added by the first eight threads of workgroup 0.
// Bindings: 0 level (uniform), 1 scalars (the range as array<T>, read), 2 vectors (the same range as
//   array<vec4<T>>, covering its whole 16-byte vectors, read), 3 partials (read_write).

// BEGIN grid-stride share
struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `scalars` of the first of them
    workgroups: u32, // workgroups with work (the grid stride); a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
}

const WORKGROUP_SIZE = 256u;

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> scalars: array<T>;
@group(0) @binding(2) var<storage, read> vectors: array<vec4<T>>;
@group(0) @binding(3) var<storage, read_write> partials: array<T>;

// This thread's share of the range: whole vectors by grid stride, plus the loose scalars at both ends.
fn thread_share(group: u32, lid: u32, identity: T) -> T {
    let end = level.first + level.count;
    let vector_begin = (level.first + 3u) / 4u;
    let vector_end = end / 4u;
    let stride = level.workgroups * WORKGROUP_SIZE;
    var acc = vec4<T>(identity);
    var i = vector_begin + group * WORKGROUP_SIZE + lid;
    loop {
        if (i + 3u * stride >= vector_end) {
            break;
        }
        let a = vectors[i];
        let b = vectors[i + stride];
        let c = vectors[i + 2u * stride];
        let d = vectors[i + 3u * stride];
        acc = combine4(acc, combine4(combine4(a, b), combine4(c, d)));
        i += 4u * stride;
    }
    for (; i < vector_end; i += stride) {
        acc = combine4(acc, vectors[i]);
    }
    var value = combine(combine(acc.x, acc.y), combine(acc.z, acc.w));
    if (group == 0u && lid < 8u) {
        let head_end = min(vector_begin * 4u, end);
        let tail_begin = max(vector_end * 4u, head_end);
        let at_head = lid < 4u;
        let e = select(tail_begin + lid - 4u, level.first + lid, at_head);
        if (e < select(end, head_end, at_head)) {
            value = combine(value, scalars[e]);
        }
    }
    return value;
}

// END grid-stride share
