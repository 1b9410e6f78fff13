// Times the public WebGPU radix sorts of b0nes164/GPUSorting (GPUSortingWebGPUapis/SharedShaders:
// DeviceRadixSort.wgsl and OneSweep.wgsl, MIT) under Node with Dawn, for comparison with the lab's sort
// (bench/run.mjs suite=sort), timed the way the lab times itself (peer-bench.mjs: GPU timestamps around
// every pass, a repetition from the start of its first pass to the end of its last, a warm-up of GPU work,
// then the median of the timed repetitions).
//
//   node bench/peers/sort-peers.mjs [--source DIR] [--fetch] [--sizes 2^26,2^28] [--reps 30] [--out FILE]
//                                   [--only DeviceRadixSort,OneSweep] [--swiftshader]
//
// Their WGSL is never part of this repository: --fetch downloads it (commit 5686ca0) into DIR (--source, default
// bench/peers/wgsl/, ignored by git); a GPU server without network gets a copy in DIR. Dawn's WGSL
// compiler (Tint) rejects four things wgpu's (naga) accepts, so the text is changed as it is loaded:
// `enable subgroups;` first, and the uniformity diagnostic for subgroup operations off (they sit in
// branches on the invocation index), plain reads and writes of atomic arrays as atomicLoad /
// atomicStore (a plain `+=` as atomicAdd) and one `a + b << 2u` parenthesized.
// Their host (GPUSortingWebGPUapis/WGPU/src/main.rs) is reproduced: 9 buffers bound in one layout,
// even and odd bind groups swapping the key buffers, tiles of 3840 keys, the info uniform (size,
// shift, thread blocks, seed) copied from a staging buffer before each digit pass. OneSweep runs
// global_hist, onesweep_scan (4 workgroups), 4 x onesweep_pass; DeviceRadixSort runs 4 x (reduce_hist,
// scan (256 workgroups), dvr_pass). Their init kernel's work (random keys, zeroed counters) is done
// outside the timed span instead: the same random keys are copied in and the counters cleared before
// each repetition. Both need subgroups of 32 lanes and dispatch one row of workgroups, so they stop at
// 65,535 tiles (2^27 keys; 2^28 is reported as out of reach). Each result is checked: sorted, and the
// same keys (sum and xor) as the input.
// Prints one JSON object per line: {peer, n, ok, gpuMsMedian, gkeysPerS, passMsMedian, reps} or an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomKeys, sortError } from '../sort-keys.mjs';
import { guarded, openDevice, parseArguments, passSpans, provideSources, readWords, report, timeRepetitions }
  from './peer-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const COMMIT = '5686ca06777eedf832a23c999a076c731d82845f';
const SOURCE = `https://raw.githubusercontent.com/b0nes164/GPUSorting/${COMMIT}/GPUSortingWebGPUapis/SharedShaders/`;
const FILES = ['DeviceRadixSort.wgsl', 'OneSweep.wgsl'];
const TILE = 3840;
const RADIX = 256;
const DIGIT_PASSES = 4;

const PEERS = {
  DeviceRadixSort: {
    file: 'DeviceRadixSort.wgsl',
    // Per digit: count each tile's digits, scan each digit's counts over the tiles, move the keys.
    passes: (tiles) => [0, 1, 2, 3].flatMap((pass) => [
      { entry: 'reduce_hist', workgroups: tiles, pass },
      { entry: 'scan', workgroups: RADIX, pass },
      { entry: 'dvr_pass', workgroups: tiles, pass },
    ]),
  },
  OneSweep: {
    file: 'OneSweep.wgsl',
    passes: (tiles) => [
      { entry: 'global_hist', workgroups: tiles, pass: 0 },
      { entry: 'onesweep_scan', workgroups: DIGIT_PASSES, pass: 0 },
      ...[0, 1, 2, 3].map((pass) => ({ entry: 'onesweep_pass', workgroups: tiles, pass })),
    ],
  },
};

/** The index of the bracket closing the one at `open`. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) return i;
  }
  throw new Error('unbalanced brackets');
}

/** The end of the statement that starts at `from`: its `;` outside parentheses and brackets. */
function statementEnd(text, from) {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if ('([{'.includes(text[i])) depth++;
    else if (')]}'.includes(text[i])) depth--;
    else if (text[i] === ';' && depth === 0) return i;
  }
  throw new Error('statement without end');
}

