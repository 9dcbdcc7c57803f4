// The status line under the toolbar: the run's state and, while a program
// runs, its elapsed time, updated ten times a second on the page's thread.
import { formatDuration } from './format.js';

export class StatusLine {
  constructor(element, { onTick = () => {} } = {}) {
    this.element = element;
    this.onTick = onTick;
    this.timer = null;
  }

  get state() {
    return this.element.dataset.state;
  }

  show(state, text) {
    this.stopClock();
    this.element.dataset.state = state;
    this.element.textContent = text;
  }

  // Running: "Running… 1.23 s", and onTick(elapsedMs) each tenth of a second.
  running(label = 'Running') {
    const started = performance.now();
    const tick = () => {
      const elapsed = performance.now() - started;
      this.element.textContent = `${label}… ${formatDuration(elapsed)}`;
      this.onTick(elapsed);
    };
    this.show('running', '');
    tick();
    this.timer = setInterval(tick, 100);
  }

  stopClock() {
    clearInterval(this.timer);
    this.timer = null;
  }
}
