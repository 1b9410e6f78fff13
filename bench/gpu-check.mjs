// Correctness sweep on a real GPU (subgroup size 32 on NVIDIA, real concurrency): every page's own
// CPU verification at awkward and large sizes, one process per case (Dawn under Node is happier so).
//   node bench/gpu-check.mjs [PAGE ...] [--out results.jsonl] [--jobs N] [--grep TEXT]
//   (PAGE: scan, reduce, sort, life, reaction-diffusion, index; default all. --jobs: cases run at once, default 1; correctness
//   does not need the GPU to itself, so a sweep of some 600 cases takes minutes instead of ten.
//   --grep: only the cases whose query contains TEXT, e.g. --grep algo=fast.)
// Prints one line per case: ok/FAIL (skip: the adapter lacks shader-f16, which the case needs), the query, and the
// error sentence if any; exits 1 on any failure.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : null;
if (out) writeFileSync(out, '');

const awkward = [1, 2, 31, 32, 33, 255, 256, 257, 511, 512, 513, 4097, 262145, 1000003, 33554433, 67108867];
const cases = [];
for (const algo of ['blelloch', 'reduce-then-scan', 'decoupled-lookback']) {
  for (const n of awkward) {
    for (const [type, mode, bits] of [['u32', 'exclusive', 32], ['i32', 'inclusive', 8], ['f32', 'inclusive', 8]]) {
      cases.push(['scan', `n=${n}&algo=${algo}&type=${type}&mode=${mode}&bits=${bits}&reps=2`]);
    }
  }
}
// Decoupled look-back's own edges: its tile boundaries (8192 elements with 512-invocation workgroups,
// 4096 with 256), its fallback, its workgroup-memory path, and 2D grids, through the page's hidden tuning parameters.
for (const n of [4095, 4096, 4097, 8191, 8192, 8193, 16385]) {
  cases.push(['scan', `n=${n}&algo=decoupled-lookback&type=u32&mode=exclusive&bits=32&reps=2`]);
}
const tuned = [
  ['fallback=1', [8193, 300007, 1000003]],
  ['spin=0', [1000003]],
  ['subgroups=0', [8193, 1000003, 33554433]],
  ['subgroups=0&spin=0', [300007]],
  ['maxdim=16', [300007]],
];
for (const [tuning, sizes] of tuned) {
  for (const n of sizes) {
    for (const [type, mode, bits] of [['u32', 'exclusive', 32], ['f32', 'inclusive', 8]]) {
      cases.push(['scan', `n=${n}&algo=decoupled-lookback&type=${type}&mode=${mode}&bits=${bits}&reps=2`, tuning]);
    }
  }
}
cases.push(['scan', 'n=100003&algo=reduce-then-scan&type=u32&mode=inclusive&bits=32&reps=2', 'maxdim=16']);
cases.push(['scan', 'n=100003&algo=blelloch&type=u32&mode=inclusive&bits=32&reps=2', 'maxdim=16']);
cases.push(['scan', 'n=33554433&algo=reduce-then-scan&type=f32&mode=inclusive&bits=8&reps=2', 'subgroups=0']);
for (const algo of ['v1-interleaved-modulo', 'v2-strided-index', 'v3-sequential', 'v4-first-add-on-load',
  'v5-unrolled-subgroup', 'fast']) {
  for (const n of awkward) {
    for (const [type, op, bits] of [['u32', 'sum', 32], ['i32', 'min', 32], ['f32', 'sum', 8], ['f32', 'max', 8]]) {
      cases.push(['reduce', `n=${n}&algo=${algo}&type=${type}&op=${op}&bits=${bits}&reps=2`]);
    }
  }
}
// Life: verify=1 runs the page's CPU reference (computelab.life.CpuGenerations) and reports ok.
const lifeSizes = [[1, 1], [33, 2], [100, 37], [1000, 1000], [4099, 515]];
// Widths that are multiples of 128 take the bit-packed engine's four-words-per-thread kernel.
const quadSizes = [[128, 1], [128, 6], [256, 37], [1024, 1000], [4096, 515], [384, 3]];
for (const algo of ['naive', 'skip-unchanged', 'bitpacked']) {
  for (const [w, h] of algo === 'bitpacked' ? lifeSizes.concat(quadSizes) : lifeSizes) {
    for (const wrap of [0, 1]) {
      cases.push(['life', `w=${w}&h=${h}&density=0.35&seed=3&gens=100&wrap=${wrap}&rule=B36/S23&algo=${algo}&render=0&verify=1`]);
    }
  }
}
// The fast reduction finishing in its last workgroup: a three-level plan (65,536 workgroups in a 2D
// grid, then 64), the workgroup-memory path, small grid dimensions, and many runs in a row (the last
// run's value is checked, so the arrivals must be clean after every run).
cases.push(['reduce', 'n=67108867&algo=fast&type=u32&op=sum&bits=32&reps=2&workgroups=65536']);
cases.push(['reduce', 'n=33554433&algo=fast&type=f32&op=sum&bits=8&reps=2&subgroups=0']);
cases.push(['reduce', 'n=1000003&algo=fast&type=i32&op=min&bits=32&reps=2&maxdim=64&workgroups=4096']);
cases.push(['reduce', 'n=16777219&algo=fast&type=f32&op=sum&bits=8&reps=50&offset=3']);
cases.push(['reduce', 'n=268435456&algo=fast&type=u32&op=sum&bits=32&reps=50']);
cases.push(['reduce', 'n=268435459&algo=fast&type=f32&op=max&bits=32&reps=50&offset=5']);
cases.push(['life', 'w=1024&h=1024&pattern=r-pentomino&gens=1103&algo=bitpacked&render=0&verify=1']);
cases.push(['life', 'w=4096&h=4096&density=0.5&seed=9&gens=120&algo=bitpacked&render=0&verify=1']);
cases.push(['life', 'w=4096&h=4000&density=0.3&seed=9&gens=120&wrap=0&rule=B3678/S34678&algo=bitpacked&render=0&verify=1']);
// The generations engine: every rule family (Generations in both notations, isotropic, both together,
// 256 states, a Life-like rule), odd sizes, both edges; the library's patterns of those rules.
const familyRules = ['/2/3', '345/2/4', 'B2-a/S12', 'B3-cnqy/S23-a4ityz', 'B2-a/S12/C4', 'B36/S23/C256', 'B3/S23'];
for (const rule of familyRules) {
  for (const [w, h] of lifeSizes) {
    for (const wrap of [0, 1]) {
      cases.push(['life', `w=${w}&h=${h}&density=0.35&seed=5&gens=100&wrap=${wrap}&rule=${encodeURIComponent(rule)}`
        + '&algo=generations&render=0&verify=1']);
    }
  }
}
for (const pattern of ['brians-brain-spaceship', 'star-wars-spaceship', 'star-wars-oscillator', 'just-friends-glider',
  'tlife-spaceship', 'just-friends-4-glider', 'seeds-moon', 'highlife-replicator', 'day-and-night-oscillator']) {
  cases.push(['life', `w=513&h=257&pattern=${pattern}&gens=1000&algo=generations&render=0&verify=1`]);
}
cases.push(['life', `w=301&h=203&wrap=0&rle=${encodeURIComponent('x = 6, y = 2, rule = B3/S23/C256\nAyOpAxXo.$3AB2A!')}`
  + '&gens=300&algo=generations&render=0&verify=1']);
