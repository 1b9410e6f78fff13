// Read ceiling: loads every vec4<u32> of the data once and writes nothing, the fastest read-only
// kernel the lab knows how to write; a reduction is compared with it ("fraction of read").
// Work: VECTORS_PER_THREAD vectors per thread, 256 threads per workgroup, a thread's vectors 256
// apart (coalesced); each thread XORs what it loaded.
// Why the loads cannot be optimized away: the thread writes its XOR when params.record is set (a
// uniform, unknown to the compiler) or when the XOR is 0xffffffff. The benchmark data (fill_words in
// copy.wgsl) clears every word's top bit, so that never happens, and in timed runs record is 0:
// nothing is written, yet every load decides a branch. With record = 1 the XOR of all data lands in
// sink[0], which lets a test check that every vector was read.
// Dispatch: 2D (DispatchGrid), linear workgroup index id.x + id.y * num_workgroups.x; vectors past
// arrayLength are skipped.
// Bindings: 0 source (read), 1 sink (read_write, one atomic word), 2 params (uniform).
// Limits: one binding holds at most maxStorageBufferBindingSize bytes; longer data is read chunk by chunk.

override VECTORS_PER_THREAD: u32 = 1u;
const WORKGROUP_SIZE: u32 = 256u;

struct ReadParams {
    record: u32,
}

@group(0) @binding(0) var<storage, read> source: array<vec4u>;
@group(0) @binding(1) var<storage, read_write> sink: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> params: ReadParams;

@compute @workgroup_size(WORKGROUP_SIZE)
fn read_vectors(@builtin(workgroup_id) group: vec3u,
                @builtin(num_workgroups) groups: vec3u,
                @builtin(local_invocation_index) lane: u32) {
    let first = (group.x + group.y * groups.x) * WORKGROUP_SIZE * VECTORS_PER_THREAD + lane;
    let count = arrayLength(&source);
    var folded = 0u;
    for (var k = 0u; k < VECTORS_PER_THREAD; k++) {
        let index = first + k * WORKGROUP_SIZE;
        if (index < count) {
            let v = source[index];
            folded ^= v.x ^ v.y ^ v.z ^ v.w;
        }
    }
    if (params.record != 0u || folded == 0xffffffffu) {
        atomicXor(&sink[0], folded);
    }
}
