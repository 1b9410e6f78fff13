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
