// Times Gridwise (gridwise-webgpu/gridwise, Apache-2.0), a WebGPU primitives library, through its own
// JavaScript API under Node with Dawn, for comparison with the lab's scan, reduce and sort (bench/run.mjs
// suite=scan, reduce, sort): its DLDFScan (a decoupled look-back, decoupled fallback scan after Thomas
// Smith's) as an inclusive u32 sum and as a u32 sum reduction, and its OneSweepSort on u32 keys.
//
//   node bench/peers/gridwise-peers.mjs [--source DIR] [--fetch] [--sizes 2^26,2^28] [--reps 30]
//                                       [--out FILE] [--only scan,reduce,sort] [--input ones|random]
//                                       [--verify-runs K] [--swiftshader]
//
// Its modules are never part of this repository: --fetch downloads the files its package.json publishes,
// at commit a5fdd8d, into DIR (default bench/peers/gridwise/, ignored by git); a GPU server without
// network gets a copy there. Each primitive is made once per size and run with execute(), as its examples
// do, into a command buffer of ours: for the sort, which sorts its buffer in place, a copy of the keys into
// it goes first. Times are Gridwise's own (execute's enableGPUTiming: a timestamp pair around each of its
// kernels, read with getTimingResult()); a repetition's time is the sum of its kernels' times. A warm-up of
// GPU work first, then the median of the timed repetitions, as the lab times itself. execute() builds its
// passes on the CPU each time (milliseconds), and a GPU left idle drops to its lowest clocks (BENCHMARKS.md,
// "Warm-up on the H100"), so each repetition first queues plain buffer copies that keep the GPU busy for
// longer than the last execute() took, and Gridwise's kernels, alone timed, run behind them.
// Each result is checked against the CPU: the wrapping sums of random words, the sum, the keys sorted and
// unchanged as a set (and, with --verify-runs K, K more runs after the timed ones, each checked).
// Prints one JSON object per line: {peer, n, ok, gpuMsMedian, gelemPerS, kernelMsMedian, ...} or an error.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sortError } from '../sort-keys.mjs';
import { parseArguments, provideSources, openDevice, timeRepetitions, verifyRuns, inputWords, report, guarded,
  readWords } from './peer-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASE = 'https://raw.githubusercontent.com/gridwise-webgpu/gridwise/a5fdd8d05795695e09d77b9426fa55bed2e89d42/';
// The modules its package.json publishes ("files") but index.mjs, which at this commit re-exports a name
// binop.mjs lacks (BinOp), so the three modules used are imported one by one.
const FILES = ['primitive.mjs', 'buffer.mjs', 'binop.mjs', 'scandldf.mjs', 'onesweep.mjs', 'scan.mjs',
  'sort.mjs', 'reduce.mjs', 'util.mjs', 'mapvariants.mjs', 'webgpufundamentals-timing.mjs', 'wgslFunctions.mjs',
  'testbuffer.mjs', 'testsuite.mjs', 'datatype.mjs'];

