enable subgroups;

// ---- wgsl/reduce/element_ops.wgsl ----
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

// ---- wgsl/reduce/fast_share.wgsl ----
// The grid-stride loads and the finishing step of the fast reduction: a part of fast.wgsl (the
// kernel's element type T with combine and combine4 comes from element_ops.wgsl, how a workgroup
// combines its 256 per-thread values from fast_workgroup_combine.wgsl or fast_subgroup_combine.wgsl).
// Work: every thread walks the range in vec4 loads with a grid stride (consecutive threads read
//   consecutive 16-byte vectors), four independent loads in flight per iteration, accumulating in a
//   vec4 register; the elements before the first whole vector and after the last (the range may start
//   at any element and have any length) are added by the first eight threads of workgroup 0.
// Finishing (level.finish = 1): instead of a second dispatch over the partials, each workgroup takes a
//   ticket as it starts (the atomic's answer is needed only at the end, so its latency hides behind
//   the loads) and publishes its partial in `arrivals` when done; the workgroup that took the last
//   ticket combines every partial and writes the result to partials[0]. It may wait for partials not
//   yet published, but only for workgroups that hold a ticket, which are running and wait for
//   nothing, so it never waits for a workgroup that cannot start. A partial is published as two words,
//   each holding 16 of its bits and a ready bit, so the last workgroup never needs the stores of other
//   workgroups to become visible in any order: it waits for each word's ready bit, which can only come
//   late, never wrong. It clears every word it reads and the ticket counter, so the scratch is zero
//   again for the next run. The facade finishes this way only where
//   the partials are few (FastReduction.FINISH_IN_KERNEL_LIMIT): one workgroup reading thousands of
//   them costs more than a second dispatch.
// Finishing an integer sum (u32 or i32, which wrap alike): no ticket and no partials. Every workgroup adds
//   byte k of its partial to counted word k (k = 0..3) together with a count of one; a word holds the count
//   in bits 20..31 and the sum of the bytes in bits 0..19 (at most 2,048 workgroups x 255 < 2^20). The
//   atomics return the words as they were, so each workgroup knows the words after its adds. Each workgroup
//   adds to words 1 to 3 first and to word 0 last; the one whose add to word 0 counted the last workgroup
//   (exactly one does) finishes: it reads the four words again until each has counted all workgroups, then
//   sum = word0 + word1 << 8 + word2 << 16 + word3 << 24 (mod 2^32). Where its own adds complete all four
//   words, it reads none. Each word is read whole, so it is never seen half-updated, and the atomic unit of
//   the cache does the combining. Compared with adds whose answers nobody waits for and the last ticket
//   reading the words, the finisher is the workgroup that really ends last and waits one round trip instead
//   of two: 2^22 to 2^26 elements ran 0 to 2.6% faster on two H200s and an H100 (BENCHMARKS.md, "Returning
//   adds"). Adding to word 0 last took 2^22 and 2^24 another 1 to 3% off on an H200, most likely because
//   the finisher then seldom reads a word again. The four words lie on lines of their own; on one line the
//   adds queue behind each other and cost more than they save.
// Bindings: 0 level (uniform), 1 scalars (the range as array<T>, read), 2 vectors (the same range as
//   array<vec4<T>>, covering its whole 16-byte vectors, read), 3 partials (32-bit patterns,
//   read_write; with finish = 1 the result), 4 arrivals (read_write: the ticket counter, then two
//   words per workgroup, or for integer sums the counted words at 1, 33, 65 and 97, so at least 98
//   words; zero between runs; with finish = 0 any small buffer, untouched).

struct Level {
    count: u32,      // elements this level combines
    first: u32,      // index in `scalars` of the first of them
    workgroups: u32, // workgroups with work (the grid stride); a 2D grid may launch a few more
    identity: u32,   // bit pattern of the operation's identity element for T
    finish: u32,     // 1: the workgroup with the last ticket combines the partials into the result
}

