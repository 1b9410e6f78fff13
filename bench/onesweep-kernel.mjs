// Times a onesweep sort module directly, for kernel experiments: the composed WGSL the lab compiles
// (docs/kernels/sort/onesweep.subgroups.wgsl, or onesweep.wgsl without subgroups) or an edited copy of
// it, run with the lab's host steps for u32 keys (OnesweepSort: the histogram pass and its scan, then
// per 8-bit digit a cleared look-back state and sort_tile over a 2D grid of tiles), GPU timestamps
// around the histogram and around each digit pass, warm-up first, then the median of the repetitions.
// Every output is compared with the CPU's sort of the same keys, so a variant that breaks the order
// (an unstable pass included) says so; ablations that drop work on purpose report ok false.
//
//   node bench/onesweep-kernel.mjs [--sizes 2^26,2^28] [--reps 20] [--out FILE] [--swiftshader]
//                                  FILE[:KEYS_PER_INVOCATION[:NAME=VALUE,...]]...
//
// e.g. node bench/onesweep-kernel.mjs docs/kernels/sort/onesweep.subgroups.wgsl:16 my-variant.wgsl:15
//      node bench/onesweep-kernel.mjs --sizes 2^20 kernel.wgsl:12:FORCE_FALLBACK=1,SPIN_LIMIT=16
// The page times the state clearing as part of each digit pass (a kernel there, a buffer clear here
// outside the timed pass), so its digit passes run about 0.02 ms longer at 2^26 on an H200.
// Prints one JSON object per module and size: {module, n, ok, gkeysPerS, gpuMsMedian, histogramMs,
// digitPassMs: [4], compileMs} or {module, n, error}.
import { readFileSync, appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { installWebGpu, rerunOnSwiftShader } from './lab.mjs';
import { median, randomKeys } from './sort-keys.mjs';

const WORKGROUP_SIZE = 256;
const RADIX = 256;
const CHUNK = 4096;
const HISTOGRAM_WORKGROUPS = 1024;
const MAX_WORKGROUPS_PER_DIMENSION = 65535;
const WARM_UP_MS = 300;
const SEED = 7;

function parseArguments(words) {
  const options = { sizes: [2 ** 26], reps: 20, out: null, swiftshader: false, modules: [] };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === '--sizes') {
      options.sizes = words[++i].split(',').map((s) => (s.startsWith('2^') ? 2 ** Number(s.slice(2)) : Number(s)));
    } else if (word === '--reps') options.reps = Number(words[++i]);
    else if (word === '--out') options.out = words[++i];
    else if (word === '--swiftshader') options.swiftshader = true;
    else if (word.startsWith('--')) usageError(`unknown option ${word}`);
    else options.modules.push(word);
  }
  if (options.modules.length === 0) usageError('name at least one module: FILE[:KEYS_PER_INVOCATION[:NAME=VALUE,...]]');
  return options;
}

function usageError(sentence) {
  console.error(sentence);
  process.exit(2);
}

/** FILE[:KEYS[:NAME=VALUE,...]] as the file and sort_tile's override constants. */
function parseModule(text) {
  const [file, keys = '16', rest = ''] = text.split(':');
  const constants = { KEYS_PER_INVOCATION: Number(keys) };
  for (const pair of rest.split(',').filter(Boolean)) {
    const [name, value] = pair.split('=');
    constants[name] = Number(value);
  }
  return { file, constants };
}

async function openDevice() {
  const adapter = await navigator.gpu.requestAdapter({ powerPreference: 'high-performance' });
  const limits = ['maxStorageBufferBindingSize', 'maxBufferSize', 'maxComputeWorkgroupStorageSize'];
  return adapter.requestDevice({
    requiredFeatures: ['subgroups', 'timestamp-query'].filter((feature) => adapter.features.has(feature)),
    requiredLimits: Object.fromEntries(limits.map((name) => [name, adapter.limits[name]])),
  });
}

/** The bind group layout of onesweep.wgsl: params, keys in and out, values in and out, state, histograms. */
function bindGroupLayout(device) {
  const kinds = ['uniform', 'read-only-storage', 'storage', 'read-only-storage', 'storage', 'storage', 'storage'];
  return device.createBindGroupLayout({
    entries: kinds.map((type, binding) => ({ binding, visibility: GPUShaderStage.COMPUTE, buffer: { type } })),
  });
}

