// Times the three-range histogram (h200-histogram-ranges.wgsl) beside the read kernel; checks its counts against the CPU.
// node bench/results/h200-histogram-ranges-harness.mjs LOG2N CHUNKS [skewed]
import { readFileSync } from 'node:fs';
import { installWebGpu } from '../../bench/lab.mjs';
installWebGpu();
const [log2n, chunks, skewed] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4] === 'skewed'];
const n = 2 ** log2n, vectors = n / 4;
const adapter = await navigator.gpu.requestAdapter();
const L = adapter.limits;
const device = await adapter.requestDevice({ requiredFeatures: ['timestamp-query'], requiredLimits: {
  maxComputeWorkgroupStorageSize: L.maxComputeWorkgroupStorageSize, maxStorageBufferBindingSize: L.maxStorageBufferBindingSize,
  maxBufferSize: L.maxBufferSize } });
device.addEventListener?.('uncapturederror', e => console.error('GPU error', e.error.message));
const data = new Uint32Array(n);
let x = 123456789;
for (let i = 0; i < n; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; data[i] = skewed ? (i % 3 === 0 ? 7 : 0x12345678) : x >>> 0; }
const cpu = new Uint32Array(65536);
for (let i = 0; i < n; i++) cpu[data[i] >>> 16]++;
const S = GPUBufferUsage.STORAGE, C = GPUBufferUsage.COPY_SRC, D = GPUBufferUsage.COPY_DST, U = GPUBufferUsage.UNIFORM;
const src = device.createBuffer({ size: n * 4, usage: S | D });
for (let off = 0; off < n; off += 1 << 24) device.queue.writeBuffer(src, off * 4, data, off, Math.min(1 << 24, n - off));
const WORDS = Math.min(12288, L.maxComputeWorkgroupStorageSize / 4), RANGES = Math.ceil(32768 / WORDS);
const partial = device.createBuffer({ size: chunks * RANGES * WORDS * 4, usage: S });
const overflow = device.createBuffer({ size: 65536 * 4, usage: S });
const hist = device.createBuffer({ size: 65536 * 4, usage: S | C });
const chunkVectors = Math.ceil(vectors / chunks / 2048) * 2048;
const p1 = device.createBuffer({ size: 16, usage: U | D }); device.queue.writeBuffer(p1, 0, new Uint32Array([vectors, chunkVectors, chunks, 0]));
const p2 = device.createBuffer({ size: 16, usage: U | D }); device.queue.writeBuffer(p2, 0, new Uint32Array([chunks, 0, 0, 0]));
const module = device.createShaderModule({ code: readFileSync(new URL('./h200-histogram-ranges.wgsl', import.meta.url), 'utf8') });
const info = await module.getCompilationInfo(); for (const m of info.messages) console.error(m.type, m.lineNum, m.message);
const pipe1 = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'pass1', constants: { WORDS } } });
const pipe2 = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'pass2', constants: { WORDS } } });
const bg1 = device.createBindGroup({ layout: pipe1.getBindGroupLayout(0), entries: [src, partial, overflow, p1].map((b, i) => ({ binding: i, resource: { buffer: b } })) });
const bg2 = device.createBindGroup({ layout: pipe2.getBindGroupLayout(0), entries: [partial, overflow, hist, p2].map((b, i) => ({ binding: i, resource: { buffer: b } })) });
const readModule = device.createShaderModule({ code: readFileSync(new URL('../../wgsl/common/read.wgsl', import.meta.url), 'utf8') });
const VPT = 4;
const readPipe = device.createComputePipeline({ layout: 'auto', compute: { module: readModule, entryPoint: 'read_vectors', constants: { VECTORS_PER_THREAD: VPT } } });
const sink = device.createBuffer({ size: 16, usage: S });
const rp = device.createBuffer({ size: 16, usage: U | D });
const bgR = device.createBindGroup({ layout: readPipe.getBindGroupLayout(0), entries: [src, sink, rp].map((b, i) => ({ binding: i, resource: { buffer: b } })) });
const readGroups = Math.ceil(vectors / (256 * VPT));
const grid = g => g <= 65535 ? [g, 1] : [Math.ceil(g / Math.ceil(g / 65535)), Math.ceil(g / 65535)];
const qs = device.createQuerySet({ type: 'timestamp', count: 2 });
const qb = device.createBuffer({ size: 16, usage: GPUBufferUsage.QUERY_RESOLVE | C });
const qr = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | D });
async function time(kind) {
  const enc = device.createCommandEncoder();
  const pass = enc.beginComputePass({ timestampWrites: { querySet: qs, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 } });
  if (kind === 'hist') {
    pass.setPipeline(pipe1); pass.setBindGroup(0, bg1); pass.dispatchWorkgroups(chunks * RANGES);
    pass.setPipeline(pipe2); pass.setBindGroup(0, bg2); pass.dispatchWorkgroups(32768 * 4 / 256);
  } else { pass.setPipeline(readPipe); pass.setBindGroup(0, bgR); pass.dispatchWorkgroups(...grid(readGroups)); }
  pass.end();
  enc.resolveQuerySet(qs, 0, 2, qb, 0); enc.copyBufferToBuffer(qb, 0, qr, 0, 16);
  device.queue.submit([enc.finish()]);
  await qr.mapAsync(GPUMapMode.READ); const t = new BigUint64Array(qr.getMappedRange().slice(0)); qr.unmap();
  return Number(t[1] - t[0]) / 1e6;
}
async function measure(kind, reps) {
  const t0 = Date.now(); while (Date.now() - t0 < 600) await time(kind);
  const ts = []; for (let i = 0; i < reps; i++) ts.push(await time(kind)); ts.sort((a, b) => a - b); return ts[ts.length >> 1];
}
const rb = device.createBuffer({ size: 65536 * 4, usage: GPUBufferUsage.MAP_READ | D });
let wrong = 0;
for (let check = 0; check < 3; check++) {
  await time('hist');
  const enc = device.createCommandEncoder(); enc.copyBufferToBuffer(hist, 0, rb, 0, 65536 * 4); device.queue.submit([enc.finish()]);
  await rb.mapAsync(GPUMapMode.READ); const got = new Uint32Array(rb.getMappedRange().slice(0)); rb.unmap();
  for (let b = 0; b < 65536; b++) if (got[b] !== cpu[b]) { if (wrong < 5) console.error('bin', b, 'got', got[b], 'want', cpu[b]); wrong++; }
}
const out = { words: WORDS, ranges: RANGES, n: `2^${log2n}`, chunks, skewed, ok: wrong === 0, wrong };
for (let round = 0; round < 2; round++) {
  const h = await measure('hist', 50), r = await measure('read', 50);
  out[`hist${round}`] = h; out[`read${round}`] = r; out[`fraction${round}`] = +(r / h).toFixed(3);
}
console.log(JSON.stringify(out));
process.exit(0);
