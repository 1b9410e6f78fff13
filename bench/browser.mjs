// The Node half of `node bench/run.mjs --browser`: runs bench queries in a real Chromium instead of a
// Node process with Dawn, one fresh page (and WebGPU device) per query.
//
// No DevTools protocol (Node 20 has no WebSocket client) and no npm package: a small node:http server
// on 127.0.0.1 serves the built site (target/site) and the runner page (bench/browser-runner/, under
// /__runner/). Chromium is started headless on the runner page, which waits for a WebGPU adapter, then
// long-polls /__runner/next for one query at a time, runs it in a fresh iframe of bench.html and posts
// the page's result JSON to /__runner/result. 127.0.0.1 is a secure context, so WebGPU is allowed there.
//
// A case that outlives its timeout is closed by the page and becomes an error row; then, as when the
// page itself stops answering or Chromium dies, the browser is killed and started again for the next
// query (a fresh GPU process too, free of the abandoned case's work). Chromium runs in its own process
// group, killed at the end, on Ctrl-C, on errors and when Node exits.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SWIFTSHADER_SWITCHES } from './lab.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNNER_DIR = path.join(here, 'browser-runner');
const RUNNER_PREFIX = '/__runner/';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Startup, GPU process and the page's own adapter wait (15 s) together. */
const LAUNCH_TIMEOUT_MS = 60_000;
/** How much longer than a case's timeout Node waits for the page to report it before restarting Chromium. */
const PAGE_GRACE_MS = 30_000;
const STDERR_LINES_KEPT = 20;

// Chrome quantizes timestamp queries (Dawn's toggle timestamp_quantization clears the low 16 bits of the
// nanoseconds: steps of 65.536 µs) unless WebGPU developer features are on, the documented switch:
// chrome://gpu lists the toggle among those Chrome requires, which the Dawn toggles on the command line
// (the ones lab.mjs gives Dawn under Node) may not override. looksQuantized() checks the outcome.
const TIMESTAMP_FLAGS = ['--enable-webgpu-developer-features', '--enable-dawn-features=allow_unsafe_apis',
  '--disable-dawn-features=timestamp_quantization'];
const QUANTUM_MS = 65536 / 1e6;

// This machine's network is closed: no updates, sync, field trials or QUIC probes.
const QUIET_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--disable-dev-shm-usage'];

// A real GPU on a headless Linux server: WebGPU through Vulkan, without a window surface (there is no
// display). --ignore-gpu-blocklist keeps Chrome from refusing a driver it does not know.
const GPU_FLAGS = ['--use-angle=vulkan', '--enable-features=Vulkan', '--disable-vulkan-surface',
  '--ignore-gpu-blocklist'];

// Chromium keeps only the last value of each of these; several given would silently drop the others.
const LIST_SWITCHES = ['--enable-features', '--disable-features', '--enable-dawn-features', '--disable-dawn-features'];

/** Chromium's flags, without the profile folder and the URL. */
export function chromiumFlags({ swiftshader, extraFlags = [], root = process.getuid?.() === 0 }) {
  const flags = ['--headless=new', '--enable-unsafe-webgpu', ...(swiftshader ? SWIFTSHADER_SWITCHES : GPU_FLAGS),
    ...TIMESTAMP_FLAGS, ...QUIET_FLAGS];
  // Chromium refuses to start as root with its sandbox on.
  if (root) flags.push('--no-sandbox');
  return mergeListSwitches([...flags, ...extraFlags]);
}

/** Joins repeated list switches (--enable-features=A --enable-features=B) into one, in order. */
export function mergeListSwitches(flags) {
  const merged = [];
  const lists = new Map();
  for (const flag of flags) {
    const [name, value] = flag.split(/=(.*)/s);
    if (!LIST_SWITCHES.includes(name) || value === undefined) {
      merged.push(flag);
    } else if (lists.has(name)) {
      lists.get(name).push(value);
    } else {
      lists.set(name, [value]);
      merged.push(name);
    }
  }
  return merged.map((flag) => (lists.has(flag) ? `${flag}=${lists.get(flag).join(',')}` : flag));
}

