// Runs the lab's benchmark (bench.html) under Node with Dawn, no browser, and prints the page's result
// JSON: the same rows, each case measured in its own process. With --browser the same cases run in a
// headless Chromium instead, each in a fresh page (bench/browser.mjs), and the document is the same.
//
//   node bench/run.mjs suite=scan sizes=2^20,2^24 reps=30 [algos=a,b] [--out results.json]
//                      [--timeout 600] [--swiftshader] [--browser[=PATH] [--browser-flag=FLAG]...]
//
// Parameters are the page's (docs/page-contract.md, bench.html). Progress goes to stderr, the JSON
// document to stdout (and to --out). Ctrl-C stops after killing the running case and prints the rows
// done so far with "cancelled": true. See docs/benchmarks-howto.md for GPU servers and CPU-only machines.
//
// Why one process per case: Dawn under Node (npm webgpu 0.6.2) sometimes aborts with a glibc mutex
// assertion after many create/map/destroy cycles; a fresh process per case avoided it. A case whose
// process crashes anyway is retried once, then reported as a row with an error.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { accessSync, constants, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CHROMIUM, looksQuantized, openBrowserRunner } from './browser.mjs';
import { SWIFTSHADER_ICD, swiftshaderEnvironment } from './lab.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const labRunner = path.join(here, 'lab.mjs');
const site = path.join(here, '..', 'target', 'site');
const script = path.join(site, 'js', 'lab.js');

const USAGE = `usage: node bench/run.mjs [suite=scan|reduce|sort|life|all] [sizes=2^20,2^24] [algos=a,b] [reps=30]
                        [--out FILE] [--timeout SECONDS] [--swiftshader]
                        [--browser[=PATH]] [--browser-flag=FLAG]...
  --browser[=PATH]     run each case in a headless Chromium (default ${DEFAULT_CHROMIUM}) instead of Node
  --browser-flag=FLAG  an extra Chromium flag (repeatable)`;

/** Command-line words as page parameters plus runner options. */
export function parseArguments(words) {
  const options = { params: [], out: null, timeoutSeconds: 600, swiftshader: false, browser: null, browserFlags: [],
    help: false };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const [flag, inline] = word.startsWith('--') ? splitOnce(word, '=') : [null, null];
    const value = () => {
      if (inline !== null) return inline;
      if (i + 1 >= words.length) throw new Error(`${flag} needs a value.`);
      return words[++i];
    };
    if (flag === '--out') {
      options.out = value();
    } else if (flag === '--timeout') {
      options.timeoutSeconds = Number(value());
      if (!(options.timeoutSeconds > 0)) throw new Error('--timeout needs a positive number of seconds.');
    } else if (flag === '--swiftshader') {
      options.swiftshader = true;
    } else if (flag === '--browser') {
      // The path is optional, so it is only ever --browser=PATH: a following word stays a parameter.
      options.browser = inline || DEFAULT_CHROMIUM;
    } else if (flag === '--browser-flag') {
      options.browserFlags.push(value());
    } else if (flag === '--help' || word === '-h') {
      options.help = true;
    } else if (flag !== null) {
      throw new Error(`Unknown option ${flag}.`);
    } else if (word.includes('=')) {
      options.params.push(splitOnce(word, '='));
    } else {
      throw new Error(`"${word}" is neither name=value nor an option.`);
    }
  }
  if (options.browserFlags.length && !options.browser) throw new Error('--browser-flag needs --browser.');
  return options;
}

