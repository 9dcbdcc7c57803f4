// Runner: the page's side of the worker protocol, against a scripted worker.
import { describe, expect, it, vi } from 'vitest';
import { Runner } from '../../src/runner.js';
import { Msg } from '../../src/protocol.js';

// A stand-in for the run worker: records what the page sends; reply() plays
// the worker's messages.
class FakeWorker {
  constructor() {
    this.sent = [];
    this.terminated = false;
  }
  postMessage(message) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data) {
    this.onmessage({ data });
  }
  lastRun() {
    return this.sent.filter((m) => m.type === Msg.run).at(-1);
  }
}

function setup({ stop = false } = {}) {
  const workers = [];
  const events = { onOutput: vi.fn(), onStats: vi.fn(), onReady: vi.fn(), onFailure: vi.fn() };
  const runner = new Runner({
    createWorker: () => { const w = new FakeWorker(); workers.push(w); return w; },
    moduleUrl: 'http://host/garnet/garnet.mjs',
    events,
  });
  const ready = (w = workers.at(-1)) => w.reply({ type: Msg.ready, capabilities: { stop, isolated: true, cores: 2 } });
  return { runner, workers, events, ready };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Runner', () => {
  it('loads the module in a new worker, then runs a program there', async () => {
    const { runner, workers, events, ready } = setup();
    expect(workers[0].sent[0]).toEqual({ type: Msg.load, moduleUrl: 'http://host/garnet/garnet.mjs', label: 'Worker 1' });
    const done = runner.run({ source: 'puts 1+1', stdin: 'in' });
    await flush();
    expect(workers[0].lastRun()).toBeUndefined(); // not before 'ready'
    ready();
    await flush();
    const { id, source, stdin, filename } = workers[0].lastRun();
    expect([source, stdin, filename]).toEqual(['puts 1+1', 'in', 'main.rb']);
    expect(events.onReady).toHaveBeenCalledWith({ stop: false, isolated: true, cores: 2 }, 'Worker 1');
    workers[0].reply({ type: Msg.output, id, chunks: [['stdout', '2\n']] });
    workers[0].reply({ type: Msg.exit, id, exitCode: 0, durationMs: 5 });
    expect(await done).toMatchObject({ exitCode: 0, durationMs: 5, stopped: false, terminated: false });
    expect(events.onOutput).toHaveBeenCalledWith([['stdout', '2\n']]);
    expect(runner.running).toBe(false);
  });

  it('ignores messages about another run', async () => {
    const { runner, workers, events, ready } = setup();
    ready();
    const done = runner.run({ source: 'x' });
    await flush();
    const { id } = workers[0].lastRun();
    workers[0].reply({ type: Msg.output, id: id + 1, chunks: [['stdout', 'stale']] });
    workers[0].reply({ type: Msg.exit, id: id + 1, exitCode: 9, durationMs: 1 });
    expect(events.onOutput).not.toHaveBeenCalled();
    expect(runner.running).toBe(true);
    workers[0].reply({ type: Msg.exit, id, exitCode: 0, durationMs: 1 });
    expect((await done).exitCode).toBe(0);
  });

  it('asks the worker to interrupt and keeps it when the run ends in time', async () => {
    vi.useFakeTimers();
    try {
      const { runner, workers, ready } = setup({ stop: true });
      ready();
      const done = runner.run({ source: 'loop {}' });
      await vi.advanceTimersByTimeAsync(0);
      const { id } = workers[0].lastRun();
      runner.stop();
      expect(workers[0].sent.at(-1)).toEqual({ type: Msg.stop, id });
      await vi.advanceTimersByTimeAsync(500);
      workers[0].reply({ type: Msg.exit, id, exitCode: 130, durationMs: 700 });
      expect(await done).toMatchObject({ exitCode: 130, stopped: true, terminated: false });
      await vi.advanceTimersByTimeAsync(1000);
      expect(workers[0].terminated).toBe(false);
      expect(workers.length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('terminates the worker a second after Stop when the run goes on, and starts a new one', async () => {
    vi.useFakeTimers();
    try {
      const { runner, workers, ready } = setup({ stop: false }); // today's module: no vm.stop()
      ready();
      const done = runner.run({ source: 'loop {}' });
      await vi.advanceTimersByTimeAsync(0);
      runner.stop();
      expect(workers[0].sent.at(-1)).toMatchObject({ type: Msg.stop });
      await vi.advanceTimersByTimeAsync(999);
      expect(workers[0].terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(workers[0].terminated).toBe(true);
      expect(await done).toMatchObject({ exitCode: null, stopped: true, terminated: true });
      expect(workers.length).toBe(2);
      expect(workers[1].sent[0]).toMatchObject({ type: Msg.load, label: 'Worker 2' });
      expect(runner.label).toBe('Worker 2');
      // The old worker's late messages are ignored; the new one serves the next run.
      workers[0].reply({ type: Msg.output, id: 1, chunks: [['stdout', 'late']] });
      ready(workers[1]);
      const next = runner.run({ source: 'p 1' });
      await vi.advanceTimersByTimeAsync(0);
      const { id } = workers[1].lastRun();
      workers[1].reply({ type: Msg.exit, id, exitCode: 0, durationMs: 1 });
      expect((await next).exitCode).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the waiting run when the module fails to load', async () => {
    const { runner, workers, events } = setup();
    const done = runner.run({ source: 'p 1' });
    workers[0].reply({ type: Msg.failure, id: null, message: 'no module' });
    expect(await done).toMatchObject({ failure: 'no module', exitCode: null });
    expect(events.onFailure).toHaveBeenCalledWith('no module');
  });

  it('sends typed input, its end and Ctrl-C to the running program, and says when it waits for input', async () => {
    vi.useFakeTimers();
    try {
      const { runner, workers, events, ready } = setup({ stop: true });
      events.onInputWanted = vi.fn();
      ready();
      runner.input('ignored\n'); // before any run
      const done = runner.run({ source: 'p gets', stdin: null });
      await vi.advanceTimersByTimeAsync(0);
      const { id, stdin } = workers[0].lastRun();
      expect(stdin).toBeNull();
      workers[0].reply({ type: Msg.inputWanted, id: id + 1 }); // another run's
      workers[0].reply({ type: Msg.inputWanted, id });
      expect(events.onInputWanted).toHaveBeenCalledTimes(1);
      runner.input('Ada\n');
      runner.endInput();
      runner.interrupt();
      expect(workers[0].sent.slice(-3)).toEqual([
        { type: Msg.input, id, text: 'Ada\n' }, { type: Msg.endInput, id }, { type: Msg.stop, id }]);
      expect(workers[0].sent.some((m) => m.text === 'ignored\n')).toBe(false);
      await vi.advanceTimersByTimeAsync(5000); // an interrupt is no Stop: the worker stays
      expect(workers[0].terminated).toBe(false);
      workers[0].reply({ type: Msg.exit, id, exitCode: 0, durationMs: 1 });
      expect(await done).toMatchObject({ exitCode: 0, stopped: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('restarts in a fresh worker between runs, and not during one', async () => {
    const { runner, workers, ready } = setup();
    ready();
    const restarted = runner.restart();
    expect(workers[0].terminated).toBe(true);
    expect(workers.length).toBe(2);
    ready(workers[1]);
    await restarted;
    runner.run({ source: 'sleep' });
    await expect(runner.restart()).rejects.toThrow(/running/);
    expect(workers.length).toBe(2);
  });

  it('refuses a second run while one is active', async () => {
    const { runner, ready } = setup();
    ready();
    runner.run({ source: 'sleep' });
    await expect(runner.run({ source: 'p 2' })).rejects.toThrow(/already running/);
  });
});
