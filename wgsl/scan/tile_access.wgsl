// The caller's data of reduce_then_scan.wgsl and decoupled_lookback.wgsl: the Params uniform and
// bindings 1..4, reached as ACCESS says, how a group of four elements is loaded and stored, and how a
// scanned tile is written. A part those kernels name at their top; the tile's shape and its scan are
// tile_scan.wgsl's, which compact/ shares with them.
//
// part: scan/tile_scan.wgsl

struct Params {
    n: u32,         // elements in the range
    in_base: u32,   // first input element, counted from the start of its binding
    out_base: u32,  // first output element, counted from the start of its binding
    tiles: u32,     // tiles of this dispatch (workgroups past it only pad a 2D grid)
    inclusive: u32, // 1: inclusive scan, 0: exclusive (a uniform, so both modes share one pipeline)
}

@group(0) @binding(0) var<uniform> params: Params;
// The caller's data is bound in one of four ways (ACCESS); bindings not in use hold a small dummy.
@group(0) @binding(1) var<storage, read> src4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> dst4: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read> src1: array<u32>;
@group(0) @binding(4) var<storage, read_write> dst1: array<u32>;

// 0: input in src4, output in dst4 (vec4 loads and stores; both bases multiples of 4).
// 1: input in src1, output in dst1 (single words: any offsets).
// 2: input and output in dst4 (one buffer: in place, or two disjoint ranges of it).
// 3: input and output in dst1.
override ACCESS: u32 = 0u;

fn uses_vectors() -> bool {
    return ACCESS == 0u || ACCESS == 2u;
}

// Elements first..first+3 of the input range (first a multiple of 4); 0 past the end of the range.
fn load_group(first: u32) -> vec4<u32> {
    let n = params.n;
    if (first >= n) {
        return vec4<u32>(0u);
    }
    if (uses_vectors()) {
        let index = (params.in_base + first) / 4u;
        var v: vec4<u32>;
        if (ACCESS == 0u) {
            v = src4[index];
        } else {
            v = dst4[index];
        }
        // The last vector may reach past the range: those lanes are someone else's data.
        return select(vec4<u32>(0u), v, vec4<u32>(first) + vec4<u32>(0u, 1u, 2u, 3u) < vec4<u32>(n));
    }
    var v = vec4<u32>(0u);
    for (var lane = 0u; lane < 4u; lane++) {
        let e = first + lane;
        if (e < n) {
            if (ACCESS == 1u) {
                v[lane] = src1[params.in_base + e];
            } else {
                v[lane] = dst1[params.in_base + e];
            }
        }
    }
    return v;
}

// Writes elements first..first+3 of the output range, never past its end.
fn store_group(first: u32, v: vec4<u32>) {
    let n = params.n;
    if (first >= n) {
        return;
    }
    if (uses_vectors()) {
        let index = (params.out_base + first) / 4u;
        if (first + 4u <= n) {
            dst4[index] = v;
        } else {
            for (var lane = 0u; first + lane < n; lane++) {
                dst4[index][lane] = v[lane];
            }
        }
        return;
    }
    for (var lane = 0u; lane < 4u; lane++) {
        if (first + lane < n) {
            dst1[params.out_base + first + lane] = v[lane];
        }
    }
}

// Writes a scanned tile, each element plus `before`.
fn store_tile(tile: u32, rank: u32, values: array<vec4<u32>, 4>, before: u32) {
    let b = vec4<u32>(before);
    store_group(group_start(tile, 0u, rank), add4(b, values[0]));
    store_group(group_start(tile, 1u, rank), add4(b, values[1]));
    store_group(group_start(tile, 2u, rank), add4(b, values[2]));
    store_group(group_start(tile, 3u, rank), add4(b, values[3]));
}
