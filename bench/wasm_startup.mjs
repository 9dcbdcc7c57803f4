// Prints the milliseconds from importing the WebAssembly module to the end
// of `run("nil")` (createGarnet() + a first run), measured in this process:
// the start-up an embedder sees, without Node's own. Then the same for an
// embedder that keeps the compiled module (Emscripten's instantiateWasm
// hook): a new instance of it, once a first instance has run, median of 3,
// and of that the run('nil') alone. Usage:
//   node bench/wasm_startup.mjs build/wasm/garnet.mjs
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const quiet = { stdout: () => {}, stderr: () => {} };
const started = performance.now();
const { default: createGarnet } = await import(pathToFileURL(resolve(process.argv[2])).href);
const vm = await createGarnet(quiet);
const { exitCode } = await vm.run('nil');
const ms = performance.now() - started;
console.log(`startup_ms: ${ms.toFixed(1)} exit: ${exitCode}`);

const compiled = await WebAssembly.compile(readFileSync(join(dirname(resolve(process.argv[2])), 'garnet.wasm')));
const fromCompiled = {
  ...quiet,
  preloadWorkers: false,
  instantiateWasm(imports, receive) {
    WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
    return {};
  },
};
const whole = [];
const runOnly = [];
for (let i = 0; i <= 3; i++) {
  const t = performance.now();
  const again = await createGarnet(fromCompiled);
  const created = performance.now();
  await again.run('nil');
  if (i === 0) continue; // the first instance has the hot code compiled
  whole.push(performance.now() - t);
  runOnly.push(performance.now() - created);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[1];
console.log(`cached_module_ms: ${median(whole).toFixed(1)} run_ms: ${median(runOnly).toFixed(1)}`);
process.exit(0);