const CONTENT_TYPES = { html: 'text/html; charset=utf-8', js: 'text/javascript', css: 'text/css',
  json: 'application/json', svg: 'image/svg+xml', png: 'image/png', rle: 'text/plain' };

/** The file under root that a URL path names, or null (missing, a folder, or outside root). */
function fileUnder(root, urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, '.' + path.posix.normalize('/' + (relative || 'index.html')));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function send(response, status, type, body) {
  // Every case must load the site as built now, never a cached copy.
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

function serveFile(response, root, urlPath) {
  const file = fileUnder(root, urlPath);
  if (!file) return send(response, 404, 'text/plain', 'not found');
  send(response, 200, CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream', readFileSync(file));
}

function readJson(request) {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => { text += chunk; });
    request.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch (problem) {
        reject(problem);
      }
    });
    request.on('error', reject);
  });
}

/** Answers a POST with its JSON body handed to use(); a body that is no JSON gets 400. */
function receive(request, response, use) {
  readJson(request).then((body) => {
    send(response, 204, 'text/plain', '');
    use(body);
  }, () => send(response, 400, 'text/plain', 'bad JSON'));
}

function signalGroup(leader, signal) {
  try {
    process.kill(-leader, signal);
  } catch {
    // No process of the group is left.
  }
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Removes a killed browser's profile folder once it has stopped: removed at once, a GPU or renderer
 * process that has not yet died of the SIGKILL could still write into it. (Waiting for the whole group
 * to vanish does not work: in a container the killed processes can stay zombies for a second or more.)
 */
async function removeAfterExit(child, dataDir) {
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 2000);
      child.once('exit', () => {
        clearTimeout(timer); // a pending timer would keep Node running
        resolve();
      });
    });
  }
  await delay(100);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

function lastLines(lines) {
  return lines.length ? ` (Chromium said: ${lines.slice(-3).join(' | ')})` : '';
}

/**
 * One Chromium process group with its profile folder; exited resolves with a sentence saying how it
 * ended (or could not start). Its last stderr lines explain failures.
 */
function spawnChromium(executable, flags, url) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-chromium-'));
  // detached: its own process group, so one kill reaches every Chromium process, and Ctrl-C in the
  // terminal reaches only Node, which then closes the browser itself.
  const child = spawn(executable, [...flags, `--user-data-dir=${dataDir}`, url],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    // D-Bus complaints are normal on a server without a session bus and say nothing about a failure.
    stderr.push(...chunk.split('\n').map((line) => line.trim()).filter((line) => line && !line.includes('dbus')));
    stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES_KEPT));
  });
  const exited = new Promise((resolve) => {
    child.on('error', (problem) => resolve(`Chromium could not be started at ${executable}: ${problem.message}.`));
    child.on('exit', (code, signal) => resolve(`Chromium exited (${signal ?? `code ${code}`})${lastLines(stderr)}.`));
  });
  return { child, dataDir, stderr, exited };
}

/**
 * Runs bench queries in pages of a headless Chromium: run(query, timeoutSeconds) resolves with
 * { result, timedOut, failure } like a Node case; cancel(), close(), details() for the document.
 * Use openBrowserRunner() to get one whose browser has an adapter.
 */
