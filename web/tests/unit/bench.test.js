// @vitest-environment happy-dom
// The benchmarks page's pieces: reading bench/results JSON, chart and table.
import { describe, expect, it } from 'vitest';
import { describeMachine, median, scenariosOf } from '../../src/bench/results.js';
import { chartMarkup } from '../../src/bench/chart.js';
import { renderTable } from '../../src/bench/table.js';
import { seriesOf } from '../../src/bench/series.js';
import { newestResults } from '../../vite/bench-results.mjs';
import { describeSuiteRun, renderSuiteTable, suiteRows } from '../../src/bench/suite-table.js';

// The shape bench/run.py writes, trimmed.
const results = {
  machine: { host: 'vm', cpu: 'AMD EPYC', cores: 2 },
  date: '2026-11-30T01:42:21',
  runs: 5,
  engines: ['garnet', 'ruby'],
  scenarios: {
    fib: { command: 'fib.rb 30', median: { garnet: 0.05, ruby: 0.08 } },
    fiber_switch: { command: 'fiber_switch.rb 1000 1000000', median: { garnet: 0.1, ruby: 0.2 } },
    gone: { command: 'gone.rb 1', median: { garnet: 1 } },
  },
};
const sources = { 'fib.rb': 'def fib', 'fiber_switch.rb': 'Fiber' };

describe('scenariosOf', () => {
  it('reads the script and arguments of each command and skips scenarios without a script', () => {
    expect(scenariosOf(results, sources)).toEqual([
      { name: 'fib', script: 'fib.rb', args: ['30'], native: { garnet: 0.05, ruby: 0.08 }, source: 'def fib' },
      { name: 'fiber_switch', script: 'fiber_switch.rb', args: ['1000', '1000000'], native: { garnet: 0.1, ruby: 0.2 }, source: 'Fiber' },
    ]);
    expect(scenariosOf(null, sources)).toEqual([]);
  });

  it('describes the machine', () => {
    expect(describeMachine(results)).toBe('AMD EPYC, 2 cores, median of 5 runs, 2026-11-30');
  });

  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('chart and table', () => {
  const series = seriesOf(results.engines);
  const rows = [
    { name: 'fib', command: 'fib.rb 30', values: { wasmFirst: 0.3, wasm: 0.1, garnet: 0.05, ruby: 0.08 }, note: '' },
    { name: 'tarai', command: 'tarai.rb 12 6 0', values: { wasmFirst: null, wasm: null, garnet: 0.2, ruby: 0.25 }, note: 'stopped' },
  ];

  it('lists this browser first (first run, then warm), then the native engines', () => {
    expect(series.map((s) => s.key)).toEqual(['wasmFirst', 'wasm', 'garnet', 'ruby']);
  });

  it('gives every series its own colour', () => {
    const many = seriesOf(['garnet', 'garnet-wasm', 'ruby', 'ruby-wasm', 'ruby-yjit', 'mruby']);
    expect(new Set(many.map((s) => s.color)).size).toBe(many.length);
  });

  it('labels engines as the results file describes them', () => {
    const labelled = seriesOf(['garnet-wasm'], { 'garnet-wasm': { label: 'garnet 0.1.0 (WebAssembly) on Node v20' } });
    expect(labelled[2].label).toBe('garnet 0.1.0 (WebAssembly) on Node v20 (benchmark machine)');
    expect(labelled[2].short).toBe('garnet 0.1.0 (WebAssembly) on Node v20');
    expect(seriesOf(['ruby'])[2].label).toBe('ruby (benchmark machine)');
  });

  it('draws one bar per series and row, named and coloured, scaled to the row\'s slowest', () => {
    const { markup, viewBox } = chartMarkup(rows, series);
    const svg = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`, 'image/svg+xml');
    const bars = [...svg.querySelectorAll('rect[data-series]')];
    expect(bars.length).toBe(8);
    expect(bars.slice(0, 4).map((r) => r.getAttribute('fill'))).toEqual(series.map((s) => s.color));
    const widths = bars.map((r) => Number(r.getAttribute('width')));
    expect(widths[0] / widths[1]).toBeCloseTo(3, 1); // fib: first run 0.3 s, warm 0.1 s
    expect(widths[1] / widths[2]).toBeCloseTo(2, 1);
    expect(widths[4]).toBe(0); // tarai in the browser: not run
    expect(markup).toContain('not run');
    const labels = [...svg.querySelectorAll('text[text-anchor="end"]')].slice(0, 4).map((t) => t.textContent);
    expect(labels).toEqual(['this browser, first run', 'this browser, warm', 'garnet', 'ruby']);
    expect(viewBox).toMatch(/^0 0 760 \d+$/);
  });

  it('tabulates seconds and the first-run and warm ratios to native Garnet, or the row\'s note', () => {
    const table = document.createElement('table');
    table.append(document.createElement('thead'), document.createElement('tbody'));
    renderTable(table, rows, series);
    const cells = [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['fib', 'fib.rb 30', '0.300', '0.100', '0.050', '0.080', '6.0×', '2.0×'],
      ['tarai', 'tarai.rb 12 6 0', '—', '—', '0.200', '0.250', 'stopped', ''],
    ]);
    expect(table.querySelectorAll('thead th').length).toBe(8);
  });
});

describe('results file', () => {
  it('prefers the newest full run to quick runs', () => {
    expect(newestResults(['2026-11-29-vm.json', '2026-11-30-vm-quick.json', 'README.md'])).toBe('2026-11-29-vm.json');
    expect(newestResults(['2026-11-30-vm-quick.json', '2026-11-29-vm-quick.json'])).toBe('2026-11-30-vm-quick.json');
  });
});

// The shape bench/ruby_bench/run.py writes, trimmed (milliseconds).
const suiteRun = {
  suite_commit: '09b76c8b0f94c8182080cdae01e95151f0e22dd9',
  date: '2026-12-05T06:10:00',
  machine: { cpu: 'AMD EPYC', cores: 2 },
  warmup: 5,
  bench: 10,
  timing: {
    nbody: { garnet: 200, ruby: 400 },
    fib: { garnet: 120, ruby: 100, 'ruby-yjit': 30 },
  },
};

describe('the public suite\'s table', () => {
  it('takes each engine\'s mean milliseconds and Garnet\'s ratio to CRuby, by benchmark name', () => {
    const rows = suiteRows(suiteRun);
    expect(rows.map((r) => r.name)).toEqual(['fib', 'nbody']);
    expect(rows[1].ms.garnet).toBeCloseTo(200);
    expect(rows[1].ms['ruby-yjit']).toBeNull();
    expect(rows[0].ratio).toBeCloseTo(1.2);
    expect(suiteRows(null)).toEqual([]);
  });

  it('describes the run and tabulates it', () => {
    expect(describeSuiteRun(suiteRun)).toBe('ruby/ruby-bench 09b76c8, 2026-12-05, AMD EPYC, 2 cores, 5 warm-up + 10 timed iterations');
    const table = document.createElement('table');
    table.append(document.createElement('thead'), document.createElement('tbody'));
    renderSuiteTable(table, suiteRun);
    const cells = [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['fib', '120.0', '100.0', '30.0', '1.20×'],
      ['nbody', '200.0', '400.0', '—', '0.50×'],
    ]);
  });
});