const WORKGROUP_SIZE = 256u;

@group(0) @binding(0) var<uniform> level: Level;
@group(0) @binding(1) var<storage, read> scalars: array<T>;
@group(0) @binding(2) var<storage, read> vectors: array<vec4<T>>;
@group(0) @binding(3) var<storage, read_write> partials: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> arrivals: array<atomic<u32>>;

const READY = 1u;

const COUNTED_WORD_STRIDE = 32u;  // words: one 128-byte line per counted word
const COUNT_ONE = 1u << 20u;      // one add, in a counted word's count bits
const BYTE_SUM_MASK = COUNT_ONE - 1u;

var<workgroup> last_to_arrive: u32;

// This thread's share of the range: whole vectors by grid stride, plus the loose scalars at both ends.
fn thread_share(group: u32, lid: u32, identity: T) -> T {
    let end = level.first + level.count;
    let vector_begin = (level.first + 3u) / 4u;
    let vector_end = end / 4u;
    let stride = level.workgroups * WORKGROUP_SIZE;
    var acc = vec4<T>(identity);
    var i = vector_begin + group * WORKGROUP_SIZE + lid;
    loop {
        if (i + 3u * stride >= vector_end) {
            break;
        }
        let a = vectors[i];
        let b = vectors[i + stride];
        let c = vectors[i + 2u * stride];
        let d = vectors[i + 3u * stride];
        acc = combine4(acc, combine4(combine4(a, b), combine4(c, d)));
        i += 4u * stride;
    }
    for (; i < vector_end; i += stride) {
        acc = combine4(acc, vectors[i]);
    }
    var value = combine(combine(acc.x, acc.y), combine(acc.z, acc.w));
    if (group == 0u && lid < 8u) {
        let head_end = min(vector_begin * 4u, end);
        let tail_begin = max(vector_end * 4u, head_end);
        let at_head = lid < 4u;
        let e = select(tail_begin + lid - 4u, level.first + lid, at_head);
        if (e < select(end, head_end, at_head)) {
            value = combine(value, scalars[e]);
        }
    }
    return value;
}

// Invocation 0's ticket when the level finishes itself through partials (0 elsewhere): taken first,
// looked at last.
fn take_ticket(lid: u32) -> u32 {
    if (level.finish != 0u && lid == 0u && !sums_integers()) {
        return atomicAdd(&arrivals[0], 1u);
    }
    return 0u;
}

// Publishes this workgroup's combined value (meaningful in invocation 0). True in every invocation of
// the workgroup that must now combine all partials: the last to arrive when the level finishes itself,
// except for integer sums, which the counted words finish here.
fn publish_partial(group: u32, lid: u32, total: T, ticket: u32) -> bool {
    if (level.finish == 0u) {
        if (lid == 0u) {
            atomicStore(&partials[group], bitcast<u32>(total));
        }
        return false;
    }
    if (sums_integers()) {
        if (lid == 0u) {
            add_counted_bytes(total);
        }
        return false;
    }
    if (lid == 0u) {
        let bits = bitcast<u32>(total);
        atomicStore(&arrivals[1u + 2u * group], (bits << 16u) | READY);
        atomicStore(&arrivals[2u + 2u * group], (bits & 0xFFFF0000u) | READY);
        last_to_arrive = select(0u, 1u, ticket == level.workgroups - 1u);
    }
    return workgroupUniformLoad(&last_to_arrive) == 1u;
}

// u32 and i32 sums finish through the counted words (see "Finishing an integer sum").
fn sums_integers() -> bool {
    return ELEMENT != 2u && OP == 0u;
}

fn counted_word(k: u32) -> u32 {
    return 1u + k * COUNTED_WORD_STRIDE;
}

