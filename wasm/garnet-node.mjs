#!/usr/bin/env node
// garnet-node.mjs — the WebAssembly build as a command, like the native
// `garnet`: `node wasm/garnet-node.mjs [switches] [FILE | -e CODE | -] [ARGS...]`,
// with the same switches (parsed by the module: include/garnet/command_line.h),
// output and exit status. The current directory, the temporary folder
// (TMPDIR) and the folders of the arguments that name existing files or
// folders are visible to the program at their own paths (Emscripten's
// NODEFS), so files, -I and require_relative work, and so is Ruby's standard
// library (build/stdlib, or $GARNET_STDLIB); standard input and the
// environment variables are the process's.
import { existsSync, readSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const modulePath = process.env.GARNET_WASM || join(here, '..', 'build', 'wasm', 'garnet.mjs');
const { default: createGarnet } = await import(modulePath);

const argv = process.argv.slice(2);
const stdinChunk = (max) => {
  const buf = Buffer.alloc(max);
  try {
    return buf.subarray(0, readSync(0, buf, 0, max, null));
  } catch {
    return null;
  }
};
// Ruby's standard library: $GARNET_STDLIB, else build/stdlib beside the module's folder.
const stdlib = process.env.GARNET_STDLIB ?? join(dirname(modulePath), '..', 'stdlib');
const hasStdlib = stdlib !== '' && existsSync(join(stdlib, '4.0.0'));
const vm = await createGarnet({
  stdout: (bytes) => process.stdout.write(bytes),
  stderr: (bytes) => process.stderr.write(bytes),
  stdin: stdinChunk,
  env: process.env,
  ...(hasStdlib ? { standardLibrary: resolve(stdlib) } : {}),
});

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
const flushed = (stream) => new Promise((done) => stream.write('', done));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(exitCode);
