// Prints the milliseconds from importing the WebAssembly module to the end
// of `run("nil")` (createGarnet() + a first run), measured in this process:
// the start-up an embedder sees, without Node's own. Usage:
//   node bench/wasm_startup.mjs build/wasm/garnet.mjs
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const started = performance.now();
const { default: createGarnet } = await import(pathToFileURL(resolve(process.argv[2])).href);
const vm = await createGarnet({ stdout: () => {}, stderr: () => {} });
const { exitCode } = await vm.run('nil');
const ms = performance.now() - started;
console.log(`startup_ms: ${ms.toFixed(1)} exit: ${exitCode}`);
process.exit(0);