class BrowserRunner {
  constructor({ executable, swiftshader, extraFlags, siteDir }) {
    this.executable = executable;
    this.flags = chromiumFlags({ swiftshader, extraFlags });
    this.site = path.resolve(siteDir);
    this.browser = null; // the running Chromium (spawnChromium)
    this.hello = null; // what its runner page said: userAgent, adapter, waitedMs
    this.helloWaiter = null;
    this.launches = 0;
    this.nextId = 1;
    this.job = null; // the query being run: { id, query, timeoutMs, sent, finish }
    this.poll = null; // the runner page's waiting GET /__runner/next
    this.cleanups = [];
    this.server = createServer((request, response) => this.handle(request, response));
    // On a plain exit (an error, process.exit) only synchronous work runs: kill and remove at once.
    this.killOnExit = () => {
      if (!this.browser) return;
      signalGroup(this.browser.child.pid, 'SIGKILL');
      rmSync(this.browser.dataDir, { recursive: true, force: true });
    };
  }

  async listen() {
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    process.on('exit', this.killOnExit);
    this.url = `http://127.0.0.1:${this.server.address().port}${RUNNER_PREFIX}index.html`;
  }

  handle(request, response) {
    const { pathname } = new URL(request.url, 'http://127.0.0.1');
    if (pathname === `${RUNNER_PREFIX}hello` && request.method === 'POST') {
      receive(request, response, (said) => this.helloWaiter?.(said));
    } else if (pathname === `${RUNNER_PREFIX}next`) {
      this.poll = response;
      this.hand();
    } else if (pathname === `${RUNNER_PREFIX}result` && request.method === 'POST') {
      receive(request, response, (outcome) => this.finishCase(outcome));
    } else if (pathname.startsWith(RUNNER_PREFIX)) {
      serveFile(response, RUNNER_DIR, pathname.slice(RUNNER_PREFIX.length));
    } else {
      serveFile(response, this.site, pathname.slice(1));
    }
  }

  /** Gives the waiting page the current job, or tells it to stop. */
  hand(stop = false) {
    if (!this.poll) return;
    if (stop) {
      send(this.poll, 200, 'application/json', JSON.stringify({ stop: true }));
    } else if (this.job && !this.job.sent) {
      this.job.sent = true;
      const { id, query, timeoutMs } = this.job;
      send(this.poll, 200, 'application/json', JSON.stringify({ id, query, timeoutMs }));
    } else {
      return;
    }
    this.poll = null;
  }

  finishCase(outcome) {
    if (!this.job || outcome.id !== this.job.id) return;
    const finished = pageOutcome(outcome, this.job);
    // The timed-out case's GPU work stays queued in Chromium's GPU process after its page is gone and
    // would slow down or block the next case: only a new browser is sure to be free of it.
    if (finished.timedOut) this.killBrowser();
    this.job.finish(finished);
  }

