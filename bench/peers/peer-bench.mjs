// What the peer benchmarks (scan-peers.mjs, gridwise-peers.mjs) share: the command line, the peers' sources
// fetched at a pinned commit into an ignored folder (never committed), the device, the timing loop (a warm-up
// of GPU work, then the median of the timed repetitions, as bench/run.mjs times the lab) and the JSON lines
// they print.
import { mkdirSync, existsSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { installWebGpu, rerunOnSwiftShader } from '../lab.mjs';
import { median, randomKeys } from '../sort-keys.mjs';

// The warm-up counts GPU work, as the lab's does (BENCHMARKS.md, "Warm-up on the H100"): an idle GPU starts at
// a fraction of its clocks, and 400 ms of wall time in which it works only part of the time can leave it there.
const WARM_UP_GPU_MS = 400;
const MIN_WARM_UP_REPS = 3;
// A warm-up that has not reached WARM_UP_GPU_MS by then (a slow CPU adapter) ends anyway.
const WARM_UP_LIMIT_MS = 20000;

/**
 * The command line: --fetch, --source DIR (default `defaultSource`), --sizes 2^a,2^b, --reps N, --out FILE,
 * --only NAME[,NAME] (peers by name), --input ones|random (instead of each peer's own input),
 * --verify-runs K (K more untimed runs after the timed ones, each output checked: a wrong result that comes
 * only now and then is counted, not missed), --swiftshader (reruns the script on SwiftShader and never
 * returns).
 */
export function parseArguments(script, words, defaultSource) {
  if (words.includes('--swiftshader')) rerunOnSwiftShader(script, words);
  const options = { source: defaultSource, fetch: false, sizes: [2 ** 26, 2 ** 28], reps: 30, out: null,
    only: null, input: null, verifyRuns: 0 };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const value = () => {
      if (i + 1 >= words.length) throw new Error(`${word} needs a value`);
      return words[++i];
    };
    if (word === '--fetch') options.fetch = true;
    else if (word === '--source' || word === '--wgsl') options.source = value();
    else if (word === '--reps') options.reps = Number(value());
    else if (word === '--out') options.out = value();
    else if (word === '--only') options.only = value().split(',');
    else if (word === '--verify-runs') options.verifyRuns = Number(value());
    else if (word === '--input') {
      options.input = value();
      if (!['ones', 'random'].includes(options.input)) throw new Error('--input takes ones or random');
    }
    else if (word === '--sizes') {
      options.sizes = value().split(',').map((s) => (s.startsWith('2^') ? 2 ** Number(s.slice(2)) : Number(s)));
    } else throw new Error(`unknown argument ${word}`);
  }
  if (!(options.reps >= 1) || !(options.verifyRuns >= 0) || options.sizes.some((n) => !(n >= 1))) {
    throw new Error('bad --reps, --verify-runs or --sizes');
  }
  return options;
}

/**
 * Makes sure `dir` holds each of `files` (paths relative to `base`, a URL ending in /): with `fetch`,
 * downloads them first; without, names what is missing.
 */
