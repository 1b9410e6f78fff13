// Decoupled look-back with decoupled fallback: a prefix sum in ONE pass over tiles of 4 x 4 elements
// per invocation (8192 elements with 512 invocations, 4096 with 256), after Merrill and Garland's
// chained scan, with the fallback of Smith, Levien and Owens (SPAA 2025).
// Workgroup w scans tile w (the workgroup index, so the loads start at once), publishes its sum,
// then looks back over the tiles before it, adding published sums until it meets a published
// inclusive prefix. A tile whose owner has published nothing for SPIN_LIMIT steps is reduced from the
// input by the waiting workgroup itself, so no workgroup depends on another making progress (nor on
// the order in which the GPU starts workgroups).
// Look-back: workgroup_look_back.wgsl sums a window of 32 tiles per step in workgroup memory. Where the
// device has subgroups, subgroup_look_back.wgsl takes its place: one subgroup
// looks back alone, one tile per lane, and the rest of the workgroup waits at a barrier.
// Memory traffic: read n, write n, plus a few words per tile.
// Bindings: 0 params (uniform), 1..4 the caller's data as described at ACCESS, 5 tile_state:
// a 128-byte line per tile (STATE_STRIDE words: waiting workgroups poll these lines, and tiles that
// share a line slowed each other down on an H200), the first line holding the ticket counter. Of a
// tile's line, two words are used:
//   bit 18: parity of the run, bits 16..17: flag (1 sum, 2 inclusive prefix),
//   bits 0..15: one half of the 32-bit value (low half in the first word, high half in the second).
// A reader trusts a state only when both words carry this run's parity and the same flag, so values
// keep the full 32-bit range. Each workgroup takes one ticket per run, so ticket / tiles counts runs;
// the host clears the state when the tile count changes or the counter would wrap (see TileTickets),
// so a stale word can only be from the previous run, which the parity tells apart.
// Element type as in reduce_then_scan.wgsl (IS_F32: the tile sums are f32 bit patterns).
// params.inclusive picks the mode. Not for in-place scans: the fallback re-reads earlier tiles' input.
// Limits: n < 2^32 - TILE; tiles spread over a 2D grid, so their count may exceed 65,535 (padding
// workgroups leave at once).
// Its parts (named below; ShaderParts puts them before this file): the tile code of tile_access.wgsl,
// the tile states of tile_state.wgsl,
// the scan primitives and the look-back in workgroup memory, or with subgroup operations where the
// device has subgroups, and what the look-back asks of a plain sum (plain_tile_sums.wgsl: reduce_tile
// and tile_prefix).
//
// part: scan/tile_access.wgsl
// part: scan/tile_state.wgsl
// part: scan/workgroup_primitives.wgsl | scan/subgroup_primitives.wgsl
// part: scan/workgroup_look_back.wgsl | scan/subgroup_look_back.wgsl
// part: scan/plain_tile_sums.wgsl

@compute @workgroup_size(WORKGROUP_SIZE)
fn chained_scan(@builtin(local_invocation_index) local_index: u32,
        @builtin(workgroup_id) workgroup: vec3<u32>, @builtin(num_workgroups) grid: vec3<u32>) {
    let tile = workgroup.x + workgroup.y * grid.x;
    // Workgroups that only pad the 2D grid take no ticket.
    if (tile >= params.tiles) {
        return;
    }
    let rank = invocation_rank(local_index);
    let groups = load_tile(tile, rank);
    // The ticket only tells runs apart: taken while the tile's loads are in flight, and read after the
    // barriers of the tile's scan.
    if (local_index == 0u) {
        ticket_slot = atomicAdd(&tile_state[0], 1u);
    }
    let scanned = scan_tile(rank, groups, params.inclusive != 0u);
    let parity = (ticket_slot / params.tiles) & 1u;
    var before = 0u;
    if (tile == 0u) {
        if (rank == 0u) {
            publish(tile, FLAG_PREFIX, parity, scanned.aggregate);
        }
    } else {
        if (rank == 0u) {
            publish(tile, FLAG_SUM, parity, scanned.aggregate);
        }
        before = look_back(rank, tile, parity, scanned.aggregate);
    }
    store_tile(tile, rank, scanned.values, before);
}
