// The browser half of `node bench/run.mjs --browser` (bench/browser.mjs is the Node half).
//
// 1. Waits until WebGPU has an adapter: on a headless GPU server the first requestAdapter() can return
//    null while Chromium's GPU process is still starting, so it retries for up to ADAPTER_WAIT_MS, then
//    posts what it found (or why not) to /__runner/hello.
// 2. Asks /__runner/next for a job ({id, query, timeoutMs}, or {stop: true}), loads
//    bench.html?run=1&QUERY in a fresh same-origin iframe (a fresh page and WebGPU device per case, the
//    browser's version of Node's process per case), waits until its <body data-state> is done or error,
//    posts the text of its #result to /__runner/result, removes the iframe, and asks again.
// A case that outlives its timeout is reported as timed out and its iframe removed (Node then starts a
// new browser). Node decides everything else (plan, retries, merging).
'use strict';

const ADAPTER_WAIT_MS = 15000;
const ADAPTER_RETRY_MS = 250;
const POLL_MS = 50;
const FINAL_STATES = ['done', 'error'];

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function status(text) {
  document.getElementById('status').textContent = text;
}

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
}

/** The adapter as the bench pages will see it: they ask for high-performance as well (Gpu.acquire). */
function describeAdapter(adapter) {
  const info = adapter.info ?? {};
  return {
    vendor: info.vendor ?? '',
    architecture: info.architecture ?? '',
    device: info.device ?? '',
    description: info.description ?? '',
    // driver, backend and type are Chrome's extras with WebGPU developer features on.
    ...Object.fromEntries(['driver', 'backend', 'type'].filter((key) => info[key]).map((key) => [key, info[key]])),
    fallback: Boolean(info.isFallbackAdapter ?? adapter.isFallbackAdapter),
    features: [...adapter.features].sort(),
  };
}

/** Retries requestAdapter() until one comes back or the wait is over. */
async function findAdapter() {
  if (!navigator.gpu) {
    return { error: 'navigator.gpu is missing: WebGPU is not enabled in this browser '
      + `(isSecureContext: ${window.isSecureContext}).` };
  }
  const started = performance.now();
  let attempts = 0;
  let lastProblem = 'requestAdapter() returned null';
  while (attempts === 0 || performance.now() - started < ADAPTER_WAIT_MS) {
    attempts++;
    try {
      const adapter = await navigator.gpu.requestAdapter({ powerPreference: 'high-performance' });
      if (adapter) {
        return { adapter: describeAdapter(adapter), waitedMs: Math.round(performance.now() - started), attempts };
      }
    } catch (problem) {
      lastProblem = `requestAdapter() failed: ${problem.message}`;
    }
    await sleep(ADAPTER_RETRY_MS);
  }
  return { error: `No WebGPU adapter after ${attempts} attempts in ${ADAPTER_WAIT_MS / 1000} s (${lastProblem}).` };
}

function stateOf(frame) {
  try {
    const page = frame.contentDocument;
    // Until bench.html has replaced the iframe's initial about:blank, there is no state to read.
    if (!page || page.URL === 'about:blank' || !page.body) return 'loading';
    return page.body.dataset.state ?? 'loading';
  } catch {
    return 'unreadable';
  }
}

/** Uncaught errors of the case's page, to say more than "timed out" when it hangs after one. */
function watchErrors(frame, errors) {
  frame.addEventListener('load', () => {
    const page = frame.contentWindow;
    page.addEventListener('error', (event) => errors.push(event.message));
    page.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason?.message ?? event.reason)));
  });
}

/** Runs one bench query in a fresh iframe; resolves with its result text or how it ended without one. */
function runCase(job) {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    const errors = [];
    watchErrors(frame, errors);
    const started = performance.now();
    const timer = setInterval(() => {
      const state = stateOf(frame);
      if (FINAL_STATES.includes(state)) {
        finish({ state, text: frame.contentDocument.getElementById('result')?.textContent ?? '' });
      } else if (performance.now() - started > job.timeoutMs) {
        finish({ state, timedOut: true, pageErrors: errors.slice(-3) });
      }
    }, POLL_MS);
    function finish(outcome) {
      clearInterval(timer);
      // Removing the iframe ends its document, and with it the case's WebGPU device and buffers.
      frame.remove();
      resolve({ id: job.id, ms: Math.round(performance.now() - started), ...outcome });
    }
    frame.src = `/bench.html?run=1&${job.query}`;
    document.body.append(frame);
  });
}

async function nextJob() {
  const response = await fetch('/__runner/next', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /__runner/next answered ${response.status}`);
  return response.json();
}

async function main() {
  const found = await findAdapter();
  await post('/__runner/hello', { userAgent: navigator.userAgent, ...found });
  if (found.error) {
    status(found.error);
    document.body.dataset.state = 'error';
    return;
  }
  document.body.dataset.state = 'running';
  for (;;) {
    const job = await nextJob();
    if (job.stop) break;
    status(`Running ${job.query}`);
    await post('/__runner/result', await runCase(job));
  }
  status('Finished.');
  document.body.dataset.state = 'done';
}

main().catch((problem) => {
  status(`The runner page failed: ${problem.message}`);
  document.body.dataset.state = 'error';
  // Most often run.mjs is gone (killed without a chance to stop Chromium): closing the only tab ends
  // the headless browser instead of leaving it behind.
  window.close();
});
