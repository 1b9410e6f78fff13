// The correctness sweep on a real GPU (subgroups of 32 on NVIDIA, real concurrency, the largest bindings):
// the gpu tier of the lab's one case list (computelab.lab.Sweep, the list SweepIT runs on SwiftShader in
// its default tier: every registered algorithm at awkward sizes, at its tile edges and under its tunings,
// with every type, operation and mode, here with large sizes up to 2^28), then the stress cases below,
// which are not a cross product of the registries: runs repeated 50 times, ranges off a vector at 2^28,
// boards and grids too large for a CPU check, and reaction-diffusion's runs. Each case is checked by the
// page's own CPU reference, all in one process on one device (bench/sweep.mjs).
//
//   node bench/gpu-check.mjs [PAGE...] [--grep TEXT] [--jobs N] [--out FILE] [--large SIZES] [--list]
//                            [--timeout SECONDS] [--swiftshader]
//
// Options as bench/sweep.mjs's; --jobs 2 or 3 use the GPU better (correctness does not need it alone).
// Exits 0 when every case passed, 1 otherwise, 2 for a bad command line.
import { listCases, parseArguments, runCases, sweepCases } from './sweep.mjs';

/** Cases beyond the registries' cross product (those of a page without a CPU check run and must finish). */
const STRESS = [
  // The fast reduction finishing in its last workgroup: a three-level plan (65,536 workgroups in a 2D grid,
  // then 64), the workgroup-memory path, small grid dimensions, and many runs in a row (the last run's value
  // is checked, so the arrivals must be clean after every run).
  ['reduce', 'n=67108867&algo=fast&type=u32&op=sum&bits=32&reps=2&workgroups=65536'],
  ['reduce', 'n=33554433&algo=fast&type=f32&op=sum&bits=8&reps=2&subgroups=0'],
  ['reduce', 'n=1000003&algo=fast&type=i32&op=min&bits=32&reps=2&maxdim=64&workgroups=4096'],
  ['reduce', 'n=16777219&algo=fast&type=f32&op=sum&bits=8&reps=50&offset=3'],
  ['reduce', 'n=268435456&algo=fast&type=u32&op=sum&bits=32&reps=50'],
  ['reduce', 'n=268435459&algo=fast&type=f32&op=max&bits=32&reps=50&offset=5'],
  ['sort', 'n=268435456&algo=onesweep&type=u32&values=1&bits=32&reps=2&subgroups=0'],
  ['life', 'w=1024&h=1024&pattern=r-pentomino&gens=1103&algo=bitpacked&render=0&verify=1'],
  // 4096 x 4096 is 2^24 cells, where the bit-packed engine's default turns to five generations a pass (123 = 24
  // passes and a rest of 3); 4096 x 4000 stays at one, and perpass=1 asks for one on the larger board.
  ['life', 'w=4096&h=4096&density=0.5&seed=9&gens=123&algo=bitpacked&render=0&verify=1'],
  ['life', 'w=4096&h=4096&density=0.5&seed=9&gens=120&algo=bitpacked&perpass=1&render=0&verify=1'],
  ['life', 'w=8192&h=2048&density=0.45&seed=4&gens=61&wrap=0&rule=B36%2FS23&algo=bitpacked&render=0&verify=1'],
  ['life', 'w=4096&h=4000&density=0.3&seed=9&gens=120&wrap=0&rule=B3678/S34678&algo=bitpacked&render=0&verify=1'],
  ['life', 'w=1000&h=1000&density=0.35&seed=3&gens=100&wrap=1&rule=B36/S23&algo=naive&render=0&verify=1'],
  // The bit-packed engine at several generations a pass on boards the CPU still checks: every depth's pass
  // and a rest, both edges, a B0 rule, a height that is no multiple of a strip.
  ['life', 'w=3968&h=4001&density=0.4&seed=5&gens=123&wrap=0&rule=B0123478%2FS34678&algo=bitpacked&perpass=8&render=0&verify=1'],
  ['life', 'w=4096&h=4093&density=0.5&seed=6&gens=101&wrap=1&rule=B36%2FS23&algo=bitpacked&perpass=5&render=0&verify=1'],
  ['life', 'w=1024&h=1024&pattern=r-pentomino&gens=1103&algo=bitpacked&perpass=7&render=0&verify=1'],
  ['life', 'w=1920&h=1090&density=0.3&seed=8&gens=222&wrap=0&rule=B3%2FS23&algo=bitpacked&perpass=3&render=0&verify=1'],
  ['life', 'w=1920&h=1090&density=0.3&seed=8&gens=223&wrap=1&rule=B3%2FS23&algo=bitpacked&perpass=6&render=0&verify=1'],
  ['life', 'w=1000&h=1000&density=0.35&seed=3&gens=100&wrap=0&rule=B36/S23&algo=skip-unchanged&render=0&verify=1'],
  // The library's patterns of rules beyond Life-like ones and a 256-state RLE start, longer and larger than
  // the list's own runs of them.
  ...['brians-brain-spaceship', 'star-wars-spaceship', 'star-wars-oscillator', 'just-friends-glider', 'tlife-spaceship',
    'just-friends-4-glider', 'seeds-moon', 'highlife-replicator', 'day-and-night-oscillator']
    .map((id) => ['life', `w=513&h=257&pattern=${id}&gens=1000&algo=generations&render=0&verify=1`]),
  ['life', `w=301&h=203&wrap=0&rle=${encodeURIComponent('x = 6, y = 2, rule = B3/S23/C256\nAyOpAxXo.$3AB2A!')}`
    + '&gens=300&algo=generations&render=0&verify=1'],
  // Large boards run without a CPU check: the generations engine's dispatch over a 2D grid of workgroups.
  ['life', 'w=8192&h=8192&density=0.3&seed=7&gens=200&rule=%2F2%2F3&algo=generations&render=0'],
  ['life', 'w=11001&h=9001&density=0.3&seed=7&gens=20&rule=B2-a%2FS12%2FC4&algo=generations&render=0'],
];

