// The lab's correctness sweep under Node with Dawn: every case of the one list the compiled script
// generates (computelab.lab.Sweep: each page's algorithms at awkward sizes, at their tile edges and under
// their tunings, with every type, operation and mode), run one after another on one device in one
// process, each checked by the page's own CPU reference ("ok").
//
//   node bench/sweep.mjs [--tier default|full|gpu] [--large 65541,262147] [PAGE...] [--grep TEXT]
//                        [--jobs N] [--timeout SECONDS] [--out FILE] [--status FILE] [--end-with-parent]
//                        [--swiftshader] [--list]
//
//   --tier      which list: default (what mvn verify runs on SwiftShader), full (the cross product),
//               gpu (large sizes up to 2^28, for a real GPU; bench/gpu-check.mjs); default: default
//   --large     other large sizes for the tier, e.g. the gpu tier on a CPU adapter: --large 65541,262147
//   PAGE        only these pages' cases (scan, reduce, sort, life, index); --grep: only queries containing TEXT
//   --jobs      processes running shares of the list at once (default 1), each on its own device; the cases
//               that share pipelines run in the same one, so each pipeline compiles once
//   --timeout   seconds a case may take before its process is stopped (default 600)
//   --out       also writes one JSON line per case: page, query, ok, state, error, seconds
//   --list      prints the cases and runs none
//   --swiftshader  runs on Chromium's SwiftShader (the CPU adapter), the kernels compiled without Dawn's
//               robustness (sweepEnvironment says why)
//   --status    writes the exit code to FILE as the last thing it does, for a caller that did not start it
//               (mvn verify on CI starts the sweep early, beside its single-threaded steps; SweepIT waits for it)
//   --end-with-parent  stops when the process that started it ends (a build that ends early stops the sweep)
//
// A case passes when the page finished, its check says ok and, where it guards its output, nothing was
// written past the end. Prints FAIL and the query for each failing case (with the page's sentence), progress on stderr, and a
// summary line "N cases: P passed, F failed"; exits 0 when every case passed, 1 otherwise, 2 for a bad
// command line. A process that crashes or hangs costs the case it was running: that case is reported as
// failed and a fresh process goes on with the next one.
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWebGpu, runPage, swiftshaderEnvironment } from './lab.mjs';

const self = fileURLToPath(import.meta.url);

/** The command line as options; throws an Error with a sentence for a bad one. */
export function parseArguments(words) {
  const options = { tier: 'default', large: null, pages: [], grep: '', jobs: 1, timeoutSeconds: 600, out: null,
    status: null, endWithParent: false, swiftshader: false, list: false, worker: false };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const value = () => {
      if (i + 1 >= words.length) throw new Error(`${word} needs a value.`);
      return words[++i];
    };
    if (word === '--tier') options.tier = value();
    else if (word === '--large') options.large = value();
    else if (word === '--grep') options.grep = value();
    else if (word === '--jobs') options.jobs = Number(value());
    else if (word === '--timeout') options.timeoutSeconds = Number(value());
    else if (word === '--out') options.out = value();
    else if (word === '--status') options.status = value();
    else if (word === '--end-with-parent') options.endWithParent = true;
    else if (word === '--swiftshader') options.swiftshader = true;
    else if (word === '--list') options.list = true;
    else if (word === '--worker') options.worker = true;
    else if (word.startsWith('--')) throw new Error(`Unknown option ${word}.`);
    else options.pages.push(word);
  }
  if (!(Number.isInteger(options.jobs) && options.jobs >= 1)) throw new Error('--jobs needs a whole number from 1.');
  if (!(options.timeoutSeconds > 0)) throw new Error('--timeout needs a positive number of seconds.');
  return options;
}

/** The tier's cases from the compiled script, filtered by page and text; throws with the script's sentence. */
export async function sweepCases(options) {
  const query = [`tier=${encodeURIComponent(options.tier)}`, options.large ? `large=${options.large}` : '',
    options.pages.length ? `pages=${options.pages.join(',')}` : ''].filter(Boolean).join('&');
  const listed = JSON.parse(await runPage('sweep-cases', query));
  if (listed.error) throw new Error(listed.error);
  return listed.cases.filter(({ query: text }) => text.includes(options.grep));
}