// Adds this workgroup's partial to the counted words; the workgroup whose add to word 0 counted the
// last workgroup writes the result once every word has counted them all.
fn add_counted_bytes(total: T) {
    let bits = bitcast<u32>(total);
    let own = vec4<u32>(COUNT_ONE) | vec4<u32>(extractBits(bits, 0u, 8u), extractBits(bits, 8u, 8u),
                                               extractBits(bits, 16u, 8u), extractBits(bits, 24u, 8u));
    // Word 0 last: by the time word 0 has counted every workgroup, their adds to the other words went out
    // before it, so they have most likely landed and the finisher need not read those words again.
    let word1 = atomicAdd(&arrivals[counted_word(1u)], own.y);
    let word2 = atomicAdd(&arrivals[counted_word(2u)], own.z);
    let word3 = atomicAdd(&arrivals[counted_word(3u)], own.w);
    let word0 = atomicAdd(&arrivals[counted_word(0u)], own.x);
    var words = own + vec4<u32>(word0, word1, word2, word3);
    if (words.x / COUNT_ONE != level.workgroups) {
        return;
    }
    // Every workgroup has added to word 0, so its adds to the others are under way and wait for nothing.
    loop {
        if (all(words / COUNT_ONE == vec4<u32>(level.workgroups))) {
            let sums = words & vec4<u32>(BYTE_SUM_MASK);
            for (var k = 0u; k < 4u; k++) {
                atomicStore(&arrivals[counted_word(k)], 0u);
            }
            publish_result(sums.x + (sums.y << 8u) + (sums.z << 16u) + (sums.w << 24u));
            return;
        }
        words = vec4<u32>(atomicLoad(&arrivals[counted_word(0u)]), atomicLoad(&arrivals[counted_word(1u)]),
                          atomicLoad(&arrivals[counted_word(2u)]), atomicLoad(&arrivals[counted_word(3u)]));
    }
}

// This thread's share of the published partials (workgroups lid, lid + 256, ...), in a fixed order;
// clears the words it read. The loads of one sweep do not wait for each other: the partials are almost
// always visible already, so a sweep that met a word not yet ready is simply taken again.
fn collect_partials(lid: u32, identity: T) -> T {
    loop {
        var value = identity;
        var ready = READY;
        for (var g = lid; g < level.workgroups; g += WORKGROUP_SIZE) {
            let low = atomicLoad(&arrivals[1u + 2u * g]);
            let high = atomicLoad(&arrivals[2u + 2u * g]);
            ready &= low & high;
            value = combine(value, bitcast<T>((low >> 16u) | (high & 0xFFFF0000u)));
        }
        if (ready != 0u) {
            for (var g = lid; g < level.workgroups; g += WORKGROUP_SIZE) {
                atomicStore(&arrivals[1u + 2u * g], 0u);
                atomicStore(&arrivals[2u + 2u * g], 0u);
            }
            return value;
        }
    }
}

// Writes the level's result (invocation 0 of the finishing workgroup) and resets the ticket counter.
fn publish_result(total: T) {
    atomicStore(&partials[0], bitcast<u32>(total));
    atomicStore(&arrivals[0], 0u);
}

// ---- wgsl/reduce/subgroup_ops.wgsl ----
// The subgroup forms of the reduction's operation (see element_ops.wgsl), for the parts that combine
// with subgroups (fast_subgroup_combine.wgsl, v5_last_steps_subgroup.wgsl): subgroup_combine, one value
// from every lane of the subgroup combined by subgroupAdd, subgroupMin or subgroupMax for the element
// type, and combine_tile_with_subgroups, which combines the first values of the kernel's workgroup
// array `tile` into tile[0]. The branches depend on override constants only, so they are uniform and
// the compiler keeps one.
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.

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

// ---- wgsl/reduce/fast_subgroup_combine.wgsl ----
// How the fast reduction (fast.wgsl) combines its workgroup's 256 per-thread values where the device
// has the `subgroups` feature: each subgroup combines its lanes at once, its first lane writes the
// result to workgroup memory, and the subgroups' results are combined the same way, one round per
// factor of the subgroup size (fast_workgroup_combine.wgsl is the tree for the others).
// Assumes: subgroups are consecutive runs of local_invocation_index (subgroup k = lanes k*size ..
//   k*size + size - 1), as every WebGPU backend lays out one-dimensional workgroups.
// Workgroup memory: one T per subgroup (at most 64, for subgroups of 4 lanes).
//
// part: reduce/subgroup_ops.wgsl

