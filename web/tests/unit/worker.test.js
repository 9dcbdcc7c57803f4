// The run worker (src/worker/garnet.worker.js) on a stand-in module: the
// messages it answers load, run, input, endInput and stop with.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Msg } from '../../src/protocol.js';

const posted = [];
const moduleUrl = new URL('./fixtures/fake-garnet.mjs', import.meta.url).href;

beforeAll(async () => {
  vi.stubGlobal('self', { postMessage: (message) => posted.push(message), crossOriginIsolated: true });
  vi.stubGlobal('navigator', { hardwareConcurrency: 4 });
  await import('../../src/worker/garnet.worker.js');
});
afterAll(() => vi.unstubAllGlobals());

// Sends a message; resolves to what the worker posted until `until` arrived.
async function send(data, until) {
  const from = posted.length;
  self.onmessage({ data });
  await vi.waitFor(() => expect(posted.slice(from).some((m) => m.type === until)).toBe(true));
  return posted.slice(from);
}

const text = (messages) => messages.filter((m) => m.type === Msg.output).flatMap((m) => m.chunks);

describe('the run worker', () => {
  it('loads the module and says what it can', async () => {
    const messages = await send({ type: Msg.load, moduleUrl, label: 'Worker 7' }, Msg.ready);
    expect(messages.at(-1)).toEqual({ type: Msg.ready, capabilities: { stop: false, input: true, isolated: true, cores: 4 } });
  });

  it('runs a program of its own first, with its output left out, before the first one sent', async () => {
    expect(globalThis.fakeGarnet.sources).toEqual(['nil']);
    expect(posted.filter((m) => m.type !== Msg.ready)).toEqual([]);
  });

  it('runs a program: host statistics, output in order, then the exit status', async () => {
    const messages = await send({ type: Msg.run, id: 1, source: 'hello', filename: 'main.rb', args: ['a', 'b'], stdin: '' }, Msg.exit);
    expect(messages[0]).toMatchObject({ type: Msg.stats, id: 1, stats: { source: 'host', workers: [{ id: 0, label: 'Worker 7' }] } });
    expect(text(messages)).toEqual([['stdout', 'hello from main.rb a,b\n'], ['stderr', 'main.rb:1: warning\n']]);
    expect(messages.at(-1)).toEqual({ type: Msg.exit, id: 1, exitCode: 0, durationMs: 1 });
  });

  it('feeds the stdin text, then end of file, to each run', async () => {
    const first = await send({ type: Msg.run, id: 2, source: 'cat', filename: 'main.rb', args: [], stdin: 'line 1\nline 2\n' }, Msg.exit);
    expect(text(first).map(([, t]) => t).join('')).toBe('line 1\nline 2\n');
    const second = await send({ type: Msg.run, id: 3, source: 'cat', filename: 'main.rb', args: [], stdin: '' }, Msg.exit);
    expect(text(second)).toEqual([]);
  });

  it('runs with the terminal as input: says when the program waits, passes typed text and its end', async () => {
    const started = await send({ type: Msg.run, id: 8, source: 'echo', filename: 'main.rb', args: [], stdin: null }, Msg.inputWanted);
    expect(started.at(-1)).toEqual({ type: Msg.inputWanted, id: 8 });
    self.onmessage({ data: { type: Msg.input, id: 99, text: 'not this run\n' } });
    self.onmessage({ data: { type: Msg.input, id: 8, text: 'typed\n' } });
    const messages = await send({ type: Msg.endInput, id: 8 }, Msg.exit);
    expect(text(posted.filter((m) => m.id === 8))).toEqual([['stdout', 'typed\n']]);
    expect(messages.at(-1)).toEqual({ type: Msg.exit, id: 8, exitCode: 0, durationMs: 2 });
  });

  it('reports a crashed run and replaces the module instance', async () => {
    const before = globalThis.fakeGarnet.instances;
    const messages = await send({ type: Msg.run, id: 4, source: 'crash', filename: 'main.rb', args: [], stdin: '' }, Msg.failure);
    expect(messages.at(-1)).toEqual({ type: Msg.failure, id: 4, message: 'Aborted()' });
    expect(globalThis.fakeGarnet.instances).toBe(before + 1);
    const next = await send({ type: Msg.run, id: 5, source: 'exit 3', filename: 'main.rb', args: [], stdin: '' }, Msg.exit);
    expect(next.at(-1)).toMatchObject({ exitCode: 3 });
  });

  it('calls vm.stop() for the running program when the module has it', async () => {
    globalThis.fakeGarnet.withStop = true;
    await send({ type: Msg.run, id: 6, source: 'crash', filename: 'main.rb', args: [], stdin: '' }, Msg.failure); // new instance, with stop()
    await send({ type: Msg.run, id: 7, source: 'wait', filename: 'main.rb', args: [], stdin: '' }, Msg.stats);
    self.onmessage({ data: { type: Msg.stop, id: 99 } }); // another run: ignored
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted.some((m) => m.type === Msg.exit && m.id === 7)).toBe(false);
    const messages = await send({ type: Msg.stop, id: 7 }, Msg.exit);
    expect(messages.at(-1)).toEqual({ type: Msg.exit, id: 7, exitCode: 130, durationMs: 5 });
  });
});
