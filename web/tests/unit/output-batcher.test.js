// OutputBatcher: order, UTF-8 across chunks, and flood control.
import { describe, expect, it } from 'vitest';
import { OutputBatcher } from '../../src/worker/output-batcher.js';

const bytes = (text) => new TextEncoder().encode(text);

function batcher(options) {
  const posts = [];
  let clock = 0;
  const b = new OutputBatcher((chunks) => posts.push(chunks), { now: () => clock, ...options });
  return { b, posts, tick: (ms) => { clock += ms; } };
}

describe('OutputBatcher', () => {
  it('sends chunks at once while under the burst limit, in order', () => {
    const { b, posts } = batcher({ burst: 10 });
    b.write('stdout', bytes('a'));
    b.write('stderr', bytes('b'));
    b.write('stdout', bytes('c'));
    expect(posts).toEqual([[['stdout', 'a']], [['stderr', 'b']], [['stdout', 'c']]]);
  });

  it('keeps a character split across chunks whole', () => {
    const { b, posts } = batcher();
    const euro = bytes('€'); // three bytes
    b.write('stdout', euro.subarray(0, 1));
    b.write('stdout', euro.subarray(1));
    expect(posts.flat().map(([, t]) => t).join('')).toBe('€');
  });

  it('holds chunks back during a burst and merges them by stream', () => {
    const { b, posts, tick } = batcher({ burst: 2, windowMs: 16 });
    for (const t of ['1', '2', '3', '4']) b.write('stdout', bytes(t));
    b.write('stderr', bytes('e'));
    expect(posts).toEqual([[['stdout', '1']], [['stdout', '2']]]);
    tick(16);
    b.write('stdout', bytes('5'));
    expect(posts[2]).toEqual([['stdout', '34'], ['stderr', 'e'], ['stdout', '5']]);
  });

  it('sends a held batch once it reaches maxBytes', () => {
    const { b, posts } = batcher({ burst: 1, maxBytes: 4 });
    b.write('stdout', bytes('ab'));
    b.write('stdout', bytes('cd'));
    expect(posts.length).toBe(1);
    b.write('stdout', bytes('ef'));
    expect(posts).toEqual([[['stdout', 'ab']], [['stdout', 'cdef']]]);
  });

  it('flush sends what was held back', () => {
    const { b, posts } = batcher({ burst: 0 });
    b.write('stderr', bytes('late'));
    expect(posts).toEqual([]);
    b.flush();
    expect(posts).toEqual([[['stderr', 'late']]]);
  });
});