/** `text` with every plain access to the arrays `atomics` turned into atomic built-in calls. */
function atomicAccesses(text, atomics) {
  const name = new RegExp(`\\b(${atomics.join('|')})\\[`);
  let out = '';
  let at = 0;
  for (let match; (match = name.exec(text.slice(at))) !== null;) {
    const start = at + match.index;
    const open = start + match[1].length;
    const close = closing(text, open);
    const element = `${match[1]}[${atomicAccesses(text.slice(open + 1, close), atomics)}]`;
    out += text.slice(at, start);
    const before = out.trimEnd();
    if (before.endsWith('&') && !before.endsWith('&&')) {
      out += element;
      at = close + 1;
      continue;
    }
    const rest = text.slice(close + 1);
    const assignment = /^\s*(\+?=)(?!=)/.exec(rest);
    if (assignment) {
      const valueStart = close + 1 + assignment[0].length;
      const end = statementEnd(text, valueStart);
      const value = atomicAccesses(text.slice(valueStart, end), atomics).trim();
      out += assignment[1] === '=' ? `atomicStore(&${element}, ${value})` : `atomicAdd(&${element}, ${value})`;
      at = end;
    } else {
      out += `atomicLoad(&${element})`;
      at = close + 1;
    }
  }
  return out + text.slice(at);
}

/** The peer's WGSL as Dawn accepts it (see the header). */
export function forDawn(source) {
  const atomics = [...source.matchAll(/var<[^>]*>\s*(\w+)\s*:\s*array<atomic</g)].map((m) => m[1]);
  let text = atomicAccesses(source, atomics);
  text = text.replace(/\(subgroupExclusiveAdd\(scan\) \+\s*(select\([^;]*?\)) << 2u\)/,
      '((subgroupExclusiveAdd(scan) + $1) << 2u)');
  return `enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n${text}`;
}

/** Sets up one peer at one size: buffers, pipelines, bind groups; `encode` records one timed sort. */
function prepare(device, peer, source, keys) {
  const n = keys.length;
  const tiles = Math.ceil(n / TILE);
  const storage = GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
  const buffer = (label, bytes, usage = storage) => device.createBuffer({ label, size: Math.max(16, bytes), usage });
  const info = buffer('info', 16, GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST);
  const infos = buffer('info per digit pass', 16 * DIGIT_PASSES, GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST);
  device.queue.writeBuffer(infos, 0, new Uint32Array([0, 1, 2, 3].flatMap((p) => [n, 8 * p, tiles, 10])));
  const input = buffer('input keys', 4 * n);
  device.queue.writeBuffer(input, 0, keys);
  const bound = {
    bump: buffer('bump', 16), sort: buffer('sort', 4 * n), alt: buffer('alt', 4 * n),
    payload: buffer('payload', 4 * n), altPayload: buffer('alt payload', 4 * n),
    hist: buffer('hist', 4 * RADIX * DIGIT_PASSES), passHist: buffer('pass hist', 4 * tiles * RADIX * DIGIT_PASSES),
    err: buffer('err', 16),
  };
  const layout = device.createBindGroupLayout({
    entries: [{ binding: 0, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'uniform' } },
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((binding) => ({ binding, visibility: GPUShaderStage.COMPUTE,
        buffer: { type: 'storage' } }))],
  });
  const group = (keysIn, keysOut, valuesIn, valuesOut) => device.createBindGroup({
    layout,
    entries: [info, bound.bump, keysIn, keysOut, valuesIn, valuesOut, bound.hist, bound.passHist, bound.err]
      .map((b, binding) => ({ binding, resource: { buffer: b } })),
  });
  const even = group(bound.sort, bound.alt, bound.payload, bound.altPayload);
  const odd = group(bound.alt, bound.sort, bound.altPayload, bound.payload);
  const module = device.createShaderModule({ code: source });
  const pipelineLayout = device.createPipelineLayout({ bindGroupLayouts: [layout] });
  const steps = peer.passes(tiles);
  const pipelines = new Map();
  for (const { entry } of steps) {
    if (!pipelines.has(entry)) {
      pipelines.set(entry, device.createComputePipeline({ layout: pipelineLayout,
        compute: { module, entryPoint: entry } }));
    }
  }
  const querySet = device.createQuerySet({ type: 'timestamp', count: 2 * steps.length });
  const resolved = buffer('timestamps', 16 * steps.length, GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC);
  const readable = device.createBuffer({ size: 16 * steps.length,
    usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });

  function encode(encoder, timed) {
    encoder.copyBufferToBuffer(input, 0, bound.sort, 0, 4 * n);
    for (const counters of [bound.bump, bound.hist, bound.passHist]) encoder.clearBuffer(counters);
    let pass = -1;
    steps.forEach((step, i) => {
      if (step.pass !== pass) {
        pass = step.pass;
        encoder.copyBufferToBuffer(infos, 16 * pass, info, 0, 16);
      }
      const compute = encoder.beginComputePass(timed
        ? { timestampWrites: { querySet, beginningOfPassWriteIndex: 2 * i, endOfPassWriteIndex: 2 * i + 1 } } : {});
      compute.setPipeline(pipelines.get(step.entry));
      compute.setBindGroup(0, pass % 2 === 0 ? even : odd);
      compute.dispatchWorkgroups(step.workgroups);
      compute.end();
    });
    if (timed) {
      encoder.resolveQuerySet(querySet, 0, 2 * steps.length, resolved, 0);
      encoder.copyBufferToBuffer(resolved, 0, readable, 0, 16 * steps.length);
    }
  }

  /** One sort; with `timed`, resolves to the span and each step's time in ms. */
  async function run(timed) {
    const encoder = device.createCommandEncoder();
    encode(encoder, timed);
    device.queue.submit([encoder.finish()]);
    if (!timed) return device.queue.onSubmittedWorkDone();
    return passSpans(readable, steps.length);
  }

  function output() {
    return readWords(device, bound.sort, n);
  }

  function destroy() {
    for (const b of [info, infos, input, resolved, readable, ...Object.values(bound)]) b.destroy();
    querySet.destroy();
  }
  return { steps, run, output, destroy };
}

