// fast (workgroup-memory path): the kernel of fast_subgroup.wgsl for devices without the `subgroups`
// feature (and for tests that force this path); only the combination of the 256 per-thread values
// differs: a sequential-addressing tree in workgroup memory, eight steps with a barrier each.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count). The facade
//   launches a fixed, moderate number of workgroups for a large level, then one workgroup over their
//   partials: two passes up to about 2^28 elements (three beyond).
// Work: every thread walks the range in vec4 loads with a grid stride, four independent loads in flight
//   per iteration, accumulating in a vec4 register; the elements before the first whole vector and after
//   the last are added by the first eight threads of workgroup 0. The order of combination depends only
//   on n, so f32 sums are repeatable.
// Bindings: 0 level (uniform), 1 scalars (the range as array<T>, read), 2 vectors (the same range as
//   array<vec4<T>>, covering its whole 16-byte vectors, read), 3 partials (read_write).
// Limits: first + count < 2^32; workgroups past 65,535 come as a 2D grid (extra workgroups return at once).
// Specialization: computelab.reduce.ShaderSpecialization rewrites the lines between the specialize markers
//   for the element type and the operation (WGSL overrides cannot change types); as written: u32 sum.

// <specialize>
alias T = u32;
fn combine(a: T, b: T) -> T { return a + b; }
fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T> { return a + b; }
// </specialize>

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

var<workgroup> tile: array<T, WORKGROUP_SIZE>;

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

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    tile[lid] = thread_share(group, lid, bitcast<T>(level.identity));
    workgroupBarrier();
    for (var s = WORKGROUP_SIZE / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            tile[lid] = combine(tile[lid], tile[lid + s]);
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        partials[group] = tile[0];
    }
}