// Large boards run (no CPU check): the engine's dispatch over a 2D grid of workgroups.
cases.push(['life', 'w=8192&h=8192&density=0.3&seed=7&gens=200&rule=%2F2%2F3&algo=generations&render=0']);
cases.push(['life', 'w=11001&h=9001&density=0.3&seed=7&gens=20&rule=B2-a%2FS12%2FC4&algo=generations&render=0']);
// Radix sort: its tiles (split-scan 1024 keys, onesweep 3072) and their edges, keys and pairs of every
// type, bits=4 (most keys equal: the values show whether equal keys kept their order), 67108867 keys
// (split-scan: more than 65,535 tiles, a 2D grid) and 2^28 keys (onesweep: 87,382 tiles, a 2D grid),
// each checked by the page against the CPU's stable sort; onesweep's look-back fallback and small 2D
// grids through the page's hidden tuning parameters.
for (const algo of ['split-scan', 'onesweep']) {
  for (const n of [1, 2, 1023, 1024, 1025, 2047, 2048, 2049, 3071, 3072, 3073, 4095, 4096, 4097, 6145, 65537,
    1000003]) {
    for (const [type, bits] of [['u32', 32], ['u32', 4], ['i32', 32], ['i32', 4], ['f32', 32]]) {
      for (const values of [0, 1]) {
        cases.push(['sort', `n=${n}&algo=${algo}&type=${type}&values=${values}&bits=${bits}&reps=2`]);
      }
    }
  }
  for (const n of [16777217, 67108867]) {
    for (const [type, bits] of [['u32', 32], ['i32', 4], ['f32', 32]]) {
      for (const values of [0, 1]) {
        cases.push(['sort', `n=${n}&algo=${algo}&type=${type}&values=${values}&bits=${bits}&reps=2`]);
      }
    }
  }
  for (const [type, values, bits] of [['u32', 0, 32], ['u32', 1, 32], ['i32', 1, 4], ['f32', 1, 32]]) {
    cases.push(['sort', `n=268435456&algo=${algo}&type=${type}&values=${values}&bits=${bits}&reps=2`]);
  }
}
// (16 workgroups per dimension hold at most 256 tiles: 200003 keys are 196 and 98 of them.)
for (const [tuning, algos, sizes] of [['fallback=1', ['onesweep'], [300007, 16777217]],
  ['spin=0', ['onesweep'], [300007, 16777217]],
  ['maxdim=16', ['onesweep', 'split-scan'], [200003]],
  ['subgroups=0&fallback=1', ['onesweep'], [300007]],
  ['subgroups=0&spin=0', ['onesweep'], [300007]],
  ['subgroups=0&maxdim=16', ['onesweep'], [200003]]]) {
  for (const algo of algos) {
    for (const n of sizes) {
      cases.push(['sort', `n=${n}&algo=${algo}&type=i32&values=1&bits=6&reps=2`, tuning]);
    }
  }
}
// Onesweep's ranking without subgroups (two 4-bit splits in workgroup memory) on a GPU that has them,
// and its other tile sizes (256 x 8..16 keys), both rankings, at the tile's edges and large.
for (const [tuning, tile] of [['subgroups=0', 4096], ['keys=15', 3840],
  ['keys=8', 2048], ['keys=12&subgroups=0', 3072]]) {
  for (const n of [tile - 1, tile, tile + 1, 1000003, 16777217]) {
    for (const [type, bits] of [['u32', 4], ['i32', 32], ['f32', 32]]) {
      for (const values of [0, 1]) {
        cases.push(['sort', `n=${n}&algo=onesweep&type=${type}&values=${values}&bits=${bits}&reps=2`, tuning]);
      }
    }
  }
}
cases.push(['sort', 'n=268435456&algo=onesweep&type=u32&values=1&bits=32&reps=2', 'subgroups=0']);
// Reaction-diffusion: verify=1 runs the page's CPU reference (computelab.rd.CpuGrayScott, rounding to f16
// for precision=f16) from the same random start in the "bubbles" regime, which fills the grid, and reports
// ok: meanU, meanV, minV and maxV within 2e-4 of the CPU's (f32), every cell within 1e-2. Odd step counts
// end with a shorter pass of the fast engine; the CPU's work stays at 2^26 cell updates a case.
const rdSizes = [[1, 1], [7, 5], [57, 25], [113, 23], [1000, 37], [1025, 1023], [4099, 515]];
for (const [algo, precision] of [['tutorial', 'f32'], ['fast', 'f32'], ['fast', 'f16']]) {
  for (const [w, h] of rdSizes) {
    const steps = Math.min(1001, Math.floor(2 ** 26 / (w * h)) | 1);
    for (const wrap of [0, 1]) {
      cases.push(['reaction-diffusion', `w=${w}&h=${h}&F=0.039&k=0.058&init=random&density=0.5&seed=7&steps=${steps}`
        + `&wrap=${wrap}&algo=${algo}&precision=${precision}&reps=2&verify=1&render=0`]);
    }
  }
}
// Large grids run (no CPU check): the fast engine's tiles over a 2D grid of workgroups.
cases.push(['reaction-diffusion', 'w=8192&h=8192&steps=1001&algo=fast&reps=2&verify=0&render=0']);
cases.push(['reaction-diffusion', 'w=16384&h=16384&steps=101&algo=fast&precision=f16&reps=2&verify=0&render=0']);
cases.push(['index', '']);