/**
 * What a case's result says: passed only when the page finished and its own check says ok; a case marked
 * unchecked (a run too large for the CPU, bench/gpu-check.mjs) passes by finishing unless a check failed.
 * A case that needs a feature the adapter lacks (shader-f16) is skipped: it passes, counted apart.
 */
export function verdict(result, unchecked = false) {
  if (result.state === 'error' && /needs the shader-f16 feature/.test(result.error ?? '')) {
    return { ok: true, skipped: true, error: result.error };
  }
  if (result.state !== 'done') return { ok: false, error: result.error ?? `the page ended in "${result.state}"` };
  if (unchecked && result.ok !== false) return { ok: true, error: null };
  if (result.ok !== true) {
    return { ok: false, error: result.ok === false ? 'the page found a mismatch with its CPU reference'
      : 'the page did not check its result (no "ok")' };
  }
  if (result.guardOk === false) return { ok: false, error: 'the kernel wrote past the end of its output' };
  return { ok: true, error: null };
}

/** A worker: reads its cases as JSON on stdin, runs them on one device, writes a JSON line per case. */
async function work() {
  const cases = JSON.parse(readFileSync(0, 'utf8'));
  installWebGpu();
  for (const { page, query, unchecked } of cases) {
    const started = performance.now();
    const result = JSON.parse(await runPage(page, query));
    const { ok, skipped, error } = verdict(result, unchecked);
    const line = { ok, skipped, state: result.state, error, seconds: (performance.now() - started) / 1000 };
    if (!ok) line.result = result;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  // Dawn keeps handles open; leave as soon as the last line is out.
  process.exit(0);
}

/** The worker processes running now, stopped with this process. */
const workers = new Set();
const stop = () => {
  for (const worker of workers) worker.kill('SIGKILL');
  process.exit(143);
};
process.on('SIGTERM', stop);

/**
 * The workers' environment. On SwiftShader, Dawn's robustness is off: Tint then puts no clamp on the kernels'
 * indexing, which they never rely on (every case of the default and full tiers passes either way), and SwiftShader
 * compiles them a sixth faster. Compiling is nearly half of the default tier's time there: its 228 pipelines took
 * 40 to 43 s of its 89 to 90 s on a 2-core machine, 33 to 36 s of 79 to 84 s without robustness (two rounds each,
 * alternating). The pages keep it everywhere else: the workbench runs people's edits, and an edit that leaves a
 * sort's digit counts unwritten sends the shipped pass after it past its buffers; without robustness that took the
 * browser tests' GPU process down.
 */
function sweepEnvironment(options) {
  if (!options.swiftshader) return process.env;
  const env = swiftshaderEnvironment(process.env);
  env.LAB_DAWN_TOGGLES = [env.LAB_DAWN_TOGGLES, 'disable_robustness'].filter(Boolean).join(',');
  return env;
}

/**
 * Runs a share of the cases in worker processes, one at a time: a worker that dies or stops answering
 * costs the case it was on, and a fresh one goes on from the next. Calls report(case, outcome) per case.
 */
function runShare(cases, options, report) {
  const env = sweepEnvironment(options);
  return new Promise((resolve) => {
    let next = 0;
    const startWorker = () => {
      if (next >= cases.length) {
        resolve();
        return;
      }
      const share = cases.slice(next);
      const child = spawn(process.execPath, [self, '--worker'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
      workers.add(child);
      let pending = '';
      let stderr = '';
      let timer = null;
      let timedOut = false;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, options.timeoutSeconds * 1000);
      };
      arm();
      child.stdout.on('data', (chunk) => {
        pending += chunk;
        let end;
        while ((end = pending.indexOf('\n')) >= 0) {
          const text = pending.slice(0, end).trim();
          pending = pending.slice(end + 1);
          if (!text.startsWith('{')) continue; // Dawn or a driver may print to stdout as well.
          report(cases[next++], JSON.parse(text));
          arm();
        }
      });
      child.stderr.on('data', (chunk) => { stderr = (stderr + chunk).slice(-2000); });
      child.on('close', (code, signal) => {
        workers.delete(child);
        clearTimeout(timer);
        if (next < cases.length && (code !== 0 || signal || timedOut)) {
          const said = stderr.trim().split('\n').pop() ?? '';
          const how = timedOut ? `did not finish within ${options.timeoutSeconds} s`
            : signal ? `crashed (${signal})` : `exited with code ${code}`;
          report(cases[next++], { ok: false, state: 'crash', error: `its process ${how}${said ? `: ${said}` : ''}` });
        }
        startWorker();
      });
      child.stdin.end(JSON.stringify(share));
    };
    startWorker();
  });
}

/**
 * The parameters that change from case to case without changing which pipelines run (sizes, seeds, bits,
 * offsets, boards' starts and lengths): cases that differ only in these share their compiled pipelines.
 */
const DATA_PARAMETERS = new Set(['n', 'w', 'h', 'seed', 'bits', 'offset', 'density', 'gens', 'steps', 'reps']);

/** The pipelines a case compiles, as a key: its page and the query without its data parameters. */
export function pipelineKey({ page, query }) {
  const kept = query.split('&').filter((pair) => !DATA_PARAMETERS.has(pair.split('=')[0]));
  return `${page} ${kept.join('&')}`;
}

/**
 * The cases split into shares for that many processes, each case with every other of its pipelines (each
 * pipeline compiles in one process only), the largest groups first onto the least loaded share.
 */
export function shares(cases, jobs) {
  const groups = new Map();
  for (const sweepCase of cases) {
    const key = pipelineKey(sweepCase);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(sweepCase);
  }
  const split = Array.from({ length: jobs }, () => []);
  for (const group of [...groups.values()].sort((a, b) => b.length - a.length)) {
    split.reduce((least, share) => (share.length < least.length ? share : least)).push(...group);
  }
  return split.filter((share) => share.length > 0);
}

/**
 * Runs the cases (in options.jobs processes), prints FAIL lines, progress and the summary; resolves with
 * the number of failed cases.
 */
export async function runCases(cases, options, label) {
  if (options.out) writeFileSync(options.out, '');
  const started = performance.now();
  let done = 0;
  let failed = 0;
  let skipped = 0;
  let lastProgress = started;
  const report = ({ page, query }, outcome) => {
    done++;
    if (outcome.skipped) skipped++;
    if (!outcome.ok) {
      failed++;
      console.log(`FAIL ${page} ${query}: ${outcome.error}`);
    }
    if (options.out) appendFileSync(options.out, `${JSON.stringify({ page, query, ...outcome })}\n`);
    const now = performance.now();
    if (now - lastProgress > 10000 || done === cases.length) {
      lastProgress = now;
      process.stderr.write(`sweep: ${done} of ${cases.length} cases, ${failed} failed, ${((now - started) / 1000)
        .toFixed(0)} s\n`);
    }
  };
  await Promise.all(shares(cases, options.jobs).map((share) => runShare(share, options, report)));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const skips = skipped ? `, ${skipped} skipped (the adapter lacks a feature they need)` : '';
  console.log(`${cases.length} cases (${label}): ${cases.length - failed - skipped} passed, ${failed} failed${skips},`
    + ` in ${seconds} s`);
  return failed;
}

/** Prints the cases, one "PAGE QUERY" line each, in one synchronous write (process.exit cuts a pipe's short). */
export function listCases(cases) {
  writeSync(1, cases.map(({ page, query }) => `${page} ${query}\n`).join(''));
}

async function main() {
  let options;
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (bad) {
    console.error(bad.message);
    process.exit(2);
  }
  if (options.worker) {
    await work();
    return;
  }
  if (options.endWithParent) {
    const parent = process.ppid;
    setInterval(() => { if (process.ppid !== parent) stop(); }, 1000).unref();
  }
  // The status is written however the process ends (a thrown error, a signal handled by stop), so a caller
  // waiting for it never waits past the end of the run.
  if (options.status) process.on('exit', (code) => writeFileSync(options.status, `${code}\n`));
  let cases;
  try {
    cases = await sweepCases(options);
  } catch (bad) {
    console.error(bad.message);
    process.exit(2);
  }
  if (options.list) {
    listCases(cases);
    process.exit(0);
  }
  const failed = await runCases(cases, options, `tier ${options.tier}`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === self) {
  await main();
}
