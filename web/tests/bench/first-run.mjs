// A benchmark, not a test: the playground (web/dist, production build)
// in Debian's Chromium (playwright-core), on a first visit (a fresh browser
// profile) and on a repeat visit (the same profile: the HTTP cache and V8's
// cache of compiled WebAssembly). For each visit it measures the time from
// navigation to the status line's Ready, and the first run of
// bench/wasm_first_run.rb (which times itself) against the native build.
// Usage: node tests/bench/first-run.mjs [--garnet ../build/native/garnet] [--visits 3]
// Prints one JSON object; `make bench-browser` runs it after `vite build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    garnet: { type: 'string', default: join(repo, 'build', 'native', 'garnet') },
    visits: { type: 'string', default: '3' },
  },
});
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const programPath = join(repo, 'bench', 'wasm_first_run.rb');
const program = readFileSync(programPath, 'utf8');
const SECONDS = /seconds: ([\d.]+)/;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function nativeSeconds() {
  const r = spawnSync(opts.garnet, [programPath], { encoding: 'utf8' });
  return Number(SECONDS.exec(r.stdout)[1]);
}

// One visit: navigation to Ready (ms), then the program's first run (s).
async function visit(page, url) {
  const started = Date.now();
  await page.goto(url);
  await page.locator('#status', { hasText: 'Ready' }).waitFor({ timeout: 60_000 });
  const readyMs = Date.now() - started;
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.locator('.cm-content').fill(program);
  await page.locator('#run').click();
  await page.locator('#output .note', { hasText: 'exit' }).waitFor({ timeout: 60_000 });
  const text = await page.locator('#output').textContent();
  return { readyMs, firstRunSeconds: Number(SECONDS.exec(text)[1]) };
}

const visits = Number(opts.visits);
const native = median(Array.from({ length: 5 }, nativeSeconds));
const server = await preview({ logLevel: 'silent', preview: { port: 0, strictPort: false } });
const url = server.resolvedUrls.local[0];
const first = [];
const repeat = [];
try {
  for (let v = 0; v < visits; v++) {
    const profile = mkdtempSync(join(tmpdir(), 'garnet-first-run-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = context.pages()[0] ?? await context.newPage();
      first.push(await visit(page, url));
      repeat.push(await visit(page, url));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
} finally {
  await server.close();
}
const summary = (runs) => ({
  readyMs: median(runs.map((r) => r.readyMs)),
  firstRunSeconds: median(runs.map((r) => r.firstRunSeconds)),
  ratio: Math.round((median(runs.map((r) => r.firstRunSeconds)) / native) * 100) / 100,
});
console.log(JSON.stringify({ native, visits, firstVisit: summary(first), repeatVisit: summary(repeat) }));
