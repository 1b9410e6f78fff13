// Population of a board: the number of live cells, exact as a 64-bit count (low and high u32).
//   count_words: bit-packed boards, countOneBits of every word (padding bits are always 0).
//   count_cells: one u32 per cell, bit 0 alive (also right for the skip-unchanged states 2 and 3).
//   count_state_one: one state per u32 (Generations), alive = exactly 1 (dying cells are not counted).
// Work: each of 256 threads sums 16 elements strided by 256 (coalesced), the workgroup adds the 256
// partial sums in workgroup memory (at most 2^19, no overflow), and one thread adds the workgroup's sum
// to the total with atomicAdd, carrying into the high word when the low word wraps.
// Workgroups numbered linearly over a 2D dispatch (id.x + id.y * num_workgroups.x); every thread reaches
// every barrier (bounds are checked on the loads, never by returning early).
// Bindings: 0 cells (read), 1 totals (2 x atomic u32, cleared before the pass). Limits: < 2^32 elements.

const THREADS: u32 = 256u;
const PER_THREAD: u32 = 16u;

@group(0) @binding(0) var<storage, read> cells: array<u32>;
@group(0) @binding(1) var<storage, read_write> totals: array<atomic<u32>, 2>;

var<workgroup> partial: array<u32, THREADS>;

fn add_to_total(sum: u32, lane: u32) {
    partial[lane] = sum;
    workgroupBarrier();
    for (var half = THREADS / 2u; half > 0u; half /= 2u) {
        if (lane < half) {
            partial[lane] += partial[lane + half];
        }
        workgroupBarrier();
    }
    if (lane == 0u && partial[0] != 0u) {
        let before = atomicAdd(&totals[0], partial[0]);
        if (before + partial[0] < before) {
            atomicAdd(&totals[1], 1u);
        }
    }
}

fn first_element(group: vec3u, groups: vec3u, lane: u32) -> u32 {
    return (group.x + group.y * groups.x) * THREADS * PER_THREAD + lane;
}

@compute @workgroup_size(THREADS)
fn count_words(@builtin(workgroup_id) group: vec3u,
               @builtin(num_workgroups) groups: vec3u,
               @builtin(local_invocation_index) lane: u32) {
    let first = first_element(group, groups, lane);
    let count = arrayLength(&cells);
    var sum = 0u;
    for (var i = 0u; i < PER_THREAD; i++) {
        let index = first + i * THREADS;
        if (index < count) {
            sum += countOneBits(cells[index]);
        }
    }
    add_to_total(sum, lane);
}

@compute @workgroup_size(THREADS)
fn count_cells(@builtin(workgroup_id) group: vec3u,
               @builtin(num_workgroups) groups: vec3u,
               @builtin(local_invocation_index) lane: u32) {
    let first = first_element(group, groups, lane);
    let count = arrayLength(&cells);
    var sum = 0u;
    for (var i = 0u; i < PER_THREAD; i++) {
        let index = first + i * THREADS;
        if (index < count) {
            sum += cells[index] & 1u;
        }
    }
    add_to_total(sum, lane);
}

@compute @workgroup_size(THREADS)
fn count_state_one(@builtin(workgroup_id) group: vec3u,
                   @builtin(num_workgroups) groups: vec3u,
                   @builtin(local_invocation_index) lane: u32) {
    let first = first_element(group, groups, lane);
    let count = arrayLength(&cells);
    var sum = 0u;
    for (var i = 0u; i < PER_THREAD; i++) {
        let index = first + i * THREADS;
        if (index < count && cells[index] == 1u) {
            sum += 1u;
        }
    }
    add_to_total(sum, lane);
}
