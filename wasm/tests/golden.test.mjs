// The golden Ruby corpus (tests/ruby/**/*.rb) on the WebAssembly build: each
// NAME.rb runs from its own folder as `node --liftoff-only wasm/garnet-node.mjs SWITCHES NAME.rb ARGS`
// (SWITCHES: NAME.switches and ARGS: NAME.args, split on spaces; stdin: NAME.in), and its stdout, stderr
// and exit status must equal NAME.out, NAME.err and NAME.status (empty, empty
// and 0 when absent; death by a signal counts as 128 + its number). Each
// test gets a fresh temporary folder in ENV["TMPDIR"], removed afterwards. A test
// listed in tests/ruby/KNOWN_FAILURES or KNOWN_FAILURES.wasm must fail, so
// that a listed test which starts to pass is reported and its line goes.
// The module the shim loads is GARNET_WASM, else build/wasm/garnet.mjs.
// Each unexpected result is also appended whole to GOLDEN_WASM_FAILURES when
// that names a file, so that a run's log can end with them (make golden-wasm).
import { describe, it } from 'vitest';
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = join(here, '..', '..', 'tests', 'ruby');
const shim = join(here, '..', 'garnet-node.mjs');
const timeoutMs = 60_000;
// The scripts are short: V8's optimizing tier, compiling the module's
// interpreter loop in the background, would take a core from the two tests
// running at once and finish after most scripts have ended, so they run on its
// baseline tier alone (the same module, compiled by Liftoff).
const nodeFlags = ['--liftoff-only'];

const read = (path) => (existsSync(path) ? readFileSync(path) : Buffer.alloc(0));

// Lines "path relative to tests/ruby | reason"; '#' starts a comment line.
const known = new Set(
  ['KNOWN_FAILURES', 'KNOWN_FAILURES.wasm'].flatMap((list) =>
    readFileSync(join(corpus, list), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('#') && line.includes('|'))
      .map((line) => line.split('|')[0].trim()),
  ),
);

// Output as text for the diff; output that is not UTF-8 shows its non-ASCII
// bytes as \xNN.
function text(bytes) {
  const s = bytes.toString('utf8');
  if (Buffer.from(s).equals(bytes)) return s;
  return '(not UTF-8) ' + [...bytes].map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\x${b.toString(16)}`)).join('');
}

// Runs one test's script; resolves to { stdout, stderr, status } as text.
function run(rb, signal) {
  const base = rb.slice(0, -3);
  const args = read(base + '.args').toString().split(/\s+/).filter(Boolean);
  const switches = read(base + '.switches').toString().split(/\s+/).filter(Boolean);
  // The child's SIGINT is not ignored even when the runner's is (tests send
  // themselves signals): libuv's spawn and Node's startup reset dispositions.
  const tmp = mkdtempSync(join(tmpdir(), 'garnet-test-'));
  const child = spawn(process.execPath, [...nodeFlags, shim, ...switches, basename(rb), ...args], {
    cwd: dirname(rb),
    env: { ...process.env, TMPDIR: tmp },
    signal,
  });
  const out = [];
  const err = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => err.push(chunk));
  child.stdin.on('error', () => {}); // the script may exit without reading it
  child.stdin.end(read(base + '.in'));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      rmSync(tmp, { recursive: true, force: true });
      const status = timedOut ? `timed out after ${timeoutMs / 1000} s` : String(code ?? 128 + constants.signals[sig]);
      resolve({ stdout: text(Buffer.concat(out)), stderr: text(Buffer.concat(err)), status });
    });
  });
}

const files = readdirSync(corpus, { recursive: true })
  .filter((path) => path.endsWith('.rb') && !path.split('/').includes('fixtures')) // fixtures: files tests load
  .sort();

describe.concurrent('golden corpus (wasm)', () => {
  for (const name of files) {
    const rb = join(corpus, name);
    const base = rb.slice(0, -3);
    const test = known.has(name) ? it.fails : it;
    test(name, async ({ expect, signal, annotate }) => {
      const expected = {
        stdout: text(read(base + '.out')),
        stderr: text(read(base + '.err')),
        status: read(base + '.status').toString().trim() || '0',
      };
      const actual = await run(rb, signal);
      const matches = isDeepStrictEqual(actual, expected);
      if (known.has(name) && matches) {
        await annotate('passes, but is listed as a known failure: remove its line');
      }
      if (!known.has(name) && !matches && process.env.GOLDEN_WASM_FAILURES) {
        appendFileSync(process.env.GOLDEN_WASM_FAILURES, `${name}: ${JSON.stringify({ status: actual.status, stderr: actual.stderr, stdout: actual.stdout }, null, 2)}\n`);
      }
      expect(actual).toEqual(expected);
    });
  }
});