export async function provideSources(dir, base, files, fetchThem) {
  for (const file of files) {
    const local = path.join(dir, path.basename(file));
    if (fetchThem) {
      const response = await fetch(base + file);
      if (!response.ok) throw new Error(`${base + file}: HTTP ${response.status}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(local, await response.text());
    } else if (!existsSync(local)) {
      throw new Error(`${local} is missing: run with --fetch (network) or --source DIR (a copy).`);
    }
  }
}

/** Dawn's adapter and a device with subgroups, timestamps and the adapter's largest buffers. */
export async function openDevice() {
  installWebGpu();
  const adapter = await navigator.gpu.requestAdapter({ powerPreference: 'high-performance' });
  const wanted = ['maxStorageBufferBindingSize', 'maxBufferSize', 'maxComputeWorkgroupStorageSize'];
  const features = ['subgroups', 'timestamp-query'].filter((f) => adapter.features.has(f));
  const device = await adapter.requestDevice({
    requiredFeatures: features,
    requiredLimits: Object.fromEntries(wanted.map((name) => [name, adapter.limits[name]])),
  });
  // Gridwise reads the subgroup sizes from device.adapterInfo, which not every Dawn build provides.
  device.adapterInfo ??= adapter.info;
  const info = adapter.info;
  const adapterName = info.description || info.device || info.vendor;
  return { adapter, device, adapterName, subgroupSizes: [info.subgroupMinSize, info.subgroupMaxSize] };
}

/**
 * Times `run(true)`, which resolves to {span, steps} in ms (the repetition and each of its passes): timed
 * rounds until WARM_UP_GPU_MS of GPU work has run (and at least MIN_WARM_UP_REPS), then `reps` timed ones;
 * resolves to the medians of those. With `overlap`, `run(false)` (an untimed repetition) is queued behind
 * each timed one before its result is awaited, so the GPU does not wait for the readback; `run` must then
 * submit its work before its first await.
 */
export async function timeRepetitions(run, reps, overlap = true) {
  const round = async () => {
    const timed = run(true);
    const behind = overlap ? run(false) : null;
    const result = await timed;
    await behind;
    return result;
  };
  const started = performance.now();
  let warmUpReps = 0;
  let warmUpGpuMs = 0;
  while (warmUpReps < MIN_WARM_UP_REPS
      || (warmUpGpuMs < WARM_UP_GPU_MS && performance.now() - started < WARM_UP_LIMIT_MS)) {
    warmUpGpuMs += (await round()).span;
    warmUpReps++;
  }
  const runs = [];
  for (let i = 0; i < reps; i++) runs.push(await round());
  const steps = runs[0].steps.map((_, i) => median(runs.map((r) => r.steps[i])));
  return { gpuMsMedian: median(runs.map((r) => r.span)), gpuMsMin: Math.min(...runs.map((r) => r.span)),
    stepMsMedian: steps, warmUpReps };
}

/** The first `count` words of `buffer`, copied back from the GPU. */
export async function readWords(device, buffer, count) {
  const copy = device.createBuffer({ size: 4 * count, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder();
  encoder.copyBufferToBuffer(buffer, 0, copy, 0, 4 * count);
  device.queue.submit([encoder.finish()]);
  await copy.mapAsync(GPUMapMode.READ);
  const words = new Uint32Array(copy.getMappedRange().slice(0));
  copy.destroy();
  return words;
}

/**
 * The spans of a run whose `passes` passes wrote their begin and end timestamps in turn, resolved into the
 * mappable `readable`: {span, steps} in ms, the run from its first begin to its last end and each pass.
 */
export async function passSpans(readable, passes) {
  await readable.mapAsync(GPUMapMode.READ);
  const stamps = new BigUint64Array(readable.getMappedRange().slice(0));
  readable.unmap();
  const ms = (from, to) => Number(stamps[to] - stamps[from]) / 1e6;
  return { span: ms(0, 2 * passes - 1), steps: Array.from({ length: passes }, (_, i) => ms(2 * i, 2 * i + 1)) };
}

/**
 * Runs `run(false)` `count` times, each followed by `check()` (a sentence, or null when right): the number
 * of wrong runs and the first sentence.
 */
export async function verifyRuns(run, check, count) {
  let wrong = 0;
  let first = null;
  for (let i = 0; i < count; i++) {
    await run(false);
    const error = await check();
    if (error !== null) {
      wrong++;
      first ??= error;
    }
  }
  return { wrong, first };
}

/** The words a peer scans, sums or sorts: `kind` is 'ones' or 'random' (xorshift, seed 26). */
export function inputWords(kind, n) {
  return kind === 'ones' ? new Uint32Array(n).fill(1) : randomKeys(n, 26);
}

/** Prints `row` as one JSON line, and appends it to `out` when given. */
export function report(row, out) {
  const line = JSON.stringify(row);
  process.stdout.write(`${line}\n`);
  if (out) appendFileSync(out, line + '\n');
}

/** A row's error, when `measure` throws: the run goes on with the next case. */
export async function guarded(fields, measure) {
  try {
    return { ...fields, ...(await measure()) };
  } catch (error) {
    return { ...fields, ok: false, error: String(error?.message ?? error) };
  }
}

