// private-counts: a histogram counted in workgroup memory and merged once into the global counts.
// Computes: counts[b] += how many of the n values fall in bin b (counts cleared before the run).
// Layout, and why: each workgroup keeps RANGE_BINS u32 counters in workgroup memory (as many as the
//   device's workgroup storage holds, 4,096 in WebGPU's default 16 KiB, 8,192 in 32 KiB), counts its
//   share of the input there with workgroup atomics, and adds each nonzero counter to the global count
//   once (a bin nobody hit costs no global atomic). Bins beyond one range of counters are split into
//   ranges: every range reads the whole input and counts only its own bins. The ranges run either as
//   one dispatch whose workgroups are `ranges` slices of `workgroups` each (private-slices: all ranges
//   in flight at once, the input read from L2 by all but the first), or as one dispatch per range
//   (private-passes: first_bin set per dispatch). We chose ranges over 16-bit packed counters (which
//   need overflow flushing and only double the range) and over global atomics (histogram/global_counts,
//   measured beside it) because their cost is one more read of the input per range, which stays
//   bandwidth-bound, while global atomics for a skewed input serialize on one address.
// Work: 256 threads, vec4 loads with a grid stride (input_walk.wgsl); a thread takes n / (256 *
//   workgroups) values and adds each to its bin's counter with one workgroup atomic. Adding a run of
//   values in one bin at once instead (one atomic per run) cost an H100 4-6% on random input and 1.6 times
//   the time on a skewed one (every value in one bin: 0.597 against 0.365 ms at 2^28), and spreading each
//   bin over 8 to 32 lane-indexed copies cost 4 to 180%: its workgroup atomics on one address are cheap
//   there (BENCHMARKS.md, "Histogram"). Counters never overflow: a workgroup counts fewer than 2^32 values.
// Bindings: as input_walk.wgsl declares them.
// Dispatch: 2D (DispatchGrid), linear workgroup index wid.x + wid.y * grid.x; workgroups past
//   workgroups * ranges return at once (uniformly).
// Limits: RANGE_BINS * 4 bytes of workgroup memory; bins up to 65,536.
//
// part: histogram/input_walk.wgsl

override RANGE_BINS: u32 = 4096u;

var<workgroup> private_counts: array<atomic<u32>, RANGE_BINS>;
// The first bin of this workgroup's range and how many bins it holds (the last range may be short).
var<private> range_first: u32;
var<private> range_bins: u32;

fn tally(value: u32) {
    let b = value_bin(value) - range_first; // wraps past range_bins for bins before the range
    if (b < range_bins) {
        atomicAdd(&private_counts[b], 1u);
    }
}

@compute @workgroup_size(WORKGROUP_SIZE)
fn count_private(@builtin(local_invocation_index) lid: u32,
                 @builtin(workgroup_id) wid: vec3<u32>,
                 @builtin(num_workgroups) grid: vec3<u32>) {
    let group = wid.x + wid.y * grid.x;
    if (group >= params.workgroups * params.ranges) {
        return;
    }
    let range = group / params.workgroups;
    range_first = params.first_bin + range * RANGE_BINS;
    range_bins = min(RANGE_BINS, params.bins - range_first);
    for (var b = lid; b < RANGE_BINS; b += WORKGROUP_SIZE) {
        atomicStore(&private_counts[b], 0u);
    }
    workgroupBarrier();
    walk_input(group % params.workgroups, lid);
    workgroupBarrier();
    for (var b = lid; b < range_bins; b += WORKGROUP_SIZE) {
        let count = atomicLoad(&private_counts[b]);
        if (count != 0u) {
            atomicAdd(&counts[range_first + b], count);
        }
    }
}
