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

