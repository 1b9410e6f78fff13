// Times Gridwise (gridwise-webgpu/gridwise, Apache-2.0), a WebGPU primitives library, through its own
// JavaScript API under Node with Dawn, for comparison with the lab's scan, reduce and sort (bench/run.mjs
// suite=scan, reduce, sort): its DLDFScan (a decoupled look-back, decoupled fallback scan after Thomas
// Smith's) as an inclusive u32 sum and as a u32 sum reduction, and its OneSweepSort on u32 keys.
//
//   node bench/peers/gridwise-peers.mjs [--source DIR] [--fetch] [--sizes 2^26,2^28] [--reps 30]
//                                       [--out FILE] [--only scan,reduce,sort] [--swiftshader]
//
// Its modules are never part of this repository: --fetch downloads the files its package.json publishes,
// at commit a5fdd8d, into DIR (default bench/peers/gridwise/, ignored by git); a GPU server without
// network gets a copy there. Each primitive is made once per size and run with execute(), as its examples
// do, into a command buffer of ours: for the sort, which sorts its buffer in place, a copy of the keys into
// it goes first. Times are Gridwise's own (execute's enableGPUTiming: a timestamp pair around each of its
// kernels, read with getTimingResult()); a repetition's time is the sum of its kernels' times. Warm-up
// first, then the median of the timed repetitions, as the lab times itself. Each result is checked against
// the CPU: the wrapping sums of random words, the sum, the keys sorted and unchanged as a set.
// Prints one JSON object per line: {peer, n, ok, gpuMsMedian, gelemPerS, passMsMedian, ...} or an error.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomKeys, sortError } from '../sort-keys.mjs';
import { parseArguments, provideSources, openDevice, timeRepetitions, report, guarded } from './peer-bench.mjs';

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

async function readWords(device, buffer, count) {
  const copy = device.createBuffer({ size: 4 * count, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder();
  encoder.copyBufferToBuffer(buffer, 0, copy, 0, 4 * count);
  device.queue.submit([encoder.finish()]);
  await copy.mapAsync(GPUMapMode.READ);
  const words = new Uint32Array(copy.getMappedRange().slice(0));
  copy.destroy();
  return words;
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

async function measure(device, gridwise, peer, n, reps) {
  const input = randomKeys(n, 26);
  device.pushErrorScope('out-of-memory');
  device.pushErrorScope('validation');
  let made;
  let timing;
  let wrong;
  try {
    made = peer.make(device, input);
    const run = async (timed) => {
      const encoder = device.createCommandEncoder();
      made.before(encoder);
      await made.execute({ encoder, enableGPUTiming: timed });
      device.queue.submit([encoder.finish()]);
      if (!timed) return device.queue.onSubmittedWorkDone();
      const { gpuTotalTimeNS } = await made.timing();
      const steps = gpuTotalTimeNS.map((ns) => ns / 1e6);
      return { span: steps.reduce((a, b) => a + b, 0), steps };
    };
    timing = await timeRepetitions(run, reps);
    wrong = await made.check();
  } finally {
    made?.destroy();
    const invalid = await device.popErrorScope();
    const outOfMemory = await device.popErrorScope();
    const error = invalid ?? outOfMemory;
    if (error) throw new Error(error.message);
  }
  return { ok: wrong === null, ...(wrong ? { error: wrong } : {}), gpuMsMedian: timing.gpuMsMedian,
    gpuMsMin: timing.gpuMsMin, gelemPerS: n / timing.gpuMsMedian / 1e6, kernelMsMedian: timing.stepMsMedian,
    reps, warmUpReps: timing.warmUpReps };
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
const gridwise = { ...(await module('scandldf.mjs')), ...(await module('onesweep.mjs')), ...(await module('binop.mjs')) };
const { device, adapterName, subgroupSizes } = await openDevice();
// Gridwise logs what it builds; the JSON lines go to stdout alone.
console.info = () => {};
console.log = (...words) => process.stderr.write(`${words.join(' ')}\n`);
for (const [name, peer] of Object.entries(peers(gridwise))) {
  if (options.only && !options.only.some((word) => name.endsWith(word))) continue;
  for (const n of options.sizes) {
    const row = await guarded({ peer: name, n, result: peer.result, input: 'random words' },
      () => measure(device, gridwise, peer, n, options.reps));
    report({ ...row, adapter: adapterName, subgroupSizes }, options.out);
  }
}
process.exit(0);
