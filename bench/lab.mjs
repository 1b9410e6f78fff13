// Runs one page of the compiled lab under Node with Dawn (npm "webgpu"), no browser, and prints its
// result JSON. `node bench/lab.mjs --help` says how; usage() below is the same text.
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, chmodSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
/** Chromium's folder (Debian's chromium package), which holds SwiftShader's Vulkan driver and its ICD file. */
export const SWIFTSHADER_DIR = '/usr/lib/chromium';
export const SWIFTSHADER_ICD = path.join(SWIFTSHADER_DIR, 'vk_swiftshader_icd.json');
/** Chromium's switches for WebGPU on SwiftShader, each with its reason in bench/swiftshader.flags. */
export const SWIFTSHADER_SWITCHES = readFileSync(path.join(here, 'swiftshader.flags'), 'utf8').split('\n')
  .map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
/** The Dawn toggles those switches turn off, which Dawn under Node turns off on SwiftShader too. */
const SWIFTSHADER_DISABLED_TOGGLES = SWIFTSHADER_SWITCHES.filter((s) => s.startsWith('--disable-dawn-features='))
  .flatMap((s) => s.slice('--disable-dawn-features='.length).split(','));
const SCRIPT = path.join(here, '..', 'target', 'site', 'js', 'lab.js');

/** The usage text, naming the pages the compiled script has (its page table), or saying how to build it. */
async function usage() {
  const pages = existsSync(SCRIPT) ? (await pageNames()).join(', ') : `a page of the site (build it to list them)`;
  return `usage: node bench/lab.mjs [--swiftshader] [--shader NAME=FILE] PAGE ['QUERY']

Runs one page of the lab (target/site/js/lab.js, built by 'mvn -q package') under Node with Dawn,
without a browser, and prints the page's result JSON on one line. The exit code is 0 when the run is
done, 1 when it ended in an error (the result's "error" says why), 2 for a bad command line.
Progress goes to stderr.

PAGE    one of ${pages}
QUERY   the page's URL parameters, as after the "?" of its URL (docs/page-contract.md): name=value
        pairs joined by &, sizes as 2^k; quote it for the shell. run=1 is implied. The hidden tuning
        parameters of the pages work too (subgroups=0, keys=12, fallback=1, ...). An edited kernel is
        module=NAME&wgsl=TEXT (TEXT raw-deflated, base64url without padding), as in a page's share link.

Options:
  --swiftshader   run on Chromium's SwiftShader, a Vulkan driver on the CPU (for machines without a
                  GPU; numbers then describe the CPU). Needs ${SWIFTSHADER_ICD}
                  (Debian: apt-get install chromium).
  --shader NAME=FILE
                  run the module NAME from FILE instead of the lab's WGSL: adds module=NAME&wgsl=... (FILE
                  encoded) to the query, so the page checks the edited kernel and times it beside the
                  shipped one ("shipped", "speedup"). NAME is the kernel's path under wgsl/, with
                  +subgroups for its subgroup form; FILE a whole module, as published under docs/kernels/
                  (sort/onesweep.wgsl+subgroups is docs/kernels/sort/onesweep.subgroups.wgsl).
  --help, -h      this text

Environment:
  VK_DRIVER_FILES, VK_ICD_FILENAMES   which Vulkan driver Dawn uses (docs/benchmarks-howto.md)
  LAB_DEVICE_OVERRIDES   lowers the device as the lab sees it, e.g.
      '{"limits":{"maxBufferSize":1048576},"hideFeatures":["subgroups"]}'
  LAB_DAWN_TOGGLES   Dawn toggles to enable, comma-separated, e.g. vulkan_enable_f16_on_nvidia
      (shader-f16 on NVIDIA's Vulkan driver, for reaction-diffusion's precision=f16)

Examples, from the repository root (a test runs each on SwiftShader; add --swiftshader without a GPU):
  node bench/lab.mjs index run=1          # which adapter Dawn finds, and its self-check
  node bench/lab.mjs scan 'n=2^20&type=f32&reps=10'
  node bench/lab.mjs sort 'n=2^18&algo=onesweep&reps=5&verify=0&subgroups=0'
  node bench/lab.mjs --swiftshader reduce 'n=2^16&algo=ladder'
  node bench/lab.mjs --shader sort/onesweep.wgsl=docs/kernels/sort/onesweep.wgsl sort 'n=2^16&algo=onesweep&subgroups=0&reps=3'
                                          # the module from a file: copy it, edit it, time and check it

The benchmark, one process per case: node bench/run.mjs --help (docs/benchmarks-howto.md).`;
}

