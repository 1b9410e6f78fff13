// Digit ranking for onesweep.wgsl in workgroup memory, for every device (rank_match.wgsl, built on
// subgroup ballots, takes its place where the device has subgroups). A part of onesweep.wgsl, which
// names the pair at its top.
// Layout: invocation i loads the tile's places i * K .. i * K + K - 1 (K = KEYS_PER_INVOCATION).
// Ranking: two stable splits by 4 bits of the digit, low then high. Each invocation counts its keys'
// 4-bit values in sixteen 16-bit counters (8 words; no counter overflows, a tile holds at most 4096
// keys), and an exclusive scan of the counters over the invocations gives every key its place:
// where its value starts + keys of that value in earlier invocations + those before it in its own.
// The scan rakes: every invocation stores its counters, 32 invocations add up 8 invocations' each in
// order, one invocation adds up those 32 sums and the 16 totals into value starts. Between the
// splits the keys go through local_keys, which also holds the scan's counters (K >= 8 leaves room).
// Pairs also track where each key came from (16 bits per place, in their own array) to move values.
// Barriers per tile: 4 per scan, 1 after each split's scatter, 1 before the second scan, 1 after the
// digit starts: 12 (with the kernel's 2, the 14 of onesweep.wgsl's header). The kernel this replaced
// took 19 per split (Hillis-Steele) plus 17 for its digit starts.
// Workgroup memory: 1 KiB of raking sums, 2 bytes per key of origins (pairs only), 64 bytes of starts.
//
// part: sort/digit_counters.wgsl

// The ranking moves the keys through local_keys between its splits, so the tile is held whole.
const RANKING_USES_LOCAL_KEYS: bool = true;
const RAKERS: u32 = 32u;
const RAKED: u32 = WORKGROUP_SIZE / RAKERS;
override ORIGIN_WORDS: u32 = TILE / 2u;

// Per raker the sums of its invocations' counters (low, high), then the sums before it.
var<workgroup> rake_sums: array<vec4<u32>, 2 * RAKERS>;
// Where each 4-bit value starts in the split's order.
var<workgroup> value_starts: array<u32, 16>;
// Pairs: where the key at each place of the first split's order came from, two places per word.
var<workgroup> split_origins: array<atomic<u32>, ORIGIN_WORDS>;

fn rank_setup(local: u32) {
}

fn key_position(local: u32, j: u32) -> u32 {
    return local * KEYS_PER_INVOCATION + j;
}

fn store_counters(at: u32, c: Counters) {
    local_keys[at] = c.low.x;
    local_keys[at + 1u] = c.low.y;
    local_keys[at + 2u] = c.low.z;
    local_keys[at + 3u] = c.low.w;
    local_keys[at + 4u] = c.high.x;
    local_keys[at + 5u] = c.high.y;
    local_keys[at + 6u] = c.high.z;
    local_keys[at + 7u] = c.high.w;
}

fn load_counters(at: u32) -> Counters {
    return Counters(vec4<u32>(local_keys[at], local_keys[at + 1u], local_keys[at + 2u], local_keys[at + 3u]),
            vec4<u32>(local_keys[at + 4u], local_keys[at + 5u], local_keys[at + 6u], local_keys[at + 7u]));
}

// The sum of every earlier invocation's counters; value_starts filled. Every invocation must call it;
// local_keys is free again when it returns.
fn earlier_counters(local: u32, own: Counters) -> Counters {
    store_counters(local * 8u, own);
    workgroupBarrier();
    if (local < RAKERS) {
        var sum = Counters(vec4<u32>(0u), vec4<u32>(0u));
        for (var i = 0u; i < RAKED; i++) {
            let at = (local * RAKED + i) * 8u;
            let c = load_counters(at);
            store_counters(at, sum);
            sum = Counters(sum.low + c.low, sum.high + c.high);
        }
        rake_sums[2u * local] = sum.low;
        rake_sums[2u * local + 1u] = sum.high;
    }
    workgroupBarrier();
    if (local == 0u) {
        var sum = Counters(vec4<u32>(0u), vec4<u32>(0u));
        for (var r = 0u; r < RAKERS; r++) {
            let low = rake_sums[2u * r];
            let high = rake_sums[2u * r + 1u];
            rake_sums[2u * r] = sum.low;
            rake_sums[2u * r + 1u] = sum.high;
            sum = Counters(sum.low + low, sum.high + high);
        }
        var start = 0u;
        for (var v = 0u; v < 16u; v++) {
            value_starts[v] = start;
            start += counter(sum, v);
        }
    }
    workgroupBarrier();
    let raker = local / RAKED;
    let mine = load_counters(local * 8u);
    let earlier = Counters(mine.low + rake_sums[2u * raker], mine.high + rake_sums[2u * raker + 1u]);
    workgroupBarrier();
    return earlier;
}

// One stable split by the 4 bits at `shift` of the digit: keys[j] is at place local * K + j of the
// current order; places[j] becomes its place in the new order.
fn split(local: u32, keys: ptr<function, Keys>, places: ptr<function, Keys>, shift: u32) {
    var own = Counters(vec4<u32>(0u), vec4<u32>(0u));
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let value = (digit_of((*keys)[j]) >> shift) & 15u;
        (*places)[j] = counter(own, value) | (value << 16u);
        own = count_one(own, value);
    }
    let earlier = earlier_counters(local, own);
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let value = (*places)[j] >> 16u;
        (*places)[j] = value_starts[value] + counter(earlier, value) + ((*places)[j] & 0xFFFFu);
    }
}

fn rank_tile(local: u32, keys: ptr<function, Keys>, spots: ptr<function, Keys>) {
    var places: Keys;
    split(local, keys, &places, 0u);
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        local_keys[places[j]] = (*keys)[j];
        if (HAS_VALUES) {
            atomicOr(&split_origins[places[j] >> 1u], key_position(local, j) << ((places[j] & 1u) * 16u));
        }
    }
    workgroupBarrier();
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let at = key_position(local, j);
        (*keys)[j] = local_keys[at];
        (*spots)[j] = 0u;
        if (HAS_VALUES) {
            (*spots)[j] = (atomicLoad(&split_origins[at >> 1u]) >> ((at & 1u) * 16u)) & 0xFFFFu;
        }
    }
    workgroupBarrier();
    split(local, keys, &places, 4u);
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        local_keys[places[j]] = (*keys)[j];
        (*spots)[j] |= places[j] << 16u;
    }
    workgroupBarrier();
    // Digit starts where the digit changes between neighbouring places (each start written once).
    for (var j = 0u; j < KEYS_PER_INVOCATION; j++) {
        let at = key_position(local, j);
        let digit = digit_of(local_keys[at]);
        var lowest = 0u;
        if (at > 0u) {
            lowest = digit_of(local_keys[at - 1u]) + 1u;
        }
        for (var d = lowest; d <= digit; d++) {
            tile_starts[d] = at;
        }
        if (at == TILE - 1u) {
            for (var d = digit + 1u; d <= RADIX; d++) {
                tile_starts[d] = TILE;
            }
        }
    }
    workgroupBarrier();
    tile_counted(local, tile_starts[local + 1u] - tile_starts[local]);
}
