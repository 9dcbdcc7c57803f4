// Runs last inside the module: the API createGarnet() resolves to.
//   const vm = await createGarnet({ stdout, stderr, stdin, env, standardLibrary, preloadWorkers });
//   const { exitCode, durationMs } = await vm.run(source, { filename, args });
//   await vm.runCommand(['-w', '-I', 'lib', 'script.rb', 'arg']); // as the garnet command
//   vm.writeInput('line\n'); vm.closeInput(); // the running program's stdin, as typed
//   vm.stop(); // Interrupt in the running program's main thread
//   vm.signal(15); // any signal Ruby handles, as kill(2) sends it
//   vm.outputClosed(1); // the reader of stdout is gone: writes fail with EPIPE
//   vm.stats(); // { workers, isolates }: the run's isolates, live (stats_wasm.cpp)
// Each run builds a fresh VM on a pthread (a Web Worker of the module's
// pool), so the caller's thread stays free; one run at a time per module.

// The workers for isolates (one per core), made after start-up unless
// createGarnet({ preloadWorkers: false }) asks for none: a command that runs
// one program and ends (garnet-node.mjs) would spend start-up time and memory
// on workers that most programs never use. Until one is loaded, a thread
// that needs it waits for it (Emscripten makes workers on demand, which
// works because this thread is never blocked).
function garnetGrowPool() {
  const wanted = 1 + Module.garnetCores;
  for (let n = PThread.unusedWorkers.length + PThread.runningWorkers.length; n < wanted; n++) {
    PThread.allocateUnusedWorker();
    const worker = PThread.unusedWorkers[PThread.unusedWorkers.length - 1];
    PThread.loadWasmModuleToWorker(worker, () => {});
    if (worker.unref && !Module.garnetRunning) worker.unref();
  }
}
if (!ENVIRONMENT_IS_PTHREAD && Module.preloadWorkers !== false)
  Module.postRun = [].concat(Module.postRun || [], () => setTimeout(garnetGrowPool, 0));

Module.garnetRunId = 0;
Module.garnetRunning = null; // { id, resolve, started, keepAlive }

// Under Node, the module's workers don't keep the process alive (isolates a
// program left running end with it, as in Ruby); a run in progress does.
function garnetUnrefWorkers() {
  for (const worker of PThread.unusedWorkers.concat(PThread.runningWorkers)) {
    if (worker.unref) worker.unref();
  }
}

// The script is a file too (File.mtime(__FILE__), File.read(__FILE__)
// work), unless a file of that name exists that an earlier run did not
// place (under Node, the shim's current directory is the real one).
Module.garnetPlaced = new Set();
function garnetPlaceScript(filename, source) {
  if (filename === '-e' || filename === '-') return;
  if (!Module.garnetPlaced.has(filename) && FS.analyzePath(filename).exists) return;
  try {
    const slash = filename.lastIndexOf('/');
    if (slash > 0) FS.mkdirTree(filename.slice(0, slash));
    FS.writeFile(filename, source);
    Module.garnetPlaced.add(filename);
  } catch (e) {
    // a folder that can't be made: the script runs without its file
  }
}

// createGarnet({ standardLibrary: FOLDER }): the folder of the module's file
// system holding Ruby's standard library (as make lays out build/stdlib);
// its folders close $LOAD_PATH in every run. Told to the engine at the
// first run, once the runtime is up.
function garnetTellStandardLibrary() {
  if (!Module.standardLibrary || Module.garnetToldStandardLibrary) return;
  Module.ccall('garnet_set_standard_library', null, ['string'], [Module.standardLibrary]);
  Module.garnetToldStandardLibrary = true;
}

