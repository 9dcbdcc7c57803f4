#!/usr/bin/env node
// garnet-node.mjs — the WebAssembly build as a command, like the native
// `garnet`: `node wasm/garnet-node.mjs [-e CODE | FILE | -] [ARGS...]`, with
// the same output and exit status. The current directory and the
// temporary folder (TMPDIR) are visible to the script at their own paths
// (Emscripten's NODEFS), so files and require_relative work; standard input
// and the environment variables are the process's.
import { readFileSync, readSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const modulePath = process.env.GARNET_WASM || join(here, '..', 'build', 'wasm', 'garnet.mjs');
const { default: createGarnet } = await import(modulePath);

const usage = 'Usage: garnet [options] [--] [FILE | -e CODE | -] [ARGS...]\n';
const argv = process.argv.slice(2);
const code = [];
let i = 0;
for (; i < argv.length; i++) {
  const a = argv[i];
  if (a === '-e' && i + 1 < argv.length) code.push(argv[++i]);
  else if (a === '-h' || a === '--help') { process.stdout.write(usage); process.exit(0); }
  else if (a === '--') { i++; break; }
  else if (a.length > 1 && a[0] === '-' && a !== '-') {
    process.stderr.write(`garnet: invalid option ${a}  (-h will show valid options) (RuntimeError)\n`);
    process.exit(1);
  } else break;
}
let source, filename;
if (code.length) {
  source = code.map((l) => l + '\n').join('');
  filename = '-e';
} else if (i < argv.length && argv[i] !== '-') {
  filename = argv[i++];
  try {
    source = readFileSync(filename, 'utf8');
  } catch {
    process.stderr.write(`garnet: No such file or directory -- ${filename} (LoadError)\n`);
    process.exit(1);
  }
} else {
  if (argv[i] === '-') i++;
  filename = '-';
  source = readFileSync(0, 'utf8');
}
const args = argv.slice(i);

const stdinChunk = (max) => {
  const buf = Buffer.alloc(max);
  try {
    return buf.subarray(0, readSync(0, buf, 0, max, null));
  } catch {
    return null;
  }
};
const vm = await createGarnet({
  stdout: (bytes) => process.stdout.write(bytes),
  stderr: (bytes) => process.stderr.write(bytes),
  stdin: stdinChunk,
  env: process.env,
});
// The current directory and the temporary folder, at their own paths inside
// the module's file system.
const cwd = resolve('.');
const shown = [cwd];
if (process.env.TMPDIR) {
  const tmp = resolve(process.env.TMPDIR);
  if (!shown.some((dir) => tmp === dir || tmp.startsWith(dir + '/'))) shown.push(tmp);
}
for (const dir of shown.sort((a, b) => a.length - b.length)) { // an outer folder first
  vm.FS.mkdirTree(dir);
  vm.FS.mount(vm.FS.filesystems.NODEFS, { root: dir }, dir);
}
vm.FS.chdir(cwd);
const { exitCode } = await vm.run(source, { filename, args });
// Exit once the output is out, without waiting for the module's workers to
// wind down (isolates still running end with the process, as in Ruby).
const flushed = (stream) => new Promise((done) => stream.write('', done));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(exitCode);
