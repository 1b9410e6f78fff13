// Random keys, a check of a sorted output and the median of timings, for sorts timed outside the lab's
// page (bench/peers/sort-peers.mjs). The lab's own pages use the contract's generator instead
// (computelab.lab).

/** n uniformly random 32-bit keys from a xorshift generator (seed 0 counts as 1). */
export function randomKeys(n, seed) {
  const keys = new Uint32Array(n);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    keys[i] = state;
  }
  return keys;
}

/** Sum and xor of the keys: equal for the input and a permutation of it. */
function sums(keys) {
  let sum = 0;
  let xor = 0;
  for (let i = 0; i < keys.length; i++) {
    sum = (sum + keys[i]) >>> 0;
    xor = (xor ^ keys[i]) >>> 0;
  }
  return [sum, xor];
}

/** Why `sorted` is not the input's keys in ascending order, or null when it is. */
export function sortError(input, sorted) {
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i - 1] > sorted[i]) return `the output is not sorted (index ${i})`;
  }
  const [sum, xor] = sums(input);
  const [sortedSum, sortedXor] = sums(sorted);
  return sum === sortedSum && xor === sortedXor ? null : 'the output holds other keys than the input';
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