const optionValues = ['--out', '--jobs', '--grep'];
const pages = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !optionValues.includes(all[i - 1]));
const jobs = process.argv.includes('--jobs') ? Number(process.argv[process.argv.indexOf('--jobs') + 1]) : 1;
const grep = process.argv.includes('--grep') ? process.argv[process.argv.indexOf('--grep') + 1] : '';
const selected = cases.filter(([page, query]) => (pages.length === 0 || pages.includes(page)) && query.includes(grep));

/** Runs one case in its own lab.mjs process; resolves with its result JSON (or a crash). */
function check(page, query, tuning) {
  const full = tuning ? `${query}&${tuning}` : query;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, 'lab.mjs'), page, full]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 300000);
    child.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(stdout.trim().split('\n').pop()));
      } catch {
        resolve({ state: 'crash', error: stderr.slice(-300) });
      }
    });
  });
}

/** A case needing an optional feature the adapter lacks: the page's refusal is the right answer, not a failure. */
function lacksFeature(result) {
  return result.state === 'error' && /needs the shader-f16 feature/.test(result.error ?? '');
}

let failures = 0;
let skipped = 0;
let next = 0;
async function worker() {
  while (next < selected.length) {
    const [page, query, tuning] = selected[next++];
    const result = await check(page, query, tuning);
    const ok = result.state === 'done' && result.ok !== false;
    const skip = !ok && lacksFeature(result);
    if (skip) skipped++;
    else if (!ok) failures++;
    const tuned = tuning ? `&${tuning}` : '';
    const mark = ok ? 'ok  ' : skip ? 'skip' : 'FAIL';
    console.log(`${mark} ${page} ${query}${tuned} ${ok ? '' : result.error ?? JSON.stringify(result)}`);
    if (out) appendFileSync(out, JSON.stringify({ page, query, tuning, result }) + '\n');
  }
}
await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
console.log(`${selected.length - failures - skipped} passed, ${failures} failed`
  + (skipped ? `, ${skipped} skipped (the adapter lacks a feature they need)` : ''));
process.exit(failures ? 1 : 0);