const MIN_SUBGROUP_SIZE = 4u;

var<workgroup> tile: array<T, WORKGROUP_SIZE / MIN_SUBGROUP_SIZE>; // one slot per subgroup

// The subgroup's size, as the kernel's entry point hands it over: the builtin, which the uniformity
// analysis knows to be the same in every invocation (a value from a subgroup operation would not be,
// and the barriers below need uniform control flow). Subgroups being consecutive runs of
// local_invocation_index, an invocation's lane is its index modulo the size.
struct Lanes {
    @builtin(subgroup_size) size: u32,
}

// The combination of every invocation's value, in every invocation. Every invocation of the workgroup
// must call it (subgroup operations and barriers need uniform control flow).
fn combine_workgroup(value: T, lid: u32, lanes: Lanes, identity: T) -> T {
    let combined = subgroup_combine(value);
    if (lid % lanes.size == 0u) {
        tile[lid / lanes.size] = combined;
    }
    workgroupBarrier();
    combine_tile_with_subgroups(WORKGROUP_SIZE / lanes.size, lid, lanes.size, identity);
    return tile[0];
}

// ---- wgsl/reduce/fast.wgsl ----
// fast: a bandwidth-bound reduction.
// Computes: partials[g] = combine of this workgroup's share of source[first .. first + count); or, when
//   the level finishes itself, the combine of the whole range in partials[0]. The facade launches a
//   fixed, moderate number of workgroups for a large range and lets the last of them to arrive combine
//   their partials: one dispatch up to 2^26 elements (2,048 workgroups), two beyond.
// Work: every thread walks the range in vec4 loads with a grid stride (fast_share.wgsl), then the
//   workgroup combines its 256 per-thread values: with subgroup operations where the device has them
//   (fast_subgroup_combine.wgsl: one round per factor of the subgroup size), else by a tree in
//   workgroup memory (fast_workgroup_combine.wgsl: eight steps with a barrier each). The order of
//   combination depends only on n and the device, so f32 sums are repeatable.
// Bindings: as fast_share.wgsl declares them (0 level, 1 scalars, 2 vectors, 3 partials, 4 arrivals).
// Limits: first + count < 2^32; subgroup sizes 4..128; workgroups past 65,535 come as a 2D grid (extra
//   workgroups return at once).
// Element type and operation: the override constants ELEMENT and OP (reduce/element_ops.wgsl).
//
// part: reduce/element_ops.wgsl
// part: reduce/fast_share.wgsl
// part: reduce/fast_workgroup_combine.wgsl | reduce/fast_subgroup_combine.wgsl

// `lanes` is what the combining part needs of the invocation's subgroup (see its struct Lanes).
@compute @workgroup_size(WORKGROUP_SIZE)
fn reduce_level(@builtin(local_invocation_index) lid: u32,
                @builtin(workgroup_id) wid: vec3<u32>,
                @builtin(num_workgroups) grid: vec3<u32>,
                lanes: Lanes) {
    let group = wid.x + wid.y * grid.x;
    if (group >= level.workgroups) {
        return; // uniform for the whole workgroup
    }
    let identity = bitcast<T>(level.identity);
    let ticket = take_ticket(lid);
    let total = combine_workgroup(thread_share(group, lid, identity), lid, lanes, identity);
    if (!publish_partial(group, lid, total, ticket)) {
        return; // uniform: publish_partial answers the same in every invocation
    }
    let result = combine_workgroup(collect_partials(lid, identity), lid, lanes, identity);
    if (lid == 0u) {
        publish_result(result);
    }
}
