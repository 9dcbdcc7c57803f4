// wasm_first_run.mjs — the WebAssembly build on a short program, on its
// first run (a fresh Node process and module each time, as a user's
// `garnet-node.mjs script.rb` or a playground visitor's first Run gets it)
// and warm (later runs in one module), against the native build. The
// program, bench/wasm_first_run.rb, times itself, so start-up is left out.
// Usage: node bench/wasm_first_run.mjs --garnet build/native/garnet
//          [--module build/wasm/garnet.mjs] [--runs 5]
// Prints one JSON object: seconds (median) natively, first and warm, and
// the two ratios to native.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const program = join(here, 'wasm_first_run.rb');
const { values: opts } = parseArgs({
  options: {
    garnet: { type: 'string', default: join(root, 'build', 'native', 'garnet') },
    module: { type: 'string', default: join(root, 'build', 'wasm', 'garnet.mjs') },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(opts.runs);
const SECONDS = /seconds: ([\d.]+)/;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function timed(output) {
  const m = SECONDS.exec(output);
  if (!m) throw new Error(`no timing in the program's output: ${output}`);
  return Number(m[1]);
}

function processRuns(command, args, env = process.env) {
  return Array.from({ length: runs }, () => {
    const r = spawnSync(command, args, { encoding: 'utf8', env });
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr}`);
    return timed(r.stdout);
  });
}

const native = median(processRuns(opts.garnet, [program]));
const first = median(processRuns(process.execPath, [join(root, 'wasm', 'garnet-node.mjs'), program],
  { ...process.env, GARNET_WASM: resolve(opts.module) }));

const { default: createGarnet } = await import(resolve(opts.module));
let out = '';
const decoder = new TextDecoder();
const vm = await createGarnet({ stdout: (bytes) => { out += decoder.decode(bytes); } });
const { readFileSync } = await import('node:fs');
const source = readFileSync(program, 'utf8');
const warmRuns = [];
for (let i = 0; i <= runs; i++) {
  out = '';
  await vm.run(source, { filename: 'wasm_first_run.rb' });
  if (i > 0) warmRuns.push(timed(out)); // the first run here is a cold one
}
const warm = median(warmRuns);
const round = (x) => Math.round(x * 1e4) / 1e4;
console.log(JSON.stringify({ native, first, warm, first_ratio: round(first / native), warm_ratio: round(warm / native) }));
process.exit(0);