// Starts a run through `start(id)` (a ccall answering 0 or an errno value);
// resolves to its exit status and duration.
function garnetStartRun(start) {
  if (Module.garnetRunning) return Promise.reject(new Error('a program is already running in this module'));
  const id = ++Module.garnetRunId;
  return new Promise((resolve, reject) => {
    garnetUnrefWorkers();
    const keepAlive = garnetIsNode ? setInterval(() => {}, 1 << 30) : null;
    Module.garnetRunning = { id, resolve, started: performance.now(), keepAlive };
    garnetTellStandardLibrary();
    const err = start(id);
    if (err) {
      clearInterval(keepAlive);
      Module.garnetRunning = null;
      reject(new Error(`could not start a thread for the run (errno ${err})`));
    }
  });
}

// Strings as one buffer of NUL-terminated UTF-8 entries.
function garnetStrings(strings) {
  const bytes = [];
  for (const s of strings) bytes.push(...Module.garnetEncoder.encode(String(s)), 0);
  return new Uint8Array(bytes);
}

// Runs Ruby source on a fresh VM; resolves to its exit status and duration.
Module.run = function (source, { filename = 'main.rb', args = [] } = {}) {
  if (!Module.garnetRunning) garnetPlaceScript(filename, source);
  return garnetStartRun((id) => Module.ccall('garnet_start', 'number', ['number', 'string', 'string', 'array', 'number'],
                                             [id, source, filename, garnetStrings(args), args.length]));
};

// Runs a fresh VM as the `garnet` command would with these arguments
// (switches, the program file or -e code, then ARGV; the file is read from
// the module's file system).
Module.runCommand = function (argv) {
  return garnetStartRun((id) => Module.ccall('garnet_start_command', 'number', ['number', 'array', 'number'],
                                             [id, garnetStrings(argv), argv.length]));
};

// Called on this thread once run `id` has ended, after its last output.
Module.garnetFinished = (id, exitCode) => {
  const running = Module.garnetRunning;
  if (!running || running.id !== id) return;
  Module.garnetRunning = null;
  clearInterval(running.keepAlive);
  garnetUnrefWorkers();
  running.resolve({ exitCode, durationMs: performance.now() - running.started });
};

// The isolates of the current (or last) run: on which Web Worker each runs,
// its state, green threads, fibers and running time.
Module.stats = function () {
  const json = Module._garnet_stats();
  const stats = JSON.parse(UTF8ToString(json));
  Module._free(json);
  return stats;
};

// Sends the running program a signal, as kill(2) would to ruby(1): its
// trap, else Interrupt (SIGINT) or SignalException (HUP, QUIT, ALRM, TERM,
// USR1, USR2) raised in its main thread at the next safepoint; a sleep ends
// at once. Answers whether a program was running. (A program stuck outside
// Ruby code needs its host to end the worker.)
Module.signal = function (signo) {
  if (!Module.garnetRunning) return false;
  const word = new Int32Array(wasmMemory.buffer, Module._garnet_signal_word(), 1);
  Atomics.or(word, 0, 1 << signo);
  Atomics.notify(word, 0);
  Module._garnet_input_wake(); // a program waiting for input takes it too
  return true;
};

// Interrupts the running program (SIGINT).
Module.stop = () => Module.signal(2);

// Gives the running program more standard input (a string or bytes), as
// typing into its terminal would; answers whether a program was running.
Module.writeInput = function (data) {
  if (!Module.garnetRunning) return false;
  const bytes = typeof data === 'string' ? Module.garnetEncoder.encode(data) : data;
  const at = Module._malloc(Math.max(bytes.length, 1));
  new Uint8Array(wasmMemory.buffer, at, bytes.length).set(bytes);
  Module._garnet_input_push(at, bytes.length);
  Module._free(at);
  return true;
};

// Ends the running program's standard input (Ctrl-D at a terminal).
Module.closeInput = function () {
  if (!Module.garnetRunning) return false;
  Module._garnet_input_close();
  return true;
};

// Tells the program that the reader of its output fd (1 or 2) is gone: its
// next write there fails with EPIPE, as on a closed pipe.
Module.outputClosed = function (fd) {
  Atomics.or(new Int32Array(wasmMemory.buffer, Module._garnet_closed_outputs(), 1), 0, 1 << fd);
};
