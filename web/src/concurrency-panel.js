// The concurrency panel: the Web Worker(s) a run uses, and per isolate its
// worker, state, green threads, fibers and CPU time, from the 'stats'
// messages of src/protocol.js. Values the engine does not report are shown
// as "—"; the elapsed time comes from the page's own clock.
import { formatDuration } from './format.js';

const UNKNOWN = 'not reported by this build of the engine';
const STATE_COLUMN = 2;

function cell(tag, text, title) {
  const element = document.createElement(tag);
  element.textContent = text;
  if (title) element.title = title;
  return element;
}

const known = (value, show = String) => (value == null ? ['—', UNKNOWN] : [show(value)]);

export class ConcurrencyPanel {
  constructor(element) {
    this.summary = element.querySelector('[data-summary]');
    this.body = element.querySelector('tbody');
    this.note = element.querySelector('[data-note]');
    this.elapsed = element.querySelector('[data-elapsed]');
  }

  // capabilities from the worker's 'ready'; label names the worker.
  setEnvironment(capabilities, label) {
    const { isolated, cores, stop } = capabilities;
    this.summary.textContent = [
      label,
      isolated ? 'cross-origin isolated (SharedArrayBuffer available)' : 'not cross-origin isolated',
      `${cores} core${cores === 1 ? '' : 's'}`,
      stop ? 'Stop interrupts the program' : 'Stop ends the worker after 1 s',
    ].join(' · ');
  }

  update(stats) {
    const workers = new Map(stats.workers.map((w) => [w.id, w.label]));
    this.body.replaceChildren(...stats.isolates.map((isolate) => {
      const row = document.createElement('tr');
      row.append(
        cell('th', isolate.name),
        cell('td', workers.get(isolate.worker) ?? String(isolate.worker)),
        cell('td', isolate.state),
        cell('td', ...known(isolate.threads)),
        cell('td', ...known(isolate.fibers)),
        cell('td', ...known(isolate.cpuMs, formatDuration)),
      );
      return row;
    }));
    this.note.hidden = stats.source !== 'host';
    this.tick(stats.elapsedMs);
  }

  tick(elapsedMs) {
    this.elapsed.textContent = formatDuration(elapsedMs);
  }

  // The run ended after elapsedMs: its isolates are gone.
  finish(state, elapsedMs) {
    for (const row of this.body.querySelectorAll('tr')) row.cells[STATE_COLUMN].textContent = state;
    this.tick(elapsedMs);
  }
}
