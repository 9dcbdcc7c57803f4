// Smoke test of the built playground (dist/) in Debian's Chromium, driven by
// playwright-core: the page loads cross-origin isolated, `puts 1+1` prints 2,
// an error's location moves the cursor, the page stays responsive while a
// loop floods the output and Stop halts it, the next run works, an example
// reads the stdin box, a program reads lines typed into the terminal and
// requires the standard library, the console keeps definitions and survives Ctrl-C, the isolates example keeps two Web Workers busy, share links and localStorage keep the code, the phone
// layout stacks editor above output, the benchmarks page stops and measures
// the scenarios, a host that sends no isolation headers gets them from the
// service worker, and no page logs a console error. Screenshots of the main
// moments go to web/test-results/.
// Usage: node tests/smoke/smoke.mjs   (after `npm run build`)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SHOTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const errors = [];
const steps = [];

async function step(name, fn) {
  const started = Date.now();
  await fn();
  steps.push(name);
  console.log(`ok  ${name} (${Date.now() - started} ms)`);
}

// A static file server that sends no cross-origin isolation headers.
async function serveWithoutHeaders(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
    '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const path = join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
    readFile(path).then((body) => {
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    }, () => { res.writeHead(404); res.end(); });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

async function screenshot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function runProgram(page, code) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.locator('.cm-content').fill(code);
  await page.keyboard.press('Control+Enter');
}

