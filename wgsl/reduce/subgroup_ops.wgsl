// The subgroup form of the reduction's operation (see element_ops.wgsl): one value from every lane of
// the subgroup combined by subgroupAdd, subgroupMin or subgroupMax for the element type. Not a kernel of
// its own: ShaderParts puts the section below between the "subgroup ops" markers of the subgroup
// kernels (v5_unrolled_subgroup.wgsl, fast_subgroup.wgsl), which enable subgroups themselves. The
// branches depend on override constants only, so they are uniform and the compiler keeps one.

// BEGIN subgroup ops
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
// END subgroup ops
