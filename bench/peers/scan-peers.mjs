// Times the public WebGPU prefix sums of Thomas Smith (b0nes164) under Node with Dawn, for comparison with
// the lab's scan (bench/run.mjs suite=scan), timed the way the lab times itself: GPU timestamps around every
// pass, a repetition from the start of its first pass to the end of its last, a warm-up of GPU work first,
// then the median of the timed repetitions.
//
//   node bench/peers/scan-peers.mjs [--source DIR] [--fetch] [--sizes 2^26,2^28] [--reps 30] [--out FILE]
//                                   [--only NAME,...] [--input ones|random] [--verify-runs K] [--swiftshader]
//
// The peers, each an inclusive u32 sum over tiles of 4096 elements (256 invocations, 4 vec4 each):
// - b0nes164/GPUPrefixSums at commit 98d93a4, GPUPrefixSumsWebGPUapis/SharedShaders (MIT): `rts`
//   (reduce, spine_scan on one workgroup, downsweep), `csdl` (chained scan, decoupled look-back) and
//   `csdldf` (the same with decoupled fallback). Their tile states keep the sum in the 30 bits beside a
//   2-bit flag, so their sums are right only below 2^30: they run on all-ones input, as their own host
//   (GPUPrefixSumsWebGPUapis/WGPU/src/main.rs) runs them and checks them (output i is i + 1).
// - b0nes164/Decoupled-Fallback-Paper at commit f0bf7d4, artifact/Dawn/Shaders (the paper's artifact):
//   `rts`, `csdl`, `csdldf`, whose tile states carry the sum in two 16-bit halves (full 32-bit sums), so
//   they run on random words and are checked against the CPU's wrapping sums; and `memcpy`, the artifact's
//   own copy of the same 2n words, their ceiling.
// Their WGSL is never part of this repository: --fetch downloads it into DIR/GPUPrefixSums and
// DIR/Decoupled-Fallback-Paper (DIR defaults to bench/peers/wgsl/, ignored by git); a GPU server without
// network gets a copy there. Dawn's WGSL compiler needs `enable subgroups;` first in GPUPrefixSums' files
// (written for wgpu, which needs none), so it is added where a file lacks it; nothing else is changed.
// Their hosts are reproduced: one layout of six buffers (info uniform {size, size / 4, tiles, 0}, input,
// output, bump counter, tile states, scratch), one workgroup per tile in one row, `spine_scan` on one
// workgroup. Their init kernel's work is done outside the timed span instead: the input is written once,
// the bump counter and tile states cleared in the same command buffer before each repetition. One row of
// workgroups stops them at 65,535 tiles (268,431,360 elements): 2^28 is reported as out of reach.
// --input ones|random gives every peer that input instead; --verify-runs K checks K more runs after the
// timed ones (`wrongVerifyRuns` counts the wrong ones: a race that loses a tile's sum now and then shows).
// Prints one JSON object per line: {peer, n, ok, gpuMsMedian, gelemPerS, passMsMedian, ...} or an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArguments, provideSources, openDevice, timeRepetitions, verifyRuns, inputWords, report, guarded,
  passSpans, readWords } from './peer-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TILE = 4096;

const REPOSITORIES = {
  GPUPrefixSums: {
    base: 'https://raw.githubusercontent.com/b0nes164/GPUPrefixSums/98d93a4e9ed2f3c8353119515bf9be90a2e137ad/'
      + 'GPUPrefixSumsWebGPUapis/SharedShaders/',
    files: ['rts.wgsl', 'csdl.wgsl', 'csdldf.wgsl'],
    input: 'ones',
  },
  'Decoupled-Fallback-Paper': {
    base: 'https://raw.githubusercontent.com/b0nes164/Decoupled-Fallback-Paper/'
      + 'f0bf7d4eb919a88e5b1c97514d39bcb9d3b14186/artifact/Dawn/Shaders/',
    files: ['rts.wgsl', 'csdl.wgsl', 'csdldf.wgsl', 'memcpy.wgsl'],
    input: 'random',
  },
};

const reduceThenScan = (tiles) => [
  { entry: 'reduce', workgroups: tiles }, { entry: 'spine_scan', workgroups: 1 },
  { entry: 'downsweep', workgroups: tiles }];
