// Live-cell statistics for the Life page's status line and its "fit" command: the population and the
// smallest rectangle holding every live cell, in one pass over the board without a readback of cells.
// Works on every layout (board.packed): 1 = bit-packed words, 32 cells per u32 (bit x & 31 of word
// y * row_stride + x / 32); 0 = one u32 per cell, alive where bit 0 is set; 2 = one state per u32
// (Generations), alive where the state is exactly 1.
// Work: 256 threads per workgroup, 8 elements per thread, read as 8 coalesced sweeps of 256 consecutive
// elements; each thread keeps its own count and bounds, the workgroup merges them with workgroup atomics,
// and one thread per workgroup merges into the result with global atomics (at most one per workgroup and
// value). The 64-bit population is two u32: a carry out of the low word (the atomicAdd's old value plus
// the workgroup's count wraps) increments the high word.
// Workgroups are numbered linearly over a 2D dispatch (id.x + id.y * num_workgroups.x); elements past the
// board count nothing.
// Bindings: 0 cells (read), 1 stats (read_write: population low, high, min x, min y, max x, max y; the CPU
// clears it to 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, 0, 0 first), 2 board (uniform).
// Limits: elements < 2^32; the bounds are meaningful only when the population is not 0.

struct Board {
    width: u32,
    row_stride: u32,
    elements: u32,
    packed: u32,
}

struct Stats {
    population_low: atomic<u32>,
    population_high: atomic<u32>,
    min_x: atomic<u32>,
    min_y: atomic<u32>,
    max_x: atomic<u32>,
    max_y: atomic<u32>,
}

@group(0) @binding(0) var<storage, read> cells: array<u32>;
@group(0) @binding(1) var<storage, read_write> stats: Stats;
@group(0) @binding(2) var<uniform> board: Board;

const GROUP: u32 = 256u;
const PER_THREAD: u32 = 8u;

var<workgroup> group_population: atomic<u32>;
var<workgroup> group_min_x: atomic<u32>;
var<workgroup> group_min_y: atomic<u32>;
var<workgroup> group_max_x: atomic<u32>;
var<workgroup> group_max_y: atomic<u32>;

@compute @workgroup_size(256)
fn measure(@builtin(workgroup_id) group: vec3u,
           @builtin(num_workgroups) groups: vec3u,
           @builtin(local_invocation_index) lane: u32) {
    if (lane == 0u) {
        atomicStore(&group_population, 0u);
        atomicStore(&group_min_x, 0xFFFFFFFFu);
        atomicStore(&group_min_y, 0xFFFFFFFFu);
        atomicStore(&group_max_x, 0u);
        atomicStore(&group_max_y, 0u);
    }
    workgroupBarrier();

    let base = (group.x + group.y * groups.x) * GROUP * PER_THREAD;
    var population = 0u;
    var min_x = 0xFFFFFFFFu;
    var min_y = 0xFFFFFFFFu;
    var max_x = 0u;
    var max_y = 0u;
    for (var k = 0u; k < PER_THREAD; k++) {
        let element = base + k * GROUP + lane;
        if (element >= board.elements) {
            break;
        }
        let value = cells[element];
        let y = element / board.row_stride;
        let column = element % board.row_stride;
        if (board.packed == 1u) {
            if (value != 0u) {
                population += countOneBits(value);
                min_x = min(min_x, column * 32u + countTrailingZeros(value));
                max_x = max(max_x, column * 32u + 31u - countLeadingZeros(value));
                min_y = min(min_y, y);
                max_y = max(max_y, y);
            }
        } else if (select((value & 1u) != 0u, value == 1u, board.packed == 2u)) {
            population += 1u;
            min_x = min(min_x, column);
            max_x = max(max_x, column);
            min_y = min(min_y, y);
            max_y = max(max_y, y);
        }
    }
    if (population != 0u) {
        atomicAdd(&group_population, population);
        atomicMin(&group_min_x, min_x);
        atomicMin(&group_min_y, min_y);
        atomicMax(&group_max_x, max_x);
        atomicMax(&group_max_y, max_y);
    }
    workgroupBarrier();

    if (lane == 0u) {
        let total = atomicLoad(&group_population);
        if (total != 0u) {
            let before = atomicAdd(&stats.population_low, total);
            if (before + total < before) {
                atomicAdd(&stats.population_high, 1u);
            }
            atomicMin(&stats.min_x, atomicLoad(&group_min_x));
            atomicMin(&stats.min_y, atomicLoad(&group_min_y));
            atomicMax(&stats.max_x, atomicLoad(&group_max_x));
            atomicMax(&stats.max_y, atomicLoad(&group_max_y));
        }
    }
}