const server = await preview({ logLevel: 'silent', preview: { port: 0, strictPort: false } });
const base = server.resolvedUrls.local[0];
const profile = mkdtempSync(join(tmpdir(), 'garnet-smoke-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = context.pages()[0] ?? await context.newPage();
  const watch = (p) => {
    p.on('console', (message) => { if (message.type() === 'error') errors.push(`${p.url()}: ${message.text()}`); });
    p.on('pageerror', (error) => errors.push(`${p.url()}: ${error.message}`));
  };
  watch(page);
  const output = page.locator('#output');

  await step('loads cross-origin isolated and the module becomes ready', async () => {
    await page.goto(base);
    await page.locator('#status', { hasText: 'Ready' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => window.crossOriginIsolated), true);
  });

  await step('runs puts 1+1 and shows 2', async () => {
    await runProgram(page, 'puts 1+1');
    await output.locator('.note', { hasText: 'exit 0' }).waitFor({ timeout: 20_000 });
    assert.equal((await output.locator('span.stdout').allTextContents()).join(''), '2\n');
    await screenshot(page, 'run');
  });

  await step('links an error location to the editor line', async () => {
    await runProgram(page, 'x = 1\ndef foo\n  raise "boom"\nend\nfoo\n');
    const location = output.locator('button.location', { hasText: 'main.rb:3' });
    await location.waitFor({ timeout: 20_000 });
    assert.equal((await page.locator('.cm-errorLine').textContent()).trim(), 'raise "boom"');
    await location.click();
    assert.equal((await page.locator('.cm-activeLine').textContent()).trim(), 'raise "boom"');
  });

  await step('stays responsive while a loop floods the output, stops it, runs again', async () => {
    await runProgram(page, 'i = 0\nloop { puts i += 1 }\n');
    await page.locator('#status', { hasText: 'Running' }).waitFor();
    await page.waitForTimeout(500);
    const frameMs = await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    }));
    assert.ok(frameMs < 500, `a frame took ${frameMs} ms`);
    const clicked = Date.now();
    await page.locator('#stop').click();
    await page.locator('#status', { hasText: 'Stopped' }).waitFor({ timeout: 5_000 });
    assert.ok(Date.now() - clicked < 2_500, 'Stop took too long');
    await runProgram(page, 'puts "again"'); // waits for the new worker
    await output.locator('.note', { hasText: 'exit 0' }).waitFor({ timeout: 20_000 });
    assert.match(await output.textContent(), /^again\n/);
  });

  await step('loads an example with one click and feeds the stdin box to gets', async () => {
    await page.selectOption('#examples', 'greeting');
    assert.equal(await page.inputValue('#stdin'), 'Ada\nLovelace\n');
    await page.locator('#run').click();
    await output.locator('.note', { hasText: 'exit 0' }).waitFor({ timeout: 20_000 });
    assert.match(await output.textContent(), /Hello, Ada!\n1 more line on stdin/);
  });

  await step('terminal: a program asks for two lines and gets what is typed', async () => {
    await page.fill('#stdin', ''); // no prepared input: the terminal gives it
    await runProgram(page, 'print "first? "\na = gets\nprint "second? "\nb = gets\nputs "got #{a.chomp} and #{b.chomp}"\n');
    const line = page.locator('#terminal-input');
    await page.waitForFunction(() => document.activeElement?.id === 'terminal-input', null, { timeout: 20_000 });
    await line.fill('one');
    await line.press('Enter');
    await output.locator('span.stdout', { hasText: 'second? ' }).waitFor({ timeout: 5_000 });
    await line.fill('two');
    await line.press('Enter');
    await output.locator('.note', { hasText: 'exit 0' }).waitFor({ timeout: 5_000 });
    assert.match(await output.textContent(), /^first\? one\nsecond\? two\ngot one and two\n/);
    assert.equal(await line.isDisabled(), true);
  });

  await step('requires Ruby\'s standard library: time, benchmark, set, json, stringio, optparse', async () => {
    await runProgram(page, 'require "time"\nrequire "benchmark"\nrequire "set"\nrequire "json"\nrequire "stringio"\n'
      + 'require "optparse"\n'
      + 'puts Time.iso8601("2026-12-04T10:00:00Z").year, Benchmark.realtime { }.class, Set[1, 2].size\n'
      + 'puts JSON.generate([1]), StringIO.new("io").read\n'
      + 'o = {}; OptionParser.new { |p| p.on("-n N", Integer) { |v| o[:n] = v } }.parse!(%w[-n 3]); puts o[:n]\n');
    await output.locator('.note', { hasText: 'exit' }).waitFor({ timeout: 20_000 });
    assert.match(await output.textContent(), /^2026\nFloat\n2\n\[1\]\nio\n3\nexit 0/);
  });

  await step('console: definitions persist, Ctrl-C stops a runaway entry, Reset starts a fresh VM', async () => {
    const line = page.locator('#terminal-input');
    const enter = async (text, answer) => {
      await line.fill(text);
      await line.press('Enter');
      await output.locator('span.stdout', { hasText: answer }).waitFor({ timeout: 10_000 });
    };
    await page.locator('#console').click();
    await output.locator('span.stdout', { hasText: '>> ' }).waitFor({ timeout: 20_000 });
    await enter('def twice(x) = x * 2', '=> :twice');
    await enter('twice(21)', '=> 42');
    await line.fill('loop { }');
    await line.press('Enter');
    await page.waitForTimeout(300);
    await line.press('Control+c');
    await output.locator('span.stderr', { hasText: 'Interrupt' }).waitFor({ timeout: 5_000 });
    await enter('twice(50)', '=> 100');
    await screenshot(page, 'console');
    await page.locator('#console', { hasText: 'Reset' }).click();
    await page.waitForFunction(() => {
      const text = document.querySelector('#output').textContent;
      return text.startsWith('Garnet') && text.includes('>> ') && !text.includes('=> 100');
    }, null, { timeout: 20_000 });
    await enter('defined?(twice).inspect', '=> "nil"');
    await page.locator('#stop').click();
    await output.locator('.note', { hasText: 'exit 0' }).waitFor({ timeout: 5_000 });
    assert.equal(await page.locator('#console').textContent(), 'Console');
  });

  await step('runs the isolates example on more than one Web Worker at once', async () => {
    await page.selectOption('#examples', 'tarai_isolates');
    await page.locator('#run').click();
    // Rows of the concurrency panel: isolate, Web Worker, state...
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('#concurrency tbody tr')];
      const busy = rows.filter((row) => row.cells[2].textContent === 'running').map((row) => row.cells[1].textContent);
      return new Set(busy).size >= 2;
    }, null, { timeout: 20_000, polling: 50 });
    await screenshot(page, 'isolates');
    await output.locator('.note', { hasText: 'exit 0' }).waitFor({ timeout: 30_000 });
    assert.match(await output.textContent(), /4 isolates: 16 × tarai\(11, 5, 0\) in [\d.]+ s \(speed-up/);
  });

  await step('shares the program in the URL and keeps it across a reload', async () => {
    await runProgram(page, 'puts "shared ✓"');
    await page.locator('#share').click();
    await page.waitForFunction(() => location.hash.startsWith('#code='));
    const link = page.url();
    const editorShows = (code) => page.waitForFunction(
      (text) => document.querySelector('.cm-content')?.textContent === text, code, { timeout: 5_000 });
    await page.reload();
    await editorShows('puts "shared ✓"');
    await page.goto(new URL('/', base).href);
    await editorShows('puts "shared ✓"'); // from localStorage
    await runProgram(page, 'puts :other');
    await page.goto(link); // the same page: the fragment changes
    await editorShows('puts "shared ✓"');
  });

  await step('stacks the editor above the output on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const editor = await page.locator('#editor').boundingBox();
    const pane = await output.boundingBox();
    assert.ok(editor.y + editor.height <= pane.y, 'editor is not above the output');
    assert.ok(editor.width <= 390 && pane.width <= 390, 'panes wider than the screen');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'the page scrolls sideways');
    await screenshot(page, 'phone');
  });

  await step('benchmarks page: native results, Stop, then every scenario measured here', async () => {
    await page.goto(new URL('bench.html', base).href);
    await page.locator('#status', { hasText: 'Ready' }).waitFor({ timeout: 30_000 });
    assert.ok(await page.locator('#table tbody tr').count() >= 4);
    assert.ok(await page.locator('#chart rect').count() > 4);
    const firstRow = page.locator('#table tbody tr').first();
    await page.locator('#start').click();
    await page.locator('#stop').click();
    await page.locator('#status', { hasText: 'Stopped' }).waitFor({ timeout: 5_000 });
    assert.match(await firstRow.textContent(), /stopped$/);
    await page.selectOption('#runs', '1');
    await page.locator('#start').click();
    await page.locator('#status', { hasText: 'Done' }).waitFor({ timeout: 90_000 });
    assert.match(await firstRow.locator('td').nth(1).textContent(), /^\d+\.\d{3}$/); // this browser's seconds
  });

  await step('becomes isolated through the service worker on a host without the headers', async () => {
    const plain = await serveWithoutHeaders('dist');
    try {
      const fresh = await context.newPage();
      watch(fresh);
      await fresh.goto(plain.url);
      await fresh.locator('#status', { hasText: 'Ready' }).waitFor({ timeout: 30_000 });
      assert.equal(await fresh.evaluate(() => window.crossOriginIsolated), true);
      await fresh.close();
    } finally {
      plain.server.close();
    }
  });

  assert.deepEqual(errors, [], 'console errors');
  console.log(`smoke: ${steps.length} steps passed, no console errors`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