const onePass = (tiles) => [{ entry: 'main', workgroups: tiles }];

const KERNELS = [
  { name: 'rts', file: 'rts.wgsl', passes: reduceThenScan, result: 'scan' },
  { name: 'csdl', file: 'csdl.wgsl', passes: onePass, result: 'scan' },
  { name: 'csdldf', file: 'csdldf.wgsl', passes: onePass, result: 'scan' },
  { name: 'memcpy', file: 'memcpy.wgsl', passes: onePass, result: 'copy' },
];

/** Every peer: a repository's kernel, e.g. "GPUPrefixSums csdldf". */
const PEERS = Object.entries(REPOSITORIES).flatMap(([repository, { files, input }]) => KERNELS
  .filter((kernel) => files.includes(kernel.file))
  .map((kernel) => ({ ...kernel, repository, input, peer: `${repository} ${kernel.name}` })));

/** The peer's WGSL as Dawn accepts it (see the header). */
function forDawn(source) {
  if (/^\s*enable subgroups\s*;/m.test(source)) return source;
  return `enable subgroups;\n${source}`;
}

/** The input (`kind`: 'ones' or 'random'), and the output expected from it. */
function inputAndExpected(peer, kind, n) {
  const input = inputWords(kind, n);
  if (peer.result === 'copy') return { input, expected: input };
  const expected = new Uint32Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum = (sum + input[i]) >>> 0;
    expected[i] = sum;
  }
  return { input, expected };
}

/** Sets up one peer at one size: buffers, pipelines, bind group; `run` does one repetition. */
async function prepare(device, peer, source, input) {
  const n = input.length;
  const tiles = Math.ceil(n / TILE);
  const storage = GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
  const buffers = [];
  const buffer = (label, bytes, usage = storage) => {
    const made = device.createBuffer({ label, size: Math.max(16, bytes), usage });
    buffers.push(made);
    return made;
  };
  const info = buffer('info', 16, GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST);
  device.queue.writeBuffer(info, 0, new Uint32Array([n, Math.ceil(n / 4), tiles, 0]));
  const scanIn = buffer('input', 4 * n);
  device.queue.writeBuffer(scanIn, 0, input);
  const scanOut = buffer('output', 4 * n);
  const bump = buffer('bump', 16);
  const states = buffer('tile states', 16 * tiles);
  const scratch = buffer('scratch', 64);
  const layout = device.createBindGroupLayout({
    entries: [{ binding: 0, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'uniform' } },
      ...[1, 2, 3, 4, 5].map((binding) => ({ binding, visibility: GPUShaderStage.COMPUTE,
        buffer: { type: 'storage' } }))],
  });
  const group = device.createBindGroup({ layout,
    entries: [info, scanIn, scanOut, bump, states, scratch].map((b, binding) => ({ binding, resource: { buffer: b } })),
  });
  const module = device.createShaderModule({ code: source });
  const messages = (await module.getCompilationInfo()).messages.filter((m) => m.type === 'error');
  if (messages.length > 0) {
    throw new Error(`Dawn rejects ${peer.file}: ${messages.map((m) => `${m.lineNum}: ${m.message}`).join('; ')}`);
  }
  const pipelineLayout = device.createPipelineLayout({ bindGroupLayouts: [layout] });
  const steps = peer.passes(tiles);
  const pipelines = new Map(steps.map(({ entry }) => [entry,
    device.createComputePipeline({ layout: pipelineLayout, compute: { module, entryPoint: entry } })]));
  const querySet = device.createQuerySet({ type: 'timestamp', count: 2 * steps.length });
  const resolved = buffer('timestamps', 16 * steps.length, GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC);
  const readable = buffer('timestamps read', 16 * steps.length, GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST);

  async function run(timed) {
    const encoder = device.createCommandEncoder();
    encoder.clearBuffer(bump);
    encoder.clearBuffer(states);
    steps.forEach((step, i) => {
      const compute = encoder.beginComputePass(timed
        ? { timestampWrites: { querySet, beginningOfPassWriteIndex: 2 * i, endOfPassWriteIndex: 2 * i + 1 } } : {});
      compute.setPipeline(pipelines.get(step.entry));
      compute.setBindGroup(0, group);
      compute.dispatchWorkgroups(step.workgroups);
      compute.end();
    });
    if (timed) {
      encoder.resolveQuerySet(querySet, 0, 2 * steps.length, resolved, 0);
      encoder.copyBufferToBuffer(resolved, 0, readable, 0, 16 * steps.length);
    }
    device.queue.submit([encoder.finish()]);
    if (!timed) return device.queue.onSubmittedWorkDone();
    return passSpans(readable, steps.length);
  }

  function output() {
    return readWords(device, scanOut, n);
  }

  function destroy() {
    for (const b of buffers) b.destroy();
    querySet.destroy();
  }
  return { steps, run, output, destroy };
}

