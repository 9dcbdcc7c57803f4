// The run worker: loads the WebAssembly module (garnet.mjs) and runs one
// program at a time on it, off the page's thread (each run is a fresh Ruby
// VM inside the module). It speaks the protocol of src/protocol.js. A module
// instance that crashed is replaced before the next run. Ruby's standard
// library is fetched while the first program is typed and placed in the
// module's file system before its first run; meanwhile a run of its own
// warms the module up (decision 059).
import { Msg, STATS_INTERVAL_MS, Stream, hostStats } from '../protocol.js';
import { OutputBatcher } from './output-batcher.js';
import { stdinFeed } from './stdin-feed.js';

let createGarnet = null; // the module's factory
let label = 'worker';
let instance = null; // Promise of the module instance
let library = null; // Promise of Ruby's standard library: { path: source } (empty if it could not be fetched)
const LIBRARY_ROOT = '/stdlib';
let current = null; // the run: { id, vm, batcher, stdin, started }
let warmUp = Promise.resolve(); // see load

const post = (message) => self.postMessage(message);

function newInstance() {
  return createGarnet({
    stdout: (bytes) => current?.batcher.write(Stream.stdout, bytes),
    stderr: (bytes) => current?.batcher.write(Stream.stderr, bytes),
    stdin: (max) => (current ? current.stdin(max) : null),
    standardLibrary: LIBRARY_ROOT,
  });
}

// Ruby's standard library (garnet/stdlib.json beside the module, made by
// vite/stdlib-bundle.mjs), fetched once in the background after loading.
function fetchLibrary(moduleUrl) {
  return fetch(new URL('stdlib.json', moduleUrl))
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
}

// Writes the standard library into a module instance's file system, once.
async function placeLibrary(vm) {
  if (vm.garnetLibraryPlaced || !vm.FS) return;
  vm.garnetLibraryPlaced = true;
  for (const [path, source] of Object.entries(await library)) {
    const full = `${LIBRARY_ROOT}/${path}`;
    vm.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    vm.FS.writeFile(full, source);
  }
}

async function load({ moduleUrl, label: name }) {
  label = name;
  try {
    ({ default: createGarnet } = await import(/* @vite-ignore */ moduleUrl));
    library = fetchLibrary(moduleUrl);
    instance = newInstance();
    const vm = await instance;
    post({
      type: Msg.ready,
      capabilities: {
        stop: typeof vm.stop === 'function',
        input: typeof vm.writeInput === 'function',
        isolated: self.crossOriginIsolated === true,
        cores: navigator.hardwareConcurrency || 1,
      },
    });
    // A first run in the background, while the first program is typed: it
    // sets the browser's optimizing compiler to work on the interpreter
    // before that program runs (a fresh module's code starts in baseline
    // code); the first program waits for it to end.
    warmUp = vm.run('nil', { filename: '-e' }).catch(() => {});
  } catch (error) {
    post({ type: Msg.failure, id: null, message: `Could not load the Garnet module: ${error?.message || error}` });
  }
}

function statsOf(run) {
  const elapsedMs = performance.now() - run.started;
  if (typeof run.vm.stats !== 'function') return hostStats(label, elapsedMs);
  return { source: 'engine', elapsedMs, ...run.vm.stats() };
}

async function run({ id, source, filename, args, stdin }) {
  const vm = await instance;
  await warmUp;
  await placeLibrary(vm);
  const batcher = new OutputBatcher((chunks) => post({ type: Msg.output, id, chunks }));
  // Prepared input is handed out, then its end; the terminal's comes as typed.
  const typed = () => {
    batcher.flush(); // the prompt before the wait
    post({ type: Msg.inputWanted, id });
    return undefined; // `input` messages bring it
  };
  const feed = stdin === null ? typed : stdinFeed(stdin);
  current = { id, vm, batcher, stdin: feed, started: performance.now() };
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
    instance = newInstance();
    post({ type: Msg.failure, id, message: String(error?.message || error) });
  } finally {
    clearInterval(poll);
    current = null;
  }
}

function stop({ id }) {
  if (current?.id === id && typeof current.vm.stop === 'function') current.vm.stop();
}

function input({ id, text }) {
  if (current?.id === id && typeof current.vm.writeInput === 'function') current.vm.writeInput(text);
}

function endInput({ id }) {
  if (current?.id === id && typeof current.vm.closeInput === 'function') current.vm.closeInput();
}

const handlers = { [Msg.load]: load, [Msg.run]: run, [Msg.input]: input, [Msg.endInput]: endInput, [Msg.stop]: stop };
self.onmessage = ({ data }) => handlers[data.type]?.(data);