function splitOnce(text, separator) {
  const at = text.indexOf(separator);
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

/** A URL query from [name, value] pairs, encoded the way the page decodes it. */
export function queryOf(pairs) {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}`).join('&');
}

/** The result JSON a lab.mjs process printed: its last line that is a JSON object, or null. */
export function resultOf(stdout) {
  const lines = stdout.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('{'));
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      return JSON.parse(lines[i]);
    } catch {
      // Not the result line: Dawn or a driver may print to stdout as well.
    }
  }
  return null;
}

/**
 * The runner's document, in the order of the page's result: which runner, settings, cancelled, rows,
 * then the device and what the runner adds about itself (the browser: its flags and adapter).
 */
export function mergedDocument(planResult, rows, cancelled, runnerDetails = { runner: 'node' }) {
  const document = { page: 'bench', state: 'done' };
  for (const [key, value] of Object.entries(planResult)) {
    if (!['page', 'state', 'plan', 'adapter', 'features'].includes(key)) document[key] = value;
  }
  document.cancelled = cancelled;
  document.results = rows;
  document.adapter = planResult.adapter;
  document.features = planResult.features;
  return withRunner(document, runnerDetails);
}

/** A result document with "runner" after its state and the runner's other details at its end. */
export function withRunner(result, runnerDetails) {
  const { runner, ...about } = runnerDetails;
  const { page, state, ...rest } = result;
  return { page, state, runner, ...rest, ...about };
}

function errorDocument(sentence, runnerDetails) {
  return withRunner({ page: 'bench', state: 'error', error: sentence, adapter: null, features: null }, runnerDetails);
}

/** "scan decoupled-lookback 2^24", as the page's progress line names a case. */
export function describe(planned) {
  const n = planned.n;
  const size = n >= 16 && Number.isInteger(Math.log2(n)) ? `2^${Math.log2(n)}` : String(n);
  return `${planned.suite} ${planned.algo} ${size}`;
}

function childEnvironment(swiftshader) {
  return swiftshader ? swiftshaderEnvironment(process.env) : { ...process.env };
}

let running = null;

/** Runs one bench query in a fresh lab.mjs process. */
function runChild(query, env, timeoutSeconds) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [labRunner, 'bench', query], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, timeoutSeconds * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running = null;
      resolve({ code, signal, timedOut, result: resultOf(stdout), stderr });
    });
  });
}

function lastLine(text) {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.length ? lines[lines.length - 1] : '';
}

function failureSentence(run, timeoutSeconds) {
  if (run.timedOut) return `The case did not finish within ${timeoutSeconds} s and was stopped.`;
  const how = run.signal ? `was killed by ${run.signal}` : `exited with code ${run.code}`;
  const said = lastLine(run.stderr);
  return `The process running this case ${how} without a result${said ? ` (${said})` : ''}.`;
}

/**
 * The Node runner: each query in a fresh lab.mjs process. A runner's run(query) resolves with
 * { result, timedOut, failure }: the page's result JSON, or null and the sentence saying why not.
 */
function nodeRunner(options) {
  const env = childEnvironment(options.swiftshader);
  return {
    async run(query) {
      const run = await runChild(query, env, options.timeoutSeconds);
      const failure = run.result ? null : failureSentence(run, options.timeoutSeconds);
      return { result: run.result, timedOut: run.timedOut, failure };
    },
    cancel() {
      if (running) running.kill('SIGTERM');
    },
    async close() {},
    details: () => ({ runner: 'node' }),
  };
}

/** The browser runner: each query in a fresh page of one headless Chromium (bench/browser.mjs). */
async function browserRunner(options) {
  const browser = await openBrowserRunner({ executable: options.browser, swiftshader: options.swiftshader,
    extraFlags: options.browserFlags, siteDir: site });
  const { adapter } = browser.details();
  process.stderr.write(`Chromium's adapter: ${[adapter.vendor, adapter.architecture, adapter.description]
    .filter(Boolean).join(' / ')}\n`);
  if (!options.swiftshader && (adapter.fallback || adapter.architecture === 'swiftshader')) {
    process.stderr.write('Warning: Chromium fell back to a CPU adapter; these numbers describe the CPU, not a GPU '
      + '(docs/benchmarks-howto.md, "In Chromium on a GPU server").\n');
  }
  return {
    run: (query) => browser.run(query, options.timeoutSeconds),
    cancel: () => browser.cancel(),
    close: () => browser.close(),
    /** The browser's flags and adapter; with the rows, also whether their times look quantized. */
    details(rows) {
      const about = browser.details();
      if (rows) about.timestamps.looksQuantized = looksQuantized(rows);
      return { runner: 'browser', browser: about };
    },
  };
}

/** One case's row: the runner's only result row, or an error row saying what went wrong. */
async function measureCase(planned, reps, runner, isCancelled) {
  const query = queryOf([['suite', planned.suite], ['algos', planned.algo], ['sizes', String(planned.n)],
    ['reps', String(reps)]]);
  let run = await runner.run(query);
  if (!run.result && !run.timedOut && !isCancelled()) {
    process.stderr.write(`  ${run.failure} Retrying once.\n`);
    run = await runner.run(query);
  }
  const identity = { suite: planned.suite, algo: planned.algo, n: planned.n };
  if (!run.result) return { ...identity, ok: false, error: run.failure };
  if (run.result.state !== 'done') return { ...identity, ok: false, error: run.result.error };
  const rows = run.result.results ?? [];
  if (rows.length !== 1) {
    return { ...identity, ok: false, error: `The case's run reported ${rows.length} rows instead of one.` };
  }
  return rows[0];
}