  /** Starts Chromium on the runner page and waits for its adapter; throws a sentence without one. */
  async launch() {
    this.launches++;
    const browser = spawnChromium(this.executable, this.flags, this.url);
    this.browser = browser;
    browser.exited.then((sentence) => {
      // A browser killed on purpose is no longer current: its late exit must not fail the next case.
      if (this.browser !== browser) return;
      this.killBrowser();
      this.job?.finish({ result: null, timedOut: false, failure: `${sentence} No result came back for this case.` });
    });
    let timer;
    const said = await Promise.race([
      new Promise((resolve) => { this.helloWaiter = resolve; }),
      browser.exited.then((sentence) => ({ error: sentence })),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve({ error: `The runner page did not report within ${LAUNCH_TIMEOUT_MS / 1000} s`
          + `${lastLines(browser.stderr)}.` }), LAUNCH_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    this.helloWaiter = null;
    if (said.error) {
      const failure = new Error(`Chromium has no WebGPU adapter to run on: ${said.error}`);
      // What Chromium logged tells why (no Vulkan driver found, a sandbox that cannot start, ...).
      failure.chromiumSaid = [...browser.stderr];
      this.killBrowser();
      throw failure;
    }
    this.hello = said;
  }

  /** Kills the current Chromium's process group; resolves once its profile folder is removed. */
  killBrowser() {
    if (!this.browser) return Promise.resolve();
    const { child, dataDir } = this.browser;
    this.browser = null;
    this.hello = null;
    this.poll = null;
    signalGroup(child.pid, 'SIGKILL'); // the whole group: browser, zygotes, GPU and renderer processes
    const cleanup = removeAfterExit(child, dataDir);
    this.cleanups.push(cleanup);
    return cleanup;
  }

  /** Runs one bench query in a fresh page, starting a browser first when none is running. */
  async run(query, timeoutSeconds) {
    if (!this.browser) {
      try {
        await this.launch();
      } catch (problem) {
        return { result: null, timedOut: false, failure: problem.message };
      }
    }
    const timeoutMs = timeoutSeconds * 1000;
    return new Promise((resolve) => {
      // The page times the case; this only fires when the page itself no longer answers.
      const watchdog = setTimeout(() => {
        this.killBrowser();
        this.job?.finish({ result: null, timedOut: true, failure: `The case did not finish within ${timeoutSeconds} s `
          + 'and the browser stopped answering; Chromium was stopped.' });
      }, timeoutMs + PAGE_GRACE_MS);
      this.job = { id: this.nextId++, query, timeoutMs, sent: false };
      this.job.finish = (outcome) => {
        clearTimeout(watchdog);
        this.job = null;
        resolve(outcome);
      };
      this.hand();
    });
  }

  cancel() {
    this.killBrowser();
    this.job?.finish({ result: null, timedOut: false, failure: 'The run was cancelled.' });
  }

  async close() {
    this.hand(true);
    this.killBrowser();
    await Promise.all(this.cleanups);
    process.off('exit', this.killOnExit);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** What the result document says about the browser; the adapter is what the runner page saw. */
  details() {
    return {
      executable: this.executable,
      userAgent: this.hello?.userAgent ?? null,
      flags: [...this.flags, '--user-data-dir=(a fresh temporary folder)'],
      timestamps: { unquantizedBy: TIMESTAMP_FLAGS },
      adapter: this.hello?.adapter ?? null,
      adapterWaitMs: this.hello?.waitedMs ?? null,
      launches: this.launches,
    };
  }
}

/**
 * Starts the server and Chromium and waits for the runner page's adapter; resolves with the runner.
 * Rejects with a sentence (and the browser's details and last log lines in problem.browser) when
 * Chromium does not start or finds no adapter.
 */
export async function openBrowserRunner({ executable = DEFAULT_CHROMIUM, swiftshader = false, extraFlags = [],
  siteDir }) {
  const runner = new BrowserRunner({ executable, swiftshader, extraFlags, siteDir });
  await runner.listen();
  try {
    await runner.launch();
  } catch (problem) {
    problem.browser = { ...runner.details(), chromiumSaid: problem.chromiumSaid ?? [] };
    await runner.close();
    throw problem;
  }
  return runner;
}

/**
 * Whether every measured row's fastest repetition is a whole number of 65.536 µs steps, as quantized
 * timestamps make it (null without measured rows). Unquantized times almost never all are.
 */
export function looksQuantized(rows) {
  const times = rows.map((row) => row.gpuMsMin).filter((ms) => typeof ms === 'number');
  if (!times.length) return null;
  return times.every((ms) => Math.abs(ms / QUANTUM_MS - Math.round(ms / QUANTUM_MS)) < 1e-6);
}

/** The runner page's report as a case outcome: the result JSON, or why there is none. */
function pageOutcome(outcome, job) {
  if (outcome.timedOut) {
    const errors = outcome.pageErrors?.length ? `; the page reported: ${outcome.pageErrors.join(' | ')}` : '';
    return { result: null, timedOut: true, failure: `The case did not finish within ${job.timeoutMs / 1000} s `
      + `(its page was still "${outcome.state}"${errors}) and was stopped; Chromium was restarted.` };
  }
  try {
    return { result: JSON.parse(outcome.text), timedOut: false, failure: null };
  } catch {
    return { result: null, timedOut: false,
      failure: `The page ended "${outcome.state}" without a result JSON in #result.` };
  }
}