/** Sorts `keys` with one module `reps` times after warm-up; resolves to the result row. */
async function measure(device, layout, text, keys, expected, reps) {
  const { file, constants } = parseModule(text);
  const code = readFileSync(file, 'utf8');
  const n = keys.length;
  const tile = WORKGROUP_SIZE * constants.KEYS_PER_INVOCATION;
  const tiles = Math.ceil(n / tile);
  const chunks = Math.ceil(n / CHUNK);
  const storage = GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
  const made = [];
  const buffer = (size, usage = storage) => {
    const created = device.createBuffer({ size: Math.max(16, size), usage });
    made.push(created);
    return created;
  };
  const input = buffer(4 * n);
  device.queue.writeBuffer(input, 0, keys);
  const [ping, pong, state, histograms, noValues, noValuesOut] =
      [buffer(4 * n), buffer(4 * n), buffer(4 * (tiles + 1) * RADIX), buffer(4 * 8 * RADIX), buffer(16), buffer(16)];
  const uniform = (words) => {
    const params = buffer(32, GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST);
    device.queue.writeBuffer(params, 0, new Uint32Array(words));
    return params;
  };
  const group = (params, from, to) => device.createBindGroup({ layout, entries: [params, from, to, noValues,
    noValuesOut, state, histograms].map((resource, binding) => ({ binding, resource: { buffer: resource } })) });

  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code });
  const pipelineLayout = device.createPipelineLayout({ bindGroupLayouts: [layout] });
  const pipeline = (entryPoint, overrides = {}) => device.createComputePipeline({ layout: pipelineLayout,
    compute: { module, entryPoint, constants: overrides } });
  const compileStart = performance.now();
  const countDigits = pipeline('count_all_digits');
  const scanHistograms = pipeline('scan_histograms');
  const sortTile = pipeline('sort_tile', constants);
  const compileMs = performance.now() - compileStart;
  const histogramGroup = group(uniform([n, 0, 0, 0, chunks, 0, 0, 0]), ping, pong);
  const digitGroups = [0, 1, 2, 3].map((pass) => (pass % 2 === 0
    ? group(uniform([n, 0, 0, 8 * pass, tiles, 0, 0, pass]), ping, pong)
    : group(uniform([n, 0, 0, 8 * pass, tiles, 0, 0, pass]), pong, ping)));
  // As DispatchGrid: the fewest rows, the tiles spread evenly over them (few idle workgroups to launch).
  const gridY = Math.ceil(tiles / MAX_WORKGROUPS_PER_DIMENSION);
  const gridX = Math.ceil(tiles / gridY);
  const querySet = device.createQuerySet({ type: 'timestamp', count: 10 });
  const resolved = buffer(80, GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC);
  const readable = buffer(80, GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST);

  async function sortOnce(timed) {
    const encoder = device.createCommandEncoder();
    encoder.copyBufferToBuffer(input, 0, ping, 0, 4 * n);
    encoder.clearBuffer(histograms);
    const stamps = (i) => (timed
      ? { timestampWrites: { querySet, beginningOfPassWriteIndex: 2 * i, endOfPassWriteIndex: 2 * i + 1 } } : {});
    let pass = encoder.beginComputePass(stamps(0));
    pass.setPipeline(countDigits);
    pass.setBindGroup(0, histogramGroup);
    pass.dispatchWorkgroups(Math.min(chunks, HISTOGRAM_WORKGROUPS));
    pass.setPipeline(scanHistograms);
    pass.dispatchWorkgroups(1);
    pass.end();
    for (let digit = 0; digit < 4; digit++) {
      encoder.clearBuffer(state);
      pass = encoder.beginComputePass(stamps(digit + 1));
      pass.setPipeline(sortTile);
      pass.setBindGroup(0, digitGroups[digit]);
      pass.dispatchWorkgroups(gridX, gridY);
      pass.end();
    }
    if (timed) {
      encoder.resolveQuerySet(querySet, 0, 10, resolved, 0);
      encoder.copyBufferToBuffer(resolved, 0, readable, 0, 80);
    }
    device.queue.submit([encoder.finish()]);
    if (!timed) return device.queue.onSubmittedWorkDone();
    await readable.mapAsync(GPUMapMode.READ);
    const at = new BigUint64Array(readable.getMappedRange().slice(0));
    readable.unmap();
    const ms = (from, to) => Number(at[to] - at[from]) / 1e6;
    return { span: ms(0, 9), histogram: ms(0, 1), digits: [1, 2, 3, 4].map((i) => ms(2 * i, 2 * i + 1)) };
  }

  const started = performance.now();
  for (let i = 0; i < 3 || performance.now() - started < WARM_UP_MS; i++) await sortOnce(false);
  const runs = [];
  for (let i = 0; i < reps; i++) runs.push(await sortOnce(true));
  const copy = buffer(4 * n, GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST);
  const encoder = device.createCommandEncoder();
  encoder.copyBufferToBuffer(ping, 0, copy, 0, 4 * n);
  device.queue.submit([encoder.finish()]);
  await copy.mapAsync(GPUMapMode.READ);
  const sorted = new Uint32Array(copy.getMappedRange().slice(0));
  const error = await device.popErrorScope();
  for (const created of made) created.destroy();
  querySet.destroy();
  if (error) return { module: text, n, error: error.message };
  let wrong = 0;
  for (let i = 0; i < n; i++) wrong += sorted[i] === expected[i] ? 0 : 1;
  const span = median(runs.map((r) => r.span));
  const round = (ms) => Number(ms.toFixed(4));
  return { module: text, n, ok: wrong === 0, ...(wrong ? { keysOutOfPlace: wrong } : {}),
    gkeysPerS: Number((n / span / 1e6).toFixed(2)), gpuMsMedian: round(span),
    histogramMs: round(median(runs.map((r) => r.histogram))),
    digitPassMs: [0, 1, 2, 3].map((d) => round(median(runs.map((r) => r.digits[d])))),
    compileMs: Math.round(compileMs) };
}

const words = process.argv.slice(2);
const options = parseArguments(words);
if (options.swiftshader) rerunOnSwiftShader(fileURLToPath(import.meta.url), words);
installWebGpu();
const device = await openDevice();
const layout = bindGroupLayout(device);
for (const n of options.sizes) {
  const keys = randomKeys(n, SEED);
  const expected = keys.slice().sort();
  for (const text of options.modules) {
    let row;
    try {
      row = await measure(device, layout, text, keys, expected, options.reps);
    } catch (error) {
      row = { module: text, n, error: String(error) };
    }
    console.log(JSON.stringify(row));
    if (options.out) appendFileSync(options.out, JSON.stringify(row) + '\n');
  }
}
process.exit(0);
