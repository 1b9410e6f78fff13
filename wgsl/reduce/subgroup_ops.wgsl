// The subgroup forms of the reduction's operation (see element_ops.wgsl), for the parts that combine
// with subgroups (fast_subgroup_combine.wgsl, v5_last_steps_subgroup.wgsl): subgroup_combine, one value
// from every lane of the subgroup combined by subgroupAdd, subgroupMin or subgroupMax for the element
// type, and combine_tile_with_subgroups, which combines the first values of the kernel's workgroup
// array `tile` into tile[0]. The branches depend on override constants only, so they are uniform and
// the compiler keeps one.
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.
enable subgroups;

fn subgroup_combine(x: T) -> T {
    if (ELEMENT == 2u) {
        let v = bitcast<f32>(x);
        if (OP == 0u) {
            return bitcast<u32>(subgroupAdd(v));
        }
        return bitcast<u32>(select(subgroupMax(v), subgroupMin(v), OP == 1u));
    }
    if (OP == 0u) {
        return subgroupAdd(x);
    }
    if (ELEMENT == 1u) {
        let v = bitcast<i32>(x);
        return bitcast<u32>(select(subgroupMax(v), subgroupMin(v), OP == 1u));
    }
    return select(subgroupMax(x), subgroupMin(x), OP == 1u);
}

// Combines tile[0 .. count) into tile[0]; `lanes` is the subgroup's size. Every invocation of the
// workgroup must call it: subgroup operations and barriers need uniform control flow, so lanes without
// a value contribute the identity.
fn combine_tile_with_subgroups(count_in: u32, lid: u32, lanes: u32, identity: T) {
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
        if (lid % lanes == 0u && lid < count) {
            tile[lid / lanes] = combined;
        }
        workgroupBarrier();
        count = (count + lanes - 1u) / lanes;
    }
}