/** The first index where `actual` differs from `expected`, as a sentence, or null. */
function mismatch(expected, actual) {
  for (let i = 0; i < expected.length; i++) {
    if (expected[i] !== actual[i]) return `output ${i} is ${actual[i]}, expected ${expected[i]}`;
  }
  return null;
}

async function measure(device, peer, source, n, options) {
  const tiles = Math.ceil(n / TILE);
  const limit = device.limits.maxComputeWorkgroupsPerDimension;
  if (tiles > limit) {
    return { ok: false, error: `${peer.peer} dispatches its ${tiles} tiles in one row of workgroups and this `
      + `device allows ${limit}: it scans at most ${limit * TILE} elements.` };
  }
  if (n % 4 !== 0) return { ok: false, error: `${peer.peer} reads vec4s: n must be a multiple of 4.` };
  const { input, expected } = inputAndExpected(peer, options.input ?? peer.input, n);
  device.pushErrorScope('out-of-memory');
  device.pushErrorScope('validation');
  let scan;
  let timing;
  let wrong;
  let verified;
  try {
    scan = await prepare(device, peer, source, input);
    timing = await timeRepetitions(scan.run, options.reps);
    wrong = mismatch(expected, await scan.output());
    verified = await verifyRuns(scan.run, async () => mismatch(expected, await scan.output()), options.verifyRuns);
  } finally {
    scan?.destroy();
    const invalid = await device.popErrorScope();
    const outOfMemory = await device.popErrorScope();
    const error = invalid ?? outOfMemory;
    if (error) throw new Error(error.message);
  }
  const passMsMedian = Object.fromEntries(scan.steps.map((step, i) => [step.entry, timing.stepMsMedian[i]]));
  const error = wrong ?? verified.first;
  return { ok: error === null, ...(error ? { error } : {}), gpuMsMedian: timing.gpuMsMedian,
    gpuMsMin: timing.gpuMsMin, gelemPerS: n / timing.gpuMsMedian / 1e6, passMsMedian, reps: options.reps,
    warmUpReps: timing.warmUpReps,
    ...(options.verifyRuns ? { verifyRuns: options.verifyRuns, wrongVerifyRuns: verified.wrong } : {}) };
}

let options;
try {
  options = parseArguments(fileURLToPath(import.meta.url), process.argv.slice(2), path.join(here, 'wgsl'));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
for (const [repository, { base, files }] of Object.entries(REPOSITORIES)) {
  await provideSources(path.join(options.source, repository), base, files, options.fetch);
}
const { device, adapterName, subgroupSizes } = await openDevice();
// An error outside the scopes each case opens is logged, not lost.
device.addEventListener?.('uncapturederror', (event) => console.error(`uncaptured: ${event.error.message}`));
for (const peer of PEERS.filter((p) => !options.only || options.only.includes(p.peer))) {
  const source = forDawn(readFileSync(path.join(options.source, peer.repository, peer.file), 'utf8'));
  for (const n of options.sizes) {
    const fields = { peer: peer.peer, n, input: options.input ?? peer.input,
      result: peer.result === 'copy' ? 'copy' : 'inclusive scan' };
    const row = await guarded(fields, () => measure(device, peer, source, n, options));
    report({ ...row, adapter: adapterName, subgroupSizes }, options.out);
  }
}
process.exit(0);
