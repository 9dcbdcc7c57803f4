#!/usr/bin/env node
// Regenerates golden expectations with the reference CRuby 4.0 (ruby4.mjs).
//
//   node tools/ruby-ref/expect.mjs [-j N] FILE.rb|DIR ...
//
// For each FILE.rb (directories are searched recursively for *.rb): runs it
// as `ruby FILE.rb $(cat FILE.args)` from its folder with FILE.in (or nothing)
// on stdin, then writes FILE.out (stdout, always), FILE.err (stderr, only
// when non-empty) and FILE.status (exit status, only when non-zero); stale
// .err/.status files are deleted. Files whose source contains the marker
// "expected output written by hand" are skipped (their expectations are
// maintained by hand). -j N runs N files at a time (default 2).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUBY4 = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ruby4.mjs');
const HAND_MARKER = 'expected output written by hand';

function collect(p, out) {
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    if (path.basename(p) === 'fixtures') return; // files the tests load, not tests
    for (const name of fs.readdirSync(p).sort()) collect(path.join(p, name), out);
  } else if (p.endsWith('.rb')) {
    out.push(p);
  }
}

function readOr(p, dflt) {
  try {
    return fs.readFileSync(p);
  } catch {
    return dflt;
  }
}

function runOne(rb) {
  return new Promise((resolve, reject) => {
    const base = rb.slice(0, -3);
    const args = readOr(base + '.args', Buffer.alloc(0)).toString().split(/\s+/).filter(Boolean);
    const input = readOr(base + '.in', Buffer.alloc(0));
    const child = spawn(process.execPath, [RUBY4, rb, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ base, stdout: Buffer.concat(out), stderr: Buffer.concat(err), status: code ?? 1, signal });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

function writeOrDelete(p, data) {
  if (data === null) {
    fs.rmSync(p, { force: true });
  } else {
    fs.writeFileSync(p, data);
  }
}

async function main() {
  let argv = process.argv.slice(2);
  let jobs = 2;
  if (argv[0] === '-j') {
    jobs = Math.max(1, Number(argv[1]) || 1);
    argv = argv.slice(2);
  }
  if (argv.length === 0) {
    process.stderr.write('usage: node expect.mjs [-j N] FILE.rb|DIR ...\n');
    process.exit(2);
  }
  const files = [];
  for (const a of argv) collect(a, files);
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < files.length) {
      const rb = files[next++];
      if (fs.readFileSync(rb, 'utf8').includes(HAND_MARKER)) {
        console.log(`skip  ${rb} (expectations written by hand)`);
        continue;
      }
      try {
        let r = await runOne(rb);
        // the supervising node process itself occasionally dies by a signal: run again
        for (let i = 0; i < 3 && r.signal; i++) r = await runOne(rb);
        if (r.signal) throw new Error(`killed by ${r.signal}`);
        if (r.stderr.includes('ruby4.mjs: giving up')) throw new Error('the reference run kept crashing');
        // ruby4.mjs reports its own retries on stderr; they are not Ruby's output
        const stderr = Buffer.from(
          r.stderr.toString('latin1').replace(/^ruby4\.mjs: node died \(.*\), retrying .*\n/gm, ''),
          'latin1',
        );
        writeOrDelete(r.base + '.out', r.stdout);
        writeOrDelete(r.base + '.err', stderr.length ? stderr : null);
        writeOrDelete(r.base + '.status', r.status !== 0 ? `${r.status}\n` : null);
        const flags = [stderr.length ? 'err' : '', r.status ? `status ${r.status}` : ''].filter(Boolean);
        console.log(`wrote ${rb}${flags.length ? ' (' + flags.join(', ') + ')' : ''}`);
      } catch (e) {
        failures++;
        console.log(`FAIL  ${rb}: ${e.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  console.log(`${files.length} files, ${failures} failures`);
  process.exit(failures ? 1 : 0);
}

await main();
