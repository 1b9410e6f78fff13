// How many workgroups a GPU keeps resident at once, against the workgroup memory a kernel declares and its
// workgroup size: a kernel that declares N KiB of workgroup memory and W invocations counts the workgroups
// running at the same time (an atomic raised at its start and lowered at its end, its maximum kept) over a
// dispatch of many short workgroups. Divided by the GPU's multiprocessors (--sms; WebGPU does not say how
// many), it is the workgroups an SM holds: where that number falls with the memory declared shows what a
// pipeline gets per SM (on NVIDIA's Vulkan driver, 48 KiB whatever a kernel declares; BENCHMARKS.md).
//
//   node bench/occupancy.mjs [--kib 1,8,16,...] [--workgroup 256,128] [--sms 132] [--swiftshader]
//
// Prints one line per workgroup size: KiB declared -> workgroups resident (per SM with --sms).
import { fileURLToPath } from 'node:url';
import { installWebGpu, rerunOnSwiftShader } from './lab.mjs';

function parse(argv) {
  const options = { kib: [0.25, 1, 2, 4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48], workgroup: [256, 128, 64],
    sms: 0, swiftshader: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const numbers = () => {
      const values = (argv[++i] ?? '').split(',').map(Number);
      if (values.some((value) => !(value > 0))) throw new Error(`${arg} takes positive numbers separated by commas.`);
      return values;
    };
    if (arg === '--kib') options.kib = numbers();
    else if (arg === '--workgroup') options.workgroup = numbers();
    else if (arg === '--sms') options.sms = numbers()[0];
    else if (arg === '--swiftshader') options.swiftshader = true;
    else throw new Error(`Unknown argument ${arg}: node bench/occupancy.mjs [--kib 1,8,16] [--workgroup 256,128] [--sms 132] [--swiftshader]`);
  }
  return options;
}

/** WGSL of a workgroup that counts itself in while it runs and holds `words` words of workgroup memory. */
function kernel(invocations, words, spin) {
  return `
var<workgroup> held: array<u32, ${words}>;
// 0: workgroups running now, 1: the most seen at once, 2: stays 0 (read in the spin so it is not folded).
@group(0) @binding(0) var<storage, read_write> running: array<atomic<u32>, 4>;
@group(0) @binding(1) var<storage, read_write> sink: array<u32>;

@compute @workgroup_size(${invocations})
fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    if (lid == 0u) {
        atomicMax(&running[1], atomicAdd(&running[0], 1u) + 1u);
    }
    for (var i = lid; i < ${words}u; i += ${invocations}u) {
        held[i] = i ^ wid.x;
    }
    workgroupBarrier();
    var sum = 0u;
    for (var k = 0u; k < ${spin}u; k++) {
        sum += atomicLoad(&running[2]) + held[(lid * 7u + k) % ${words}u];
    }
    workgroupBarrier();
    if (lid == 0u) {
        atomicSub(&running[0], 1u);
    }
    if (sum == 12345678u) {
        sink[0] = sum;
    }
}`;
}

let options;
try {
  options = parse(process.argv.slice(2));
} catch (mistake) {
  console.error(mistake.message);
  process.exit(2);
}
if (options.swiftshader) rerunOnSwiftShader(fileURLToPath(import.meta.url), process.argv.slice(2));
installWebGpu();
const adapter = await navigator.gpu.requestAdapter();
const limits = adapter.limits;
const device = await adapter.requestDevice({ requiredLimits: {
  maxComputeWorkgroupStorageSize: limits.maxComputeWorkgroupStorageSize,
  maxComputeInvocationsPerWorkgroup: limits.maxComputeInvocationsPerWorkgroup,
  maxComputeWorkgroupSizeX: limits.maxComputeWorkgroupSizeX } });
console.log(`${adapter.info.vendor} ${adapter.info.description}: maxComputeWorkgroupStorageSize `
  + `${limits.maxComputeWorkgroupStorageSize} B, maxComputeInvocationsPerWorkgroup `
  + `${limits.maxComputeInvocationsPerWorkgroup}`);

const usage = GPUBufferUsage;
const running = device.createBuffer({ size: 16, usage: usage.STORAGE | usage.COPY_SRC | usage.COPY_DST });
const sink = device.createBuffer({ size: 16, usage: usage.STORAGE });
const readback = device.createBuffer({ size: 16, usage: usage.MAP_READ | usage.COPY_DST });
const workgroups = options.sms > 0 ? options.sms * 40 : 4096;

/** The most workgroups seen running at once in three dispatches. */
async function mostResident(pipeline, bindGroup) {
  let most = 0;
  for (let round = 0; round < 3; round++) {
    device.queue.writeBuffer(running, 0, new Uint32Array(4));
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.dispatchWorkgroups(workgroups);
    pass.end();
    encoder.copyBufferToBuffer(running, 0, readback, 0, 16);
    device.queue.submit([encoder.finish()]);
    await readback.mapAsync(GPUMapMode.READ);
    most = Math.max(most, new Uint32Array(readback.getMappedRange())[1]);
    readback.unmap();
  }
  return most;
}

for (const invocations of options.workgroup) {
  const cells = [];
  for (const kib of options.kib) {
    const words = Math.max(1, Math.round(kib * 256));
    if (words * 4 > limits.maxComputeWorkgroupStorageSize || invocations > limits.maxComputeInvocationsPerWorkgroup) {
      cells.push(`${kib}: -`);
      continue;
    }
    device.pushErrorScope('validation');
    const module = device.createShaderModule({ code: kernel(invocations, words, 4000) });
    const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
    const bindGroup = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [
      { binding: 0, resource: { buffer: running } }, { binding: 1, resource: { buffer: sink } }] });
    const error = await device.popErrorScope();
    if (error) {
      cells.push(`${kib}: error (${error.message.split('\n')[0]})`);
      continue;
    }
    const most = await mostResident(pipeline, bindGroup);
    cells.push(`${kib}: ${options.sms > 0 ? (most / options.sms).toFixed(2) : most}`);
  }
  console.log(`${invocations} invocations, KiB declared: workgroups resident${options.sms > 0 ? ' per SM' : ''}: `
    + cells.join(', '));
}
device.destroy();
process.exit(0);