/** An environment in which Dawn finds SwiftShader (the CPU adapter) instead of a GPU's driver. */
export function swiftshaderEnvironment(env) {
  const changed = { ...env, VK_ICD_FILENAMES: SWIFTSHADER_ICD };
  changed.LD_LIBRARY_PATH = [SWIFTSHADER_DIR, env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  delete changed.VK_DRIVER_FILES;
  return changed;
}

// Dawn's instance, the object create() returns. It must outlive every device made from it: freed while a
// device lived, it aborted the process (std::system_error, or a SIGSEGV in InstanceBase::ProcessEvents).
let dawn = null;

/** Opens Dawn once and installs navigator.gpu the way a browser would expose it. */
export function installWebGpu() {
  if (dawn) return;
  if (!process.env.XDG_RUNTIME_DIR) {
    const runtime = path.join(tmpdir(), 'lab-xdg');
    mkdirSync(runtime, { recursive: true });
    chmodSync(runtime, 0o700);
    process.env.XDG_RUNTIME_DIR = runtime;
  }
  const { create, globals } = require('webgpu');
  Object.assign(globalThis, globals);
  // LAB_DAWN_TOGGLES adds Dawn toggles, e.g. vulkan_enable_f16_on_nvidia (shader-f16, which Dawn hides on
  // NVIDIA's Vulkan driver unless asked).
  const toggles = ['allow_unsafe_apis', ...(process.env.LAB_DAWN_TOGGLES || '').split(',').filter(Boolean)];
  const disabled = ['timestamp_quantization',
    ...(process.env.VK_ICD_FILENAMES === SWIFTSHADER_ICD ? SWIFTSHADER_DISABLED_TOGGLES : [])];
  dawn = create([`enable-dawn-features=${toggles.join(',')}`, `disable-dawn-features=${disabled.join(',')}`]);
  pollDawnGently();
  Object.defineProperty(globalThis, 'navigator', { value: { gpu: dawn }, configurable: true, writable: true });
}

// How long a wait is polled at once before pollDawnGently() polls it once a millisecond.
const EAGER_POLL_MS = 1;

/**
 * Dawn's binding waits for the GPU by asking its instance for finished work from a global setImmediate
 * callback that queues itself again for as long as anything is pending: a busy loop that keeps one core
 * at 100% for the whole of every wait. On a CPU adapter that core is taken from the kernels themselves
 * (SwiftShader runs them on every core). Here a wait is polled at once for its first millisecond, so a
 * short wait costs nothing more, and every millisecond after that. Only Dawn's callbacks (native
 * functions) are slowed; any other setImmediate runs as always.
 */
function pollDawnGently() {
  const immediate = globalThis.setImmediate;
  let polling = false;
  let waitStarted = 0;
  globalThis.setImmediate = function (callback, ...args) {
    if (typeof callback !== 'function' || !/\[native code\]/.test(Function.prototype.toString.call(callback))) {
      return immediate(callback, ...args);
    }
    // Called from inside a poll: the same wait goes on; otherwise a new wait begins.
    if (!polling) waitStarted = performance.now();
    const poll = () => {
      polling = true;
      try {
        callback(...args);
      } finally {
        polling = false;
      }
    };
    return performance.now() - waitStarted < EAGER_POLL_MS ? immediate(poll) : setTimeout(poll, 1);
  };
}

/** Loads the compiled script and runs one page; resolves with the result JSON text. */
export function runPage(page, query, script = SCRIPT) {
  if (!existsSync(script)) {
    throw new Error(`${script} is missing: build it first with 'mvn -q package'.`);
  }
  return new Promise((resolve) => {
    globalThis.labEmit = resolve;
    require(script).main([page, query ?? '']);
  });
}

/** The site's pages by name, in its order, as the compiled script lists them (no GPU needed). */
export async function pageNames(script = SCRIPT) {
  return JSON.parse(await runPage('page-names', '', script));
}

/**
 * The query with an edited kernel in it, as the pages take one (docs/page-contract.md, "Edited kernels"):
 * module=NAME and wgsl=the text, raw-deflated, in base64url without padding.
 */
export function withEdit(query, module, wgsl) {
  const encoded = deflateRawSync(Buffer.from(wgsl, 'utf8')).toString('base64url');
  return `${query}${query ? '&' : ''}module=${encodeURIComponent(module)}&wgsl=${encoded}`;
}

/** The command line as {page, query, swiftshader, help, shader}; throws a sentence for a bad one. */
export function parseArguments(words) {
  const options = { page: null, query: '', swiftshader: false, help: false, shader: null };
  const plain = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === '--help' || word === '-h') options.help = true;
    else if (word === '--swiftshader') options.swiftshader = true;
    else if (word === '--shader') {
      const [name, file] = (words[++i] ?? '').split(/=(.*)/s);
      if (!name || !file) throw new Error('--shader takes NAME=FILE, e.g. sort/onesweep.wgsl+subgroups=variant.wgsl.');
      if (options.shader) throw new Error('--shader is given twice: a run edits one module.');
      options.shader = { name, file };
    }
    else if (word.startsWith('-')) throw new Error(`Unknown option ${word}: see --help.`);
    else plain.push(word);
  }
  if (plain.length > 2) throw new Error(`Too many arguments (${plain.length}): a page and one query; see --help.`);
  options.page = plain[0] ?? 'index';
  options.query = plain[1] ?? '';
  return options;
}

