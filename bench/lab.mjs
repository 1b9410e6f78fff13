// Runs one page of the compiled lab under Node with Dawn (npm "webgpu"), no browser:
//   node bench/lab.mjs PAGE [QUERY]      e.g.  node bench/lab.mjs scan 'n=1000000&type=f32'
// Tuning is part of the query, as in the pages' URLs: e.g. 'n=300007&algo=decoupled-lookback&fallback=1'.
// LAB_DEVICE_OVERRIDES lowers the device as the lab sees it (gpu.DeviceOverrides), e.g.
// '{"limits":{"maxBufferSize":1048576,"maxStorageBufferBindingSize":1048576},"hideFeatures":["subgroups"]}'.
// Prints the page's result JSON (docs/page-contract.md) on one line and exits 0 when the run is done.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Opens Dawn and installs navigator.gpu the way a browser would expose it. */
export function installWebGpu() {
  if (!process.env.XDG_RUNTIME_DIR) {
    const runtime = path.join(tmpdir(), 'lab-xdg');
    mkdirSync(runtime, { recursive: true });
    chmodSync(runtime, 0o700);
    process.env.XDG_RUNTIME_DIR = runtime;
  }
  const { create, globals } = require('webgpu');
  Object.assign(globalThis, globals);
  const gpu = create(['enable-dawn-features=allow_unsafe_apis', 'disable-dawn-features=timestamp_quantization']);
  Object.defineProperty(globalThis, 'navigator', { value: { gpu }, configurable: true, writable: true });
}

/** Loads the compiled script and runs one page; resolves with the result JSON text. */
export function runPage(page, query, script = path.join(here, '..', 'target', 'site', 'js', 'lab.js')) {
  if (!existsSync(script)) {
    throw new Error(`${script} is missing: build it first with 'mvn -q package'.`);
  }
  return new Promise((resolve) => {
    globalThis.labEmit = resolve;
    require(script).main([page, query ?? '']);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  installWebGpu();
  if (process.env.LAB_DEVICE_OVERRIDES) globalThis.labDeviceOverrides = JSON.parse(process.env.LAB_DEVICE_OVERRIDES);
  const json = await runPage(process.argv[2] ?? 'index', process.argv[3] ?? '');
  console.log(json);
  // Dawn keeps handles open; leave as soon as the one result is out.
  process.exit(JSON.parse(json).state === 'done' ? 0 : 1);
}
