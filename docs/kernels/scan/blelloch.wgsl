// The tutorial's work-efficient (Blelloch) scan, extended to any length.
//   scan_blocks     one workgroup per block of 512 elements: up-sweep and down-sweep in workgroup
//                   memory give the block's scan (exclusive, or inclusive with params.inclusive); the
//                   block's sum goes to block_sums[block]
//   add_block_sums  one workgroup per block: adds block_sums[block] to the block's 512 outputs
// The host runs scan_blocks on the data, then on the block sums, then on their block sums, ... until
// one block is left, and adds the scanned sums back level by level (see BlockLevels); so there is no
// 512 x 512 limit and the caller's buffer is never padded (reads past the end count as 0, writes
// past it are skipped).
// Work: 256 invocations per workgroup, 2 elements per invocation, the tutorial's 532-word workgroup
// array with the bank-conflict padding idx + idx / 32. Unlike the tutorial port (003), the up-sweep
// waits at a barrier after EVERY level: a level reads what the level before it wrote.
// Bindings: 0 params (uniform), 3 src1 (input; a dummy when ONE_BUFFER), 4 dst1 (output; with
// ONE_BUFFER also the input), 5 block_sums. Element type: u32 (i32 shares its wrap-around add) or,
// with IS_F32, f32 carried as bit patterns.
// Limits: n < 2^32 - 512; blocks spread over a 2D grid (index x + y * num_workgroups.x).

struct Params {
    n: u32,         // elements in this level
    in_base: u32,   // first input element, counted from the start of its binding
    out_base: u32,  // first output element, counted from the start of its binding
    tiles: u32,     // blocks of this dispatch (workgroups past it only pad a 2D grid)
    inclusive: u32, // 1: inclusive scan, 0: exclusive (a uniform, so both modes share one pipeline)
}

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(3) var<storage, read> src1: array<u32>;
@group(0) @binding(4) var<storage, read_write> dst1: array<u32>;
@group(0) @binding(5) var<storage, read_write> block_sums: array<u32>;

override IS_F32: bool = false;
// Input and output in the same binding (in place, or levels of the block sums).
override ONE_BUFFER: bool = false;

const n: u32 = 512u;  // elements per workgroup, as in the tutorial
const bank_size: u32 = 32u;
var<workgroup> temp: array<u32, 532>;  // 512 + 512 / 32 padding words

fn bank_conflict_free_idx(idx: u32) -> u32 {
    return idx + idx / bank_size;
}

fn add(a: u32, b: u32) -> u32 {
    if (IS_F32) {
        return bitcast<u32>(bitcast<f32>(a) + bitcast<f32>(b));
    }
    return a + b;
}

fn load_input(i: u32) -> u32 {
    if (i >= params.n) {
        return 0u;
    }
    if (ONE_BUFFER) {
        return dst1[params.in_base + i];
    }
    return src1[params.in_base + i];
}

fn store_output(i: u32, value: u32) {
    if (i < params.n) {
        dst1[params.out_base + i] = value;
    }
}

@compute @workgroup_size(256)
fn scan_blocks(@builtin(local_invocation_index) thid: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let block = workgroup.x + workgroup.y * grid.x;
    if (block >= params.tiles) {
        return;
    }
    let first = block * n + 2u * thid;
    let a = load_input(first);
    let b = load_input(first + 1u);
    temp[bank_conflict_free_idx(2u * thid)] = a;
    temp[bank_conflict_free_idx(2u * thid + 1u)] = b;
    workgroupBarrier();

    // Up-sweep: each level adds pairs of the level below into the right element of each pair.
    var offset = 1u;
    for (var d = n >> 1u; d > 0u; d >>= 1u) {
        if (thid < d) {
            let ai = offset * (2u * thid + 1u) - 1u;
            let bi = offset * (2u * thid + 2u) - 1u;
            temp[bank_conflict_free_idx(bi)] = add(temp[bank_conflict_free_idx(bi)],
                    temp[bank_conflict_free_idx(ai)]);
        }
        offset *= 2u;
        workgroupBarrier();
    }

    if (thid == 0u) {
        block_sums[block] = temp[bank_conflict_free_idx(n - 1u)];
        temp[bank_conflict_free_idx(n - 1u)] = 0u;
    }
    workgroupBarrier();

    // Down-sweep: each node passes its value to its left child and value + left child to the right.
    for (var d = 1u; d < n; d *= 2u) {
        offset >>= 1u;
        if (thid < d) {
            let ai = offset * (2u * thid + 1u) - 1u;
            let bi = offset * (2u * thid + 2u) - 1u;
            let t = temp[bank_conflict_free_idx(ai)];
            temp[bank_conflict_free_idx(ai)] = temp[bank_conflict_free_idx(bi)];
            temp[bank_conflict_free_idx(bi)] = add(temp[bank_conflict_free_idx(bi)], t);
        }
        workgroupBarrier();
    }

    var x = temp[bank_conflict_free_idx(2u * thid)];
    var y = temp[bank_conflict_free_idx(2u * thid + 1u)];
    if (params.inclusive != 0u) {
        x = add(x, a);
        y = add(y, b);
    }
    store_output(first, x);
    store_output(first + 1u, y);
}

@compute @workgroup_size(256)
fn add_block_sums(@builtin(local_invocation_index) thid: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let block = workgroup.x + workgroup.y * grid.x;
    if (block >= params.tiles) {
        return;
    }
    let before = block_sums[block];
    for (var k = 0u; k < 2u; k++) {
        let i = block * n + 2u * thid + k;
        if (i < params.n) {
            dst1[params.out_base + i] = add(before, dst1[params.out_base + i]);
        }
    }
}
