// The page's side of the run worker: starts it, runs programs on it one at a
// time, and stops a run. Stop asks the worker to interrupt the program (it
// calls vm.stop() when the module has one); if the run has not ended within
// STOP_GRACE_MS, the worker is terminated and a new one started in its place.
import { Msg } from './protocol.js';

export const STOP_GRACE_MS = 1000;

export class Runner {
  // createWorker() → a Worker; moduleUrl: where garnet.mjs is served.
  // events: { onReady(capabilities, label), onOutput(chunks), onInputWanted(), onStats(stats), onFailure(message) }
  constructor({ createWorker, moduleUrl, events = {} }) {
    this.createWorker = createWorker;
    this.moduleUrl = moduleUrl;
    this.events = events;
    this.generation = 0;
    this.nextId = 1;
    this.active = null; // the run: { id, resolve, started, stopping, stopTimer }
    this.spawn();
  }

  get label() {
    return `Worker ${this.generation}`;
  }

  spawn() {
    this.generation++;
    this.ready = new Promise((resolve) => { this.markReady = resolve; });
    const worker = this.createWorker();
    worker.onmessage = ({ data }) => this.receive(worker, data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(worker, null, event.message || 'the worker failed');
    };
    worker.postMessage({ type: Msg.load, moduleUrl: this.moduleUrl, label: this.label });
    this.worker = worker;
  }

  // Runs a program; resolves to { exitCode, durationMs, stopped, terminated, failure }.
  // stdin: the program's whole input, or null for input given as it runs (input, endInput).
  run({ source, filename = 'main.rb', args = [], stdin = '' }) {
    if (this.active) return Promise.reject(new Error('a program is already running'));
    const id = this.nextId++;
    const done = new Promise((resolve) => {
      this.active = { id, resolve, started: performance.now(), stopping: false, stopTimer: null };
    });
    this.ready.then(() => {
      if (this.active?.id === id) this.worker.postMessage({ type: Msg.run, id, source, filename, args, stdin });
    });
    return done;
  }

  get running() {
    return this.active !== null;
  }

  // More standard input for the running program, as typed.
  input(text) {
    if (this.active) this.worker.postMessage({ type: Msg.input, id: this.active.id, text });
  }

  // The end of the running program's standard input.
  endInput() {
    if (this.active) this.worker.postMessage({ type: Msg.endInput, id: this.active.id });
  }

  // Interrupts the running program (Ctrl-C at its terminal); it may go on.
  interrupt() {
    if (this.active) this.worker.postMessage({ type: Msg.stop, id: this.active.id });
  }

  stop() {
    const run = this.active;
    if (!run || run.stopping) return;
    run.stopping = true;
    this.worker.postMessage({ type: Msg.stop, id: run.id });
    run.stopTimer = setTimeout(() => this.terminate(), STOP_GRACE_MS);
  }

  // A fresh worker (a new module instance) for the next run, when none is
  // running; resolves once it is ready.
  restart() {
    if (this.active) return Promise.reject(new Error('a program is running'));
    this.worker.terminate();
    this.spawn();
    return this.ready;
  }

  terminate() {
    const run = this.active;
    this.worker.terminate();
    this.spawn();
    if (run) this.finish({ exitCode: null, stopped: true, terminated: true });
  }

  finish(result) {
    const run = this.active;
    clearTimeout(run.stopTimer);
    this.active = null;
    run.resolve({
      exitCode: null, durationMs: performance.now() - run.started, stopped: run.stopping, terminated: false,
      failure: null, ...result,
    });
  }

  receive(worker, data) {
    if (worker !== this.worker) return; // a terminated worker's last words
    const current = this.active && data.id === this.active.id;
    switch (data.type) {
      case Msg.ready:
        this.markReady();
        this.events.onReady?.(data.capabilities, this.label);
        break;
      case Msg.output:
        if (current) this.events.onOutput?.(data.chunks);
        break;
      case Msg.inputWanted:
        if (current) this.events.onInputWanted?.();
        break;
      case Msg.stats:
        if (current) this.events.onStats?.(data.stats);
        break;
      case Msg.exit:
        if (current) this.finish({ exitCode: data.exitCode, durationMs: data.durationMs });
        break;
      case Msg.failure:
        this.fail(worker, data.id, data.message);
        break;
    }
  }

  // A failed load (id null) ends any waiting run; a failed run ends that run.
  fail(worker, id, message) {
    if (worker !== this.worker) return;
    this.events.onFailure?.(message);
    if (this.active && (id === null || id === this.active.id)) this.finish({ failure: message });
  }
}
