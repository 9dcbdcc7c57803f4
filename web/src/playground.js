// The playground page: the editor, the toolbar (Run, Stop, Console,
// Examples, Share), the output pane with the terminal's input line and the
// stdin box, the status line and the concurrency panel, around a Runner that
// runs programs in a Web Worker. The console is a Ruby program of its own
// (console/console.rb) run on the terminal.
import './style.css';
import { ensureIsolation } from './coi.js';
import { ConcurrencyPanel } from './concurrency-panel.js';
import consoleSource from './console/console.rb?raw';
import { createEditor } from './editor.js';
import { DEFAULT_EXAMPLE, EXAMPLES, exampleById } from './examples.js';
import { formatDuration } from './format.js';
import { OutputPane } from './output-pane.js';
import { Runner } from './runner.js';
import { decodeFragment, encodeFragment } from './share.js';
import { StatusLine } from './status-line.js';
import { load, save } from './storage.js';
import { TerminalInput } from './terminal-input.js';

const FILENAME = 'main.rb';
const $ = (id) => document.getElementById(id);
const buttons = { run: $('run'), stop: $('stop'), console: $('console') };
const stdin = $('stdin');

ensureIsolation();

const panel = new ConcurrencyPanel($('concurrency'));
const status = new StatusLine($('status'), { onTick: (ms) => panel.tick(ms) });
let editor = null;
const output = new OutputPane($('output'), {
  filename: () => FILENAME,
  onLocation: (line, column) => editor.goTo(line, column),
});

let canType = false; // the module takes input as the program runs
let inConsole = false;
let restartConsole = false;
const terminal = new TerminalInput($('terminal-input'), {
  onText(text) {
    output.echo(text);
    runner.input(text);
  },
  onEnd: () => runner.endInput(),
  onInterrupt() {
    output.echo('^C\n');
    runner.interrupt();
  },
});

const runner = new Runner({
  createWorker: () => new Worker(new URL('./worker/garnet.worker.js', import.meta.url), { type: 'module' }),
  moduleUrl: new URL('garnet/garnet.mjs', document.baseURI).href,
  events: {
    onReady(capabilities, label) {
      canType = capabilities.input === true;
      panel.setEnvironment(capabilities, label);
      if (status.state === 'loading') status.show('ready', 'Ready'); // not over a finished run's status
    },
    onOutput: (chunks) => output.write(chunks),
    onInputWanted: () => terminal.focus(),
    onStats: (stats) => panel.update(stats),
    onFailure(message) {
      if (!runner.running) status.show('failed', message);
    },
  },
});

function setRunning(running, { typing = false } = {}) {
  buttons.run.disabled = running;
  buttons.stop.disabled = !running;
  buttons.console.disabled = running && !inConsole;
  buttons.console.textContent = running && inConsole ? 'Reset' : 'Console';
  terminal.setActive(running && typing);
}

function report(result) {
  const took = formatDuration(result.durationMs);
  if (result.failure) {
    output.note(`The run failed: ${result.failure}`, 'error');
    status.show('failed', `Failed after ${took}`);
  } else if (result.terminated) {
    output.note('Stopped: the worker was terminated and a new one started', 'error');
    status.show('stopped', `Stopped after ${took}`);
  } else if (result.stopped) {
    output.note(`exit ${result.exitCode} (interrupted) · ${took}`, 'error');
    status.show('stopped', `Stopped after ${took}: exit ${result.exitCode}`);
  } else {
    const ok = result.exitCode === 0;
    output.note(`exit ${result.exitCode} · ${took}`, ok ? 'ok' : 'error');
    status.show(ok ? 'done' : 'error', `Finished: exit ${result.exitCode} in ${took}`);
  }
  panel.finish(result.stopped ? 'stopped' : 'finished', result.durationMs);
  editor.markError(output.firstLocation?.line ?? null);
}

// Runs a program with the page showing it (typing: its input is the
// terminal's), then reports how it ended.
async function runShown({ source, filename, stdin: input, typing, label }) {
  output.clear();
  editor.markError(null);
  setRunning(true, { typing });
  status.running(label);
  const result = await runner.run({ source, filename, stdin: typing ? null : input });
  setRunning(false);
  report(result);
}

async function run() {
  if (runner.running) return;
  const typing = canType && stdin.value === ''; // else the stdin box is the whole input
  await runShown({ source: editor.getCode(), filename: FILENAME, stdin: stdin.value, typing });
}

// The console: Ruby entries evaluated one at a time in one VM; while it
// runs, its button resets it (a fresh VM).
async function openConsole() {
  if (runner.running) {
    if (!inConsole) return;
    restartConsole = true;
    closeConsole();
    return;
  }
  inConsole = true;
  const shown = runShown({ source: consoleSource, filename: 'console.rb', typing: true, label: 'Console running' });
  terminal.focus();
  await shown;
  inConsole = false;
  if (restartConsole) {
    restartConsole = false;
    openConsole();
  }
}

// Ends the console as Ctrl-D would, interrupting an entry still running.
function closeConsole() {
  runner.endInput();
  runner.interrupt();
}

function stop() {
  if (!runner.running) return;
  status.running('Stopping');
  if (inConsole) closeConsole();
  else runner.stop();
}

async function share() {
  const fragment = await encodeFragment(editor.getCode());
  history.replaceState(null, '', fragment);
  try {
    await navigator.clipboard.writeText(location.href);
    status.show('shared', 'Link copied: it holds the program');
  } catch {
    status.show('shared', 'The address bar now holds a link to the program');
  }
}

function loadExample(example) {
  editor.setCode(example.source);
  stdin.value = example.stdin ?? '';
  save('stdin', stdin.value);
  if (example.stdin) $('stdin-box').open = true;
  status.show('ready', `Loaded “${example.title}” (Ctrl-Z brings your code back)`);
  editor.focus();
}

function fillExamples(select) {
  for (const group of new Set(EXAMPLES.map((e) => e.group))) {
    const optgroup = document.createElement('optgroup');
    optgroup.label = group;
    for (const example of EXAMPLES.filter((e) => e.group === group)) optgroup.append(new Option(example.title, example.id));
    select.append(optgroup);
  }
  select.addEventListener('change', () => {
    const example = exampleById(select.value);
    select.value = '';
    if (example) loadExample(example);
  });
}

let saveTimer = null;
const saveCode = () => {
  clearTimeout(saveTimer);
  save('code', editor.getCode());
};
editor = createEditor($('editor'), {
  doc: (await decodeFragment(location.hash)) ?? load('code') ?? DEFAULT_EXAMPLE.source,
  label: 'Ruby program',
  onRun: run,
  onChange() {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveCode, 300);
  },
});
stdin.value = load('stdin', '');
stdin.addEventListener('input', () => save('stdin', stdin.value));
fillExamples($('examples'));
buttons.run.addEventListener('click', run);
buttons.stop.addEventListener('click', stop);
buttons.console.addEventListener('click', openConsole);
$('share').addEventListener('click', share);
$('clear').addEventListener('click', () => output.clear());
document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'Enter' && !event.defaultPrevented) {
    event.preventDefault();
    run();
  }
});
window.addEventListener('pagehide', saveCode);
window.addEventListener('hashchange', async () => {
  const code = await decodeFragment(location.hash);
  if (code !== null) editor.setCode(code);
});
editor.focus();
