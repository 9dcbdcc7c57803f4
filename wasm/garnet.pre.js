// Runs first inside the module: Node fixes, and the host side of the
// platform's output and input (platform_wasm.cpp calls garnetWrite,
// host_input.cpp garnetWantInput). Options given to createGarnet({ stdout, stderr, stdin, env }):
// stdout/stderr receive Uint8Array chunks; stdin is a string, bytes, or a
// function giving more input (see garnetWantInput below); env, an
// object of strings, is the programs' environment (ENV) in place of
// Emscripten's small default set (USER, HOME, PATH, LANG...).
var garnetIsNode = typeof process === 'object' && process.versions && process.versions.node;
// Emscripten 3.1.6 would fetch() the .wasm under Node 20 and fail: hide fetch there.
var fetch = garnetIsNode ? undefined : globalThis.fetch;
if (garnetIsNode) Module.locateFile = (path, dir) => dir + path;

// Web Workers made with the module: the one a run starts on, loaded before
// createGarnet() resolves; one per core for isolates follows in the
// background once the module is ready (garnet.post.js), so start-up waits
// for one worker, not for all of them.
Module.garnetPoolSize = 1;
Module.garnetCores = garnetIsNode ? require('node:os').cpus().length : ((self.navigator && self.navigator.hardwareConcurrency) || 1);

if (Module.env) {
  const chosen = Module.env;
  Module.preRun = [].concat(Module.preRun || [], () => {
    for (const name of Object.keys(ENV)) delete ENV[name];
    for (const name of ['USER', 'LOGNAME', 'PATH', 'PWD', 'HOME', 'LANG', '_']) ENV[name] = undefined;
    for (const [name, value] of Object.entries(chosen)) if (value !== undefined) ENV[name] = String(value);
  });
}

Module.garnetEncoder = new TextEncoder();
Module.garnetWrite = (fd, bytes) => {
  const sink = fd === 2 ? Module.stderr : Module.stdout;
  if (sink) sink(bytes);
};
// Standard input: the running program asks for more (host_input.cpp) when
// it has read all it was given. The `stdin` option answers: a string or
// bytes, given once; a function (max) => more input, null or '' for its
// end, undefined for "none so far" (the program waits for vm.writeInput or
// vm.closeInput), or a Promise of one of these. An answer that comes after
// its run ended is dropped.
Module.garnetWantInput = (max) => {
  const run = Module.garnetRunning;
  const source = Module.stdin;
  let more = null;
  if (typeof source === 'function') more = source(max);
  else if (source != null) {
    more = source;
    Module.stdin = null; // a fixed input is read once
  }
  Promise.resolve(more).then((data) => {
    if (data === undefined || Module.garnetRunning !== run) return;
    if (data === null || data.length === 0) Module.closeInput();
    else Module.writeInput(data);
  });
};
// Emscripten's own messages (aborts, warnings) go to stderr.
Module.printErr = (text) => Module.garnetWrite(2, Module.garnetEncoder.encode(text + '\n'));
