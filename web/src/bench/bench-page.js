// The benchmarks page: runs each scenario of bench/scenarios in the run
// worker with the arguments of the newest native results (first in a fresh
// worker, which is the run a visitor's first Run gets, then the chosen
// number of runs, median kept), and shows both as chart and table.
import '../style.css';
import results from 'virtual:bench-results';
import suiteRun from 'virtual:ruby-bench-results';
import { ensureIsolation } from '../coi.js';
import { Runner } from '../runner.js';
import { StatusLine } from '../status-line.js';
import { renderChart } from './chart.js';
import { describeMachine, median, scenariosOf } from './results.js';
import { seriesOf } from './series.js';
import { describeSuiteRun, renderSuiteTable } from './suite-table.js';
import { renderTable } from './table.js';

const $ = (id) => document.getElementById(id);
const sources = Object.fromEntries(
  Object.entries(import.meta.glob('../../../bench/scenarios/*.rb', { query: '?raw', import: 'default', eager: true }))
    .map(([path, source]) => [path.split('/').pop(), source]),
);

ensureIsolation();

const scenarios = scenariosOf(results, sources);
const series = seriesOf(results?.engines ?? [], results?.engine_info);
const fresh = { wasmFirst: null, wasm: null };
const rows = scenarios.map((s) => ({ name: s.name, command: [s.script, ...s.args].join(' '), values: { ...s.native, ...fresh }, note: '' }));
const status = new StatusLine($('status'));
let stderr = '';
let stopping = false;

const runner = new Runner({
  createWorker: () => new Worker(new URL('../worker/garnet.worker.js', import.meta.url), { type: 'module' }),
  moduleUrl: new URL('garnet/garnet.mjs', document.baseURI).href,
  events: {
    onReady: () => { if (status.state === 'loading') status.show('ready', 'Ready'); },
    onOutput: (chunks) => { for (const [stream, text] of chunks) if (stream === 'stderr') stderr += text; },
    onFailure: (message) => status.show('failed', message),
  },
});

function render() {
  renderChart($('chart'), rows, series);
  renderTable($('table'), rows, series);
}

// Seconds of one run, or throws with the program's error report.
async function timeRun(scenario) {
  stderr = '';
  const result = await runner.run({ source: scenario.source, filename: scenario.script, args: scenario.args });
  if (result.stopped) throw new Error('stopped');
  if (result.failure || result.exitCode !== 0) throw new Error(result.failure || stderr.trim().split('\n')[0] || `exit ${result.exitCode}`);
  return result.durationMs / 1000;
}

async function runAll() {
  const count = Number($('runs').value);
  stopping = false;
  $('start').disabled = true;
  $('stop').disabled = false;
  for (const row of rows) Object.assign(row, { note: '', values: { ...row.values, ...fresh } });
  render();
  for (const [i, scenario] of scenarios.entries()) {
    const row = rows[i];
    try {
      status.running(`${scenario.name} (${i + 1}/${scenarios.length}): first run, in a fresh worker`);
      await runner.restart();
      row.values.wasmFirst = await timeRun(scenario);
      render();
      const times = [];
      for (let r = 1; r <= count && !stopping; r++) {
        status.running(`${scenario.name} (${i + 1}/${scenarios.length}): run ${r} of ${count}`);
        times.push(await timeRun(scenario));
      }
      if (stopping) throw new Error('stopped');
      row.values.wasm = median(times);
    } catch (error) {
      row.note = error.message;
    }
    render();
    if (stopping) break;
  }
  status.show(stopping ? 'stopped' : 'done', stopping ? 'Stopped' : 'Done');
  $('start').disabled = false;
  $('stop').disabled = true;
}

$('native').textContent = results
  ? `Native results: bench/results/${results.file} (${describeMachine(results)}).`
  : 'No native results in bench/results.';
if (suiteRun) {
  $('suite').hidden = false;
  $('suite-run').textContent = `bench/results/public-suite/${suiteRun.file} (${describeSuiteRun(suiteRun)}).`;
  renderSuiteTable($('suite-table'), suiteRun);
}
$('start').addEventListener('click', runAll);
$('stop').addEventListener('click', () => {
  stopping = true;
  runner.stop();
});
render();
