// The state a tile of a single-pass kernel on the decoupled look-back publishes for the tiles after it
// (decoupled_lookback.wgsl, segmented_lookback.wgsl and compact/select_lookback.wgsl name this part;
// workgroup_look_back.wgsl and subgroup_look_back.wgsl read it): the format of a tile's 128-byte line,
// the workgroup's ticket and how long a look-back waits on a silent tile.
// Binding 5, tile_state: the first line holds the ticket counter, then STATE_STRIDE words per tile of
// which two are used (see decoupled_lookback.wgsl and TileState.java for the format).

@group(0) @binding(5) var<storage, read_write> tile_state: array<atomic<u32>>;

// Look-back steps without news from a tile before this workgroup reduces that tile itself.
override SPIN_LIMIT: u32 = 128u;
// Testing only: reduce the previous tile from its input at every tile's first look-back step.
override FORCE_FALLBACK: bool = false;

const FLAG_SUM: u32 = 1u;
const FLAG_PREFIX: u32 = 2u;
const STATE_STRIDE: u32 = 32u;  // words per tile: one 128-byte line

// The ticket invocation 0 took from tile_state[0] (its run's parity is ticket / tiles).
var<workgroup> ticket_slot: u32;

fn state_word(flag: u32, parity: u32, half: u32) -> u32 {
    return (parity << 18u) | (flag << 16u) | half;
}

fn publish(tile: u32, flag: u32, parity: u32, value: u32) {
    let at = STATE_STRIDE * (tile + 1u);
    atomicStore(&tile_state[at], state_word(flag, parity, value & 0xFFFFu));
    atomicStore(&tile_state[at + 1u], state_word(flag, parity, value >> 16u));
}

struct TileStatus {
    flag: u32,  // 0 while nothing of this run is readable
    value: u32,
}

// Without branches, so that the subgroup look-back never diverges around it.
fn inspect(tile: u32, parity: u32) -> TileStatus {
    let at = STATE_STRIDE * (tile + 1u);
    let low = atomicLoad(&tile_state[at]);
    let high = atomicLoad(&tile_state[at + 1u]);
    let stamp = low >> 16u;
    let current = stamp == (high >> 16u) && (stamp >> 2u) == parity;
    return TileStatus(select(0u, stamp & 3u, current), select(0u, (high << 16u) | (low & 0xFFFFu), current));
}
