// Copy ceiling: destination[i] = source[i] over vec4<u32> (16 bytes), the fastest plain copy the lab
// knows how to write, so that "fraction of copy" compares an algorithm with real memory bandwidth.
// Work: VECTORS_PER_THREAD vectors per thread, 256 threads per workgroup; a thread's vectors lie 256
// apart, so each load and store instruction of a workgroup touches one contiguous 4 KiB block.
// Dispatch: 2D (DispatchGrid); the linear workgroup index is id.x + id.y * num_workgroups.x, and
// vectors past arrayLength (the partly filled last workgroup, the unused tail of the grid) are skipped.
// A grid-stride loop capped at 65,535 workgroups was measured at less than half of this form's speed.
//
// copy_vectors  bindings: 0 source (read), 1 destination (read_write), bound as ranges of equal length.
// fill_words    bindings: 0 words (read_write), 1 FillParams (uniform). It writes the benchmark data:
//               word w = mix32(w + mix32(1)) with its top bit cleared (w counted from the chunk's
//               firstWord). read.wgsl relies on the cleared bit: no vector of this data XORs to
//               0xffffffff.
// Limits: one binding holds at most maxStorageBufferBindingSize bytes; longer data is split into
// chunks with one dispatch each (computelab.bench.VectorChunks).

override VECTORS_PER_THREAD: u32 = 1u;
const WORKGROUP_SIZE: u32 = 256u;

@group(0) @binding(0) var<storage, read> source: array<vec4u>;
@group(0) @binding(1) var<storage, read_write> destination: array<vec4u>;

@compute @workgroup_size(WORKGROUP_SIZE)
fn copy_vectors(@builtin(workgroup_id) group: vec3u,
                @builtin(num_workgroups) groups: vec3u,
                @builtin(local_invocation_index) lane: u32) {
    let first = (group.x + group.y * groups.x) * WORKGROUP_SIZE * VECTORS_PER_THREAD + lane;
    let count = arrayLength(&destination);
    for (var k = 0u; k < VECTORS_PER_THREAD; k++) {
        let index = first + k * WORKGROUP_SIZE;
        if (index < count) {
            destination[index] = source[index];
        }
    }
}

struct FillParams {
    // The index of this chunk's first word within the whole data, so chunks differ.
    firstWord: u32,
}

// Shares binding 0 with source: WGSL allows that between different entry points.
@group(0) @binding(0) var<storage, read_write> words: array<vec4u>;
@group(0) @binding(1) var<uniform> fill: FillParams;

fn mix32(value: u32) -> u32 {
    var x = value;
    x ^= x >> 16u;
    x *= 0x7feb352du;
    x ^= x >> 15u;
    x *= 0x846ca68bu;
    x ^= x >> 16u;
    return x;
}

fn benchmark_word(word: u32) -> u32 {
    // 0x688990c0 = mix32(1): the contract's inputs with seed 1.
    return mix32(word + 0x688990c0u) & 0x7fffffffu;
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn fill_words(@builtin(workgroup_id) group: vec3u,
              @builtin(num_workgroups) groups: vec3u,
              @builtin(local_invocation_index) lane: u32) {
    let index = (group.x + group.y * groups.x) * WORKGROUP_SIZE + lane;
    if (index < arrayLength(&words)) {
        let word = fill.firstWord + 4u * index;
        words[index] = vec4u(benchmark_word(word), benchmark_word(word + 1u),
                             benchmark_word(word + 2u), benchmark_word(word + 3u));
    }
}