/**
 * Reaction-diffusion: verify=1 runs the page's CPU reference (computelab.rd.CpuGrayScott, rounding to f16
 * for precision=f16) from the same random start in the "bubbles" regime, which fills the grid: meanU,
 * meanV, minV and maxV within 2e-4 of the CPU's (f32), every cell within 1e-2. Odd step counts end with a
 * shorter pass of the fast engine; the CPU's work stays at 2^26 cell updates a case.
 */
function reactionDiffusion() {
  const cases = [];
  const sizes = [[1, 1], [7, 5], [57, 25], [113, 23], [1000, 37], [1025, 1023], [4099, 515]];
  for (const [algo, precision] of [['tutorial', 'f32'], ['fast', 'f32'], ['fast', 'f16']]) {
    for (const [w, h] of sizes) {
      const steps = Math.min(1001, Math.floor(2 ** 26 / (w * h)) | 1);
      for (const wrap of [0, 1]) {
        cases.push(['reaction-diffusion', `w=${w}&h=${h}&F=0.039&k=0.058&init=random&density=0.5&seed=7`
          + `&steps=${steps}&wrap=${wrap}&algo=${algo}&precision=${precision}&reps=2&verify=1&render=0`]);
      }
    }
  }
  // Large grids run without a CPU check: the fast engine's tiles over a 2D grid of workgroups.
  cases.push(['reaction-diffusion', 'w=8192&h=8192&steps=1001&algo=fast&reps=2&verify=0&render=0']);
  cases.push(['reaction-diffusion', 'w=16384&h=16384&steps=101&algo=fast&precision=f16&reps=2&verify=0&render=0']);
  return cases;
}

/** What a stress case must end in: a page without a CPU check (verify=0, or Life without verify) finishing. */
function unchecked(query) {
  return !/(^|&)verify=1(&|$)/.test(query);
}

let options;
try {
  options = parseArguments(['--tier', 'gpu', ...process.argv.slice(2)]);
} catch (bad) {
  console.error(bad.message);
  process.exit(2);
}
let cases;
try {
  cases = await sweepCases(options);
} catch (bad) {
  console.error(bad.message);
  process.exit(2);
}
for (const [page, query] of [...STRESS, ...reactionDiffusion()]) {
  if ((options.pages.length === 0 || options.pages.includes(page)) && query.includes(options.grep)) {
    cases.push({ page, query, unchecked: unchecked(query) });
  }
}
if (options.list) {
  listCases(cases);
  process.exit(0);
}
const failed = await runCases(cases, options, `tier ${options.tier} and the stress cases`);
process.exit(failed ? 1 : 0);
