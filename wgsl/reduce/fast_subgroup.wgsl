// fast (subgroup path): a bandwidth-bound reduction. Used only where the device has the `subgroups`
// feature; fast_workgroup.wgsl is the same kernel with a workgroup-memory tree for the others.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count). The facade
//   launches a fixed, moderate number of workgroups for a large level, then one workgroup over their
//   partials: two passes up to about 2^28 elements (three beyond).
// Work: every thread walks the range in vec4 loads with a grid stride (consecutive threads read
//   consecutive 16-byte vectors), four independent loads in flight per iteration, accumulating in a
//   vec4 register; the elements before the first whole vector and after the last (the range may start
//   at any element and have any length) are added by the first eight threads of workgroup 0. Then
//   subgroup operations combine the 256 per-thread values: one round per factor of the subgroup size.
//   The order of combination depends only on n and the device, so f32 sums are repeatable.
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.
// Bindings: 0 level (uniform), 1 scalars (the range as array<T>, read), 2 vectors (the same range as
//   array<vec4<T>>, covering its whole 16-byte vectors, read), 3 partials (read_write).
// Limits: first + count < 2^32; subgroup sizes 4..128; workgroups past 65,535 come as a 2D grid.
// Specialization: computelab.reduce.ShaderSpecialization rewrites the lines between the specialize markers
//   for the element type and the operation (WGSL overrides cannot change types); as written: u32 sum.
enable subgroups;

// <specialize>
alias T = u32;
fn combine(a: T, b: T) -> T { return a + b; }
fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T> { return a + b; }
fn subgroup_combine(x: T) -> T { return subgroupAdd(x); }
// </specialize>

struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `scalars` of the first of them
    workgroups: u32, // workgroups with work (the grid stride); a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
}

const WORKGROUP_SIZE = 256u;
const MIN_SUBGROUP_SIZE = 4u;

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> scalars: array<T>;
@group(0) @binding(2) var<storage, read> vectors: array<vec4<T>>;
@group(0) @binding(3) var<storage, read_write> partials: array<T>;

var<workgroup> tile: array<T, WORKGROUP_SIZE / MIN_SUBGROUP_SIZE>; // one slot per subgroup

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

// Combines tile[0 .. count) into tile[0]. Every invocation of the workgroup must call it: subgroup
// operations and barriers need uniform control flow, so lanes without a value contribute the identity.
fn combine_tile_with_subgroups(count_in: u32, lid: u32, lane: u32, lanes: u32, identity: T) {
    var count = count_in;
    loop {
        if (count <= 1u) {
            break;
        }
        var value = identity;
        if (lid < count) {
            value = tile[lid];
        }
        workgroupBarrier(); // every read of this round happens before any write
        let combined = subgroup_combine(value);
        if (lane == 0u && lid < count) {
            tile[lid / lanes] = combined;
        }
        workgroupBarrier();
        count = (count + lanes - 1u) / lanes;
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>,
                @builtin(subgroup_invocation_id) lane: u32,
                @builtin(subgroup_size) lanes: u32) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let identity = bitcast<T>(level.identity);
    let combined = subgroup_combine(thread_share(group, lid, identity));
    if (lane == 0u) {
        tile[lid / lanes] = combined;
    }
    workgroupBarrier();
    combine_tile_with_subgroups(WORKGROUP_SIZE / lanes, lid, lane, lanes, identity);
    if (lid == 0u) {
        partials[group] = tile[0];
    }
}
