#!/usr/bin/env node
// garnet-node.mjs — the WebAssembly build as a command, like the native
// `garnet`: `node wasm/garnet-node.mjs [switches] [FILE | -e CODE | -] [ARGS...]`,
// with the same switches (parsed by the module: include/garnet/command_line.h),
// output and exit status. The current directory, the temporary folder
// (TMPDIR) and the folders of the arguments that name existing files or
// folders are visible to the program at their own paths (Emscripten's
// NODEFS), so files, -I and require_relative work, and so is Ruby's standard
// library (build/stdlib, or $GARNET_STDLIB); standard input and the
// environment variables are the process's, and so are the signals it gets
// (Ctrl-C is Interrupt) and a closed output pipe (EPIPE).
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const modulePath = process.env.GARNET_WASM || join(here, '..', 'build', 'wasm', 'garnet.mjs');
// The work runs in an async function, not in top-level awaits: Node's exit
// from inside an entry module still being evaluated asynchronously can
// abort in V8 ("Check failed: (location_) != nullptr"), now and then.
async function main() {
  const { default: createGarnet } = await import(modulePath);

  const argv = process.argv.slice(2);
  // Standard input streams into the program once it first reads: what comes
  // goes to vm.writeInput, its end to vm.closeInput, so a program waiting on
  // a terminal or a pipe waits without blocking Node (output, signals and the
  // program's other threads go on).
  let vm = null;
  let stdinOpened = false;
  const stdinOnDemand = () => {
    if (!stdinOpened) {
      stdinOpened = true;
      process.stdin.on('data', (bytes) => vm.writeInput(bytes));
      process.stdin.on('end', () => vm.closeInput());
      process.stdin.on('error', () => vm.closeInput());
    }
    return undefined; // none so far: writeInput brings it
  };
  // Ruby's standard library: $GARNET_STDLIB, else build/stdlib beside the module's folder.
  const stdlib = process.env.GARNET_STDLIB ?? join(dirname(modulePath), '..', 'stdlib');
  const hasStdlib = stdlib !== '' && existsSync(join(stdlib, '4.0.0'));
  // An output whose reader is gone (`| head -1`) fails the program's next
  // write there with EPIPE, as a closed pipe does for ruby(1).
  const outputs = [process.stdout, process.stderr];
  const closed = new Set();
  const writer = (fd) => (bytes) => closed.has(fd) || outputs[fd - 1].write(bytes);
  vm = await createGarnet({
    stdout: writer(1),
    stderr: writer(2),
    stdin: stdinOnDemand,
    env: process.env,
    preloadWorkers: false, // one program, then the process ends: workers come when its isolates ask
    ...(hasStdlib ? { standardLibrary: resolve(stdlib) } : {}),
  });

  outputs.forEach((stream, i) =>
    stream.on('error', (error) => {
      if (error.code !== 'EPIPE') throw error;
      closed.add(i + 1);
      vm.outputClosed(i + 1);
    }),
  );
  // Signals reach the program as they reach ruby(1): INT raises Interrupt,
  // the others SignalException, unless it traps them.
  const signals = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGALRM: 14, SIGTERM: 15, SIGUSR1: 10, SIGUSR2: 12 };
  for (const [name, number] of Object.entries(signals)) process.on(name, () => vm.signal(number));

  // The host folders the program sees, outer ones first.
  const cwd = resolve('.');
  const folders = [cwd];
  if (hasStdlib) folders.push(resolve(stdlib));
  if (process.env.TMPDIR) folders.push(resolve(process.env.TMPDIR));
  for (const arg of argv) {
    const path = resolve(arg.replace(/^-[IC]/, ''));
    if (!arg.startsWith('-e') && existsSync(path)) folders.push(statSync(path).isDirectory() ? path : dirname(path));
  }
  const mounted = [];
  for (const dir of [...new Set(folders)].sort((a, b) => a.length - b.length)) {
    if (dir === '/' || mounted.some((outer) => dir.startsWith(outer + '/'))) continue;
    vm.FS.mkdirTree(dir);
    vm.FS.mount(vm.FS.filesystems.NODEFS, { root: dir }, dir);
    mounted.push(dir);
  }
  vm.FS.chdir(cwd);
  const { exitCode } = await vm.runCommand(argv);
  // Exit once the output is out, without waiting for the module's workers to
  // wind down (isolates still running end with the process, as in Ruby).
  const flushed = (fd) => new Promise((done) => (closed.has(fd) ? done() : outputs[fd - 1].write('', done)));
  await Promise.all([flushed(1), flushed(2)]);
  return exitCode;
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
