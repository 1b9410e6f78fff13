// Correctness sweep on a real GPU (subgroup size 32 on NVIDIA, real concurrency): every page's own
// CPU verification at awkward and large sizes, one process per case (Dawn under Node is happier so).
//   node bench/gpu-check.mjs [PAGE ...] [--out results.jsonl]     (PAGE: scan, reduce, life, index; default all)
// Prints one line per case: ok/FAIL, the query, and the error sentence if any; exits 1 on any failure.
import { spawnSync } from 'node:child_process';
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
// 4096 with 256), its fallback, its workgroup-memory path, and 2D grids, through the tuning hook.
for (const n of [4095, 4096, 4097, 8191, 8192, 8193, 16385]) {
  cases.push(['scan', `n=${n}&algo=decoupled-lookback&type=u32&mode=exclusive&bits=32&reps=2`]);
}
const tuned = [
  [{ forceFallback: true }, [8193, 300007, 1000003]],
  [{ spinLimit: 0 }, [1000003]],
  [{ subgroups: false }, [8193, 1000003, 33554433]],
  [{ subgroups: false, spinLimit: 0 }, [300007]],
  [{ maxWorkgroupsPerDimension: 16 }, [300007]],
];
for (const [tuning, sizes] of tuned) {
  for (const n of sizes) {
    for (const [type, mode, bits] of [['u32', 'exclusive', 32], ['f32', 'inclusive', 8]]) {
      cases.push(['scan', `n=${n}&algo=decoupled-lookback&type=${type}&mode=${mode}&bits=${bits}&reps=2`, tuning]);
    }
  }
}
cases.push(['scan', 'n=100003&algo=reduce-then-scan&type=u32&mode=inclusive&bits=32&reps=2', { maxWorkgroupsPerDimension: 16 }]);
cases.push(['scan', 'n=100003&algo=blelloch&type=u32&mode=inclusive&bits=32&reps=2', { maxWorkgroupsPerDimension: 16 }]);
cases.push(['scan', 'n=33554433&algo=reduce-then-scan&type=f32&mode=inclusive&bits=8&reps=2', { subgroups: false }]);
for (const algo of ['v1-interleaved-modulo', 'v2-strided-index', 'v3-sequential', 'v4-first-add-on-load',
  'v5-unrolled-subgroup', 'fast']) {
  for (const n of awkward) {
    for (const [type, op, bits] of [['u32', 'sum', 32], ['i32', 'min', 32], ['f32', 'sum', 8], ['f32', 'max', 8]]) {
      cases.push(['reduce', `n=${n}&algo=${algo}&type=${type}&op=${op}&bits=${bits}&reps=2`]);
    }
  }
}
for (const algo of ['naive', 'skip-unchanged', 'bitpacked']) {
  for (const [w, h] of [[1, 1], [33, 2], [100, 37], [1000, 1000], [4099, 515]]) {
    for (const wrap of [0, 1]) {
      cases.push(['life', `w=${w}&h=${h}&density=0.35&seed=3&gens=100&wrap=${wrap}&rule=B36/S23&algo=${algo}&render=0`]);
    }
  }
}
cases.push(['life', 'w=1024&h=1024&pattern=r-pentomino&gens=1103&algo=bitpacked&render=0']);
cases.push(['index', '']);

const pages = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--out');
const selected = cases.filter(([page]) => pages.length === 0 || pages.includes(page));

let failures = 0;
for (const [page, query, tuning] of selected) {
  const env = tuning ? { ...process.env, LAB_SCAN_TUNING: JSON.stringify(tuning) } : process.env;
  const run = spawnSync(process.execPath, [path.join(here, 'lab.mjs'), page, query], { encoding: 'utf8', timeout: 300000, env });
  let result;
  try {
    result = JSON.parse(run.stdout.trim().split('\n').pop());
  } catch {
    result = { state: 'crash', error: (run.stderr || '').slice(-300) };
  }
  const ok = result.state === 'done' && result.ok !== false;
  if (!ok) failures++;
  const tuned = tuning ? ` tuning=${JSON.stringify(tuning)}` : '';
  const line = `${ok ? 'ok  ' : 'FAIL'} ${page} ${query}${tuned} ${ok ? '' : result.error ?? JSON.stringify(result)}`;
  console.log(line);
  if (out) appendFileSync(out, JSON.stringify({ page, query, tuning, result }) + '\n');
}
console.log(`${selected.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