/** A GPU buffer holding `words`, with the usages the primitives and the checks need. */
function wordsBuffer(device, label, words) {
  const buffer = device.createBuffer({ label, size: Math.max(16, words.byteLength),
    usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(buffer, 0, words);
  return buffer;
}

/** Why `actual` is not the inclusive wrapping sums of `input`, or null. */
function scanError(input, actual) {
  let sum = 0;
  for (let i = 0; i < input.length; i++) {
    sum = (sum + input[i]) >>> 0;
    if (actual[i] !== sum) return `output ${i} is ${actual[i]}, expected ${sum}`;
  }
  return null;
}

function reduceError(input, actual) {
  let sum = 0;
  for (let i = 0; i < input.length; i++) sum = (sum + input[i]) >>> 0;
  return actual[0] === sum ? null : `the sum is ${actual[0]}, expected ${sum}`;
}

/**
 * Each peer: `make` builds the primitive and its buffers for `input`; the result has `execute(args)` (the
 * primitive's own, given the buffers), `timing()` (its getTimingResult()), `before(encoder)` (work of ours
 * ahead of it, untimed) and `check()`.
 */
function peers(gridwise) {
  const scanOf = (type, check, outputWords) => (device, input) => {
    const primitive = new gridwise.DLDFScan({ device, binop: gridwise.BinOpAddU32, type, datatype: 'u32' });
    const inputBuffer = wordsBuffer(device, 'input', input);
    const outputBuffer = wordsBuffer(device, 'output', new Uint32Array(outputWords(input.length)));
    return {
      execute: (args) => primitive.execute({ inputBuffer, outputBuffer, ...args }),
      timing: () => primitive.getTimingResult(),
      before: () => {},
      check: async () => check(input, await readWords(device, outputBuffer, outputWords(input.length))),
      destroy: () => [inputBuffer, outputBuffer].forEach((b) => b.destroy()),
    };
  };
  return {
    'Gridwise scan': { make: scanOf('inclusive', scanError, (n) => n), result: 'inclusive scan' },
    'Gridwise reduce': { make: scanOf('reduce', reduceError, () => 1), result: 'sum' },
    'Gridwise sort': {
      result: 'sorted u32 keys',
      make: (device, input) => {
        const primitive = new gridwise.OneSweepSort({ device, datatype: 'u32', copyOutputToTemp: false });
        const keys = wordsBuffer(device, 'keys', input);
        const keysInOut = wordsBuffer(device, 'keysInOut', input);
        const keysTemp = wordsBuffer(device, 'keysTemp', new Uint32Array(input.length));
        return {
          execute: (args) => primitive.execute({ keysInOut, keysTemp, ...args }),
          timing: () => primitive.getTimingResult(),
          before: (encoder) => encoder.copyBufferToBuffer(keys, 0, keysInOut, 0, 4 * input.length),
          check: async () => sortError(input, await readWords(device, keysInOut, input.length)),
          destroy: () => [keys, keysInOut, keysTemp].forEach((b) => b.destroy()),
        };
      },
    },
  };
}

/**
 * Copies between two buffers of their own, queued to keep the GPU busy while the CPU builds the next
 * repetition: `queue(ms)` queues about `ms` of them (their speed measured once, by the wall clock).
 */
async function ballast(device) {
  const bytes = 16 << 20;
  const from = device.createBuffer({ label: 'ballast from', size: bytes, usage: GPUBufferUsage.COPY_SRC });
  const to = device.createBuffer({ label: 'ballast to', size: bytes, usage: GPUBufferUsage.COPY_DST });
  const queueCopies = (count) => {
    const encoder = device.createCommandEncoder();
    for (let i = 0; i < count; i++) encoder.copyBufferToBuffer(from, 0, to, 0, bytes);
    device.queue.submit([encoder.finish()]);
  };
  let count = 1;
  let ms = 0;
  while (ms < 20 && count < 1 << 16) {
    count *= 2;
    const started = performance.now();
    queueCopies(count);
    await device.queue.onSubmittedWorkDone();
    ms = performance.now() - started;
  }
  const msPerCopy = ms / count;
  return {
    queue: (gpuMs) => queueCopies(Math.min(1 << 16, Math.ceil(gpuMs / msPerCopy))),
    destroy: () => [from, to].forEach((b) => b.destroy()),
  };
}

async function measure(device, peer, n, options) {
  const input = inputWords(options.input ?? 'random', n);
  device.pushErrorScope('out-of-memory');
  device.pushErrorScope('validation');
  let made;
  let busy;
  let timing;
  let wrong;
  let verified;
  try {
    made = peer.make(device, input);
    busy = await ballast(device);
    let buildMs = 10;
    const run = async (timed) => {
      const started = performance.now();
      busy.queue(2 * buildMs + 1);
      const encoder = device.createCommandEncoder();
      made.before(encoder);
      await made.execute({ encoder, enableGPUTiming: timed });
      buildMs = performance.now() - started;
      device.queue.submit([encoder.finish()]);
      if (!timed) return device.queue.onSubmittedWorkDone();
      const { gpuTotalTimeNS } = await made.timing();
      const steps = gpuTotalTimeNS.map((ns) => ns / 1e6);
      return { span: steps.reduce((a, b) => a + b, 0), steps };
    };
    // One repetition at a time: execute() awaits before it submits, and its primitive holds state per call.
    timing = await timeRepetitions(run, options.reps, false);
    wrong = await made.check();
    verified = await verifyRuns(run, made.check, options.verifyRuns);
  } finally {
    made?.destroy();
    busy?.destroy();
    const invalid = await device.popErrorScope();
    const outOfMemory = await device.popErrorScope();
    const error = invalid ?? outOfMemory;
    if (error) throw new Error(error.message);
  }
  const error = wrong ?? verified.first;
  return { ok: error === null, ...(error ? { error } : {}), gpuMsMedian: timing.gpuMsMedian,
    gpuMsMin: timing.gpuMsMin, gelemPerS: n / timing.gpuMsMedian / 1e6, kernelMsMedian: timing.stepMsMedian,
    reps: options.reps, warmUpReps: timing.warmUpReps,
    ...(options.verifyRuns ? { verifyRuns: options.verifyRuns, wrongVerifyRuns: verified.wrong } : {}) };
}

let options;
try {
  options = parseArguments(fileURLToPath(import.meta.url), process.argv.slice(2), path.join(here, 'gridwise'));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
await provideSources(options.source, BASE, FILES, options.fetch);
const module = (file) => import(pathToFileURL(path.join(options.source, file)).href);
const gridwise = { ...(await module('scandldf.mjs')), ...(await module('onesweep.mjs')),
  ...(await module('binop.mjs')) };
const { device, adapterName, subgroupSizes } = await openDevice();
// Gridwise logs what it builds; the JSON lines go to stdout alone.
console.info = () => {};
console.log = (...words) => process.stderr.write(`${words.join(' ')}\n`);
for (const [name, peer] of Object.entries(peers(gridwise))) {
  if (options.only && !options.only.some((word) => name.endsWith(word))) continue;
  for (const n of options.sizes) {
    const row = await guarded({ peer: name, n, result: peer.result, input: options.input ?? 'random' },
      () => measure(device, peer, n, options));
    report({ ...row, adapter: adapterName, subgroupSizes }, options.out);
  }
}
process.exit(0);