/**
 * Runs `script` again with the Vulkan loader pointed at SwiftShader, its words but --swiftshader, and
 * exits with its status: the loader reads its library path when the process starts, so it cannot be
 * changed from inside.
 */
export function rerunOnSwiftShader(script, words) {
  if (!existsSync(SWIFTSHADER_ICD)) {
    console.error(`--swiftshader needs Chromium's SwiftShader at ${SWIFTSHADER_ICD} (Debian: apt-get install chromium).`);
    process.exit(2);
  }
  const rest = words.filter((word) => word !== '--swiftshader');
  const child = spawnSync(process.execPath, [script, ...rest],
    { env: swiftshaderEnvironment(process.env), stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const words = process.argv.slice(2);
  let options;
  try {
    options = parseArguments(words);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.help) {
    console.log(await usage());
    process.exit(0);
  }
  if (options.swiftshader) rerunOnSwiftShader(fileURLToPath(import.meta.url), words);
  let query = options.query;
  try {
    if (options.shader) query = withEdit(query, options.shader.name, readFileSync(options.shader.file, 'utf8'));
  } catch (error) {
    console.error(`--shader: ${error.message}`);
    process.exit(2);
  }
  installWebGpu();
  if (process.env.LAB_DEVICE_OVERRIDES) globalThis.labDeviceOverrides = JSON.parse(process.env.LAB_DEVICE_OVERRIDES);
  const json = await runPage(options.page, query);
  console.log(json);
  const result = JSON.parse(json);
  if (result.state === 'error' && result.adapter === null && !options.swiftshader) {
    console.error('Without a GPU that Dawn can use, --swiftshader runs on the CPU adapter (see --help).');
  }
  // Dawn keeps handles open; leave as soon as the one result is out.
  process.exit(result.state === 'done' ? 0 : 1);
}