function preflight(options) {
  if (!existsSync(script)) {
    throw new Error(`${script} is missing: build the lab first with 'mvn -q package'.`);
  }
  if (options.browser) {
    try {
      accessSync(options.browser, constants.X_OK);
    } catch {
      throw new Error(`--browser needs Chromium at ${options.browser} (Debian: apt-get install chromium).`);
    }
    return;
  }
  const require = createRequire(import.meta.url);
  try {
    require.resolve('webgpu');
  } catch {
    throw new Error(`The npm package webgpu is missing in ${path.join(here, 'node_modules')}: `
      + `run 'npm ci --prefix bench' first.`);
  }
  if (options.swiftshader && !existsSync(SWIFTSHADER_ICD)) {
    throw new Error(`--swiftshader needs Chromium's SwiftShader at ${SWIFTSHADER_ICD} (Debian: apt-get install chromium).`);
  }
}

function emit(document, out, exitCode) {
  const text = JSON.stringify(document, null, 2);
  if (out) writeFileSync(out, text + '\n');
  process.stdout.write(text + '\n');
  process.exitCode = exitCode;
}

async function main() {
  let options;
  try {
    options = parseArguments(process.argv.slice(2));
    if (options.help) {
      process.stdout.write(USAGE + '\n');
      return;
    }
    preflight(options);
  } catch (problem) {
    process.stderr.write(`${problem.message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  let runner;
  try {
    runner = options.browser ? await browserRunner(options) : nodeRunner(options);
  } catch (problem) {
    const hint = options.swiftshader ? '' : ' Without a GPU that Chromium can use, --swiftshader runs on its CPU adapter.';
    emit(errorDocument(problem.message + hint, { runner: 'browser', browser: problem.browser }), options.out, 1);
    return;
  }
  let cancelled = false;
  process.on('SIGINT', () => {
    if (cancelled) process.exit(130);
    cancelled = true;
    process.stderr.write('Cancelling: stopping the running case (Ctrl-C again to quit at once).\n');
    runner.cancel();
  });
  try {
    await runPlan(options, runner, () => cancelled);
  } finally {
    await runner.close();
  }
}

/** Asks for the plan, measures each case, and prints the merged document. */
async function runPlan(options, runner, isCancelled) {
  const planRun = await runner.run(queryOf([...options.params, ['plan', '1']]));
  if (!planRun.result) {
    emit(errorDocument(`Planning the run failed: ${planRun.failure}`, runner.details()), options.out, 1);
    return;
  }
  if (planRun.result.state !== 'done') {
    emit(withRunner(planRun.result, runner.details()), options.out, 1);
    return;
  }
  const plan = planRun.result.plan;
  const rows = [];
  for (let i = 0; i < plan.length && !isCancelled(); i++) {
    process.stderr.write(`case ${i + 1} of ${plan.length}: ${describe(plan[i])}\n`);
    const row = await measureCase(plan[i], planRun.result.reps, runner, isCancelled);
    if (isCancelled()) break;
    rows.push(row);
    if (!row.ok) process.stderr.write(`  failed: ${row.error}\n`);
  }
  const details = runner.details(rows);
  if (details.browser?.timestamps.looksQuantized) {
    process.stderr.write('Warning: every time is a whole number of 65.536 µs steps: Chrome quantized the '
      + 'timestamps despite --enable-webgpu-developer-features.\n');
  }
  emit(mergedDocument(planRun.result, rows, isCancelled() && rows.length < plan.length, details), options.out, 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
