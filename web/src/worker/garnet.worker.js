// The run worker: loads the WebAssembly module (build/wasm/garnet.mjs) and
// runs one program at a time on a fresh VM instance, off the page's thread.
// It speaks the protocol of src/protocol.js. The compiled module is kept, and
// the next instance is prepared while the page waits, so a run starts fast.
import { Msg, STATS_INTERVAL_MS, Stream, hostStats } from '../protocol.js';
import { OutputBatcher } from './output-batcher.js';

let createGarnet = null; // the module's factory
let compiled = null; // its WebAssembly.Module, instantiated once per VM
let label = 'worker';
let spare = null; // Promise of the VM the next run uses
let current = null; // { id, vm, batcher, started }

const post = (message) => self.postMessage(message);

function newVm() {
  return createGarnet({
    stdout: (bytes) => current?.batcher.write(Stream.stdout, bytes),
    stderr: (bytes) => current?.batcher.write(Stream.stderr, bytes),
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    },
  });
}

async function load({ moduleUrl, label: name }) {
  label = name;
  try {
    ({ default: createGarnet } = await import(/* @vite-ignore */ moduleUrl));
    const response = await fetch(new URL('garnet.wasm', moduleUrl));
    if (!response.ok) throw new Error(`garnet.wasm: HTTP ${response.status}`);
    compiled = await WebAssembly.compile(await response.arrayBuffer());
    spare = newVm();
    const vm = await spare;
    post({
      type: Msg.ready,
      capabilities: {
        stop: typeof vm.stop === 'function',
        isolated: self.crossOriginIsolated === true,
        cores: navigator.hardwareConcurrency || 1,
      },
    });
  } catch (error) {
    post({ type: Msg.failure, id: null, message: `Could not load the Garnet module: ${error.message || error}` });
  }
}

function statsOf(run) {
  const elapsedMs = performance.now() - run.started;
  if (typeof run.vm.stats !== 'function') return hostStats(label, elapsedMs);
  return { source: 'engine', elapsedMs, ...run.vm.stats() };
}

async function run({ id, source, filename, args, stdin }) {
  const vm = await spare;
  spare = null;
  vm.stdin = stdin || null;
  const batcher = new OutputBatcher((chunks) => post({ type: Msg.output, id, chunks }));
  current = { id, vm, batcher, started: performance.now() };
  post({ type: Msg.stats, id, stats: statsOf(current) });
  const poll = typeof vm.stats === 'function'
    ? setInterval(() => post({ type: Msg.stats, id, stats: statsOf(current) }), STATS_INTERVAL_MS)
    : null;
  try {
    const { exitCode, durationMs } = await vm.run(source, { filename, args });
    batcher.flush();
    post({ type: Msg.exit, id, exitCode, durationMs });
  } catch (error) {
    batcher.flush();
    post({ type: Msg.failure, id, message: String(error && error.message || error) });
  } finally {
    clearInterval(poll);
    current = null;
    spare = newVm();
  }
}

function stop({ id }) {
  if (current && current.id === id && typeof current.vm.stop === 'function') current.vm.stop();
}

const handlers = { [Msg.load]: load, [Msg.run]: run, [Msg.stop]: stop };
self.onmessage = ({ data }) => handlers[data.type]?.(data);