async function measure(device, name, source, n, reps) {
  const tiles = Math.ceil(n / TILE);
  const limit = device.limits.maxComputeWorkgroupsPerDimension;
  if (tiles > limit) {
    return { ok: false, error: `${name} dispatches its ${tiles} tiles in one row of workgroups `
      + `and this device allows ${limit}: it sorts at most ${limit * TILE} keys.` };
  }
  const keys = randomKeys(n, 10);
  device.pushErrorScope('validation');
  const sort = prepare(device, PEERS[name], source, keys);
  let timed = null;
  let sorted = null;
  let failure = null;
  try {
    timed = await timeRepetitions(sort.run, reps);
    sorted = await sort.output();
  } catch (error) {
    failure = error;
  }
  sort.destroy();
  const invalid = await device.popErrorScope();
  if (invalid) return { ok: false, error: invalid.message };
  if (failure) throw failure;
  const wrong = sortError(keys, sorted);
  const passMsMedian = {};
  sort.steps.forEach((step, i) => {
    passMsMedian[`${step.entry} ${step.pass}`] = timed.stepMsMedian[i];
  });
  return { ok: wrong === null, gpuMsMedian: timed.gpuMsMedian, gkeysPerS: n / timed.gpuMsMedian / 1e6, reps,
    warmUpReps: timed.warmUpReps, passMsMedian, ...(wrong === null ? {} : { error: wrong }) };
}

let options;
try {
  options = parseArguments(fileURLToPath(import.meta.url), process.argv.slice(2), path.join(here, 'wgsl'));
  await provideSources(options.source, SOURCE, FILES, options.fetch);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const { device, adapterName } = await openDevice();
for (const name of Object.keys(PEERS).filter((peer) => !options.only || options.only.includes(peer))) {
  const source = forDawn(readFileSync(path.join(options.source, PEERS[name].file), 'utf8'));
  for (const n of options.sizes) {
    report(await guarded({ peer: name, n, adapter: adapterName },
      () => measure(device, name, source, n, options.reps)), options.out);
  }
}
process.exit(0);
