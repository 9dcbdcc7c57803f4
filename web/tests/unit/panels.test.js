// @vitest-environment happy-dom
// The concurrency panel, durations, and the examples menu's contents.
import { describe, expect, it } from 'vitest';
import { ConcurrencyPanel } from '../../src/concurrency-panel.js';
import { formatDuration } from '../../src/format.js';
import { EXAMPLES, exampleById } from '../../src/examples.js';
import { hostStats } from '../../src/protocol.js';

function panelElement() {
  const element = document.createElement('section');
  element.innerHTML = '<p data-summary></p><span data-elapsed></span><table><tbody></tbody></table><p data-note hidden></p>';
  return element;
}

describe('ConcurrencyPanel', () => {
  it('shows what the host knows and marks the rest as not reported', () => {
    const element = panelElement();
    const panel = new ConcurrencyPanel(element);
    panel.setEnvironment({ stop: false, isolated: true, cores: 2 }, 'Worker 3');
    panel.update(hostStats('Worker 3', 1500));
    expect(element.querySelector('[data-summary]').textContent).toBe(
      'Worker 3 · cross-origin isolated (SharedArrayBuffer available) · 2 cores · Stop ends the worker after 1 s');
    const cells = [...element.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([['main', 'Worker 3', 'running', '—', '—', '—']]);
    expect(element.querySelector('[data-note]').hidden).toBe(false);
    expect(element.querySelector('[data-elapsed]').textContent).toBe('1.50 s');
    panel.finish('finished', 2000);
    expect(element.querySelector('tbody tr').cells[2].textContent).toBe('finished');
    expect(element.querySelector('[data-elapsed]').textContent).toBe('2.00 s');
  });

  it('shows the engine\'s isolates, one row each, on their workers', () => {
    const element = panelElement();
    new ConcurrencyPanel(element).update({
      source: 'engine',
      elapsedMs: 800,
      workers: [{ id: 0, label: 'Worker 1' }, { id: 1, label: 'pthread 1' }],
      isolates: [
        { id: 0, name: 'main', worker: 0, state: 'waiting', threads: 1, fibers: 0, cpuMs: 12 },
        { id: 1, name: 'ractor 1', worker: 1, state: 'running', threads: 3, fibers: 1000, cpuMs: 750 },
      ],
    });
    const cells = [...element.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['main', 'Worker 1', 'waiting', '1', '0', '12 ms'],
      ['ractor 1', 'pthread 1', 'running', '3', '1000', '750 ms'],
    ]);
    expect(element.querySelector('[data-note]').hidden).toBe(true);
  });
});

describe('formatDuration', () => {
  it('picks the unit', () => {
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(null)).toBe('—');
  });
});

describe('examples', () => {
  it('each has a unique id, a title and Ruby source', () => {
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
    for (const example of EXAMPLES) {
      expect(example.title).toBeTruthy();
      expect(example.source).toMatch(/\S/);
      expect(exampleById(example.id)).toBe(example);
    }
    expect(exampleById('nope')).toBeNull();
  });

  it('says "isolates" in the titles of the examples that start Ractors, and only those', () => {
    const marked = EXAMPLES.filter((e) => /isolates/.test(e.title)).map((e) => e.id);
    const usingRactor = EXAMPLES.filter((e) => /Ractor\.new/.test(e.source)).map((e) => e.id);
    expect(marked).toEqual(usingRactor);
    expect(marked.length).toBe(2);
  });
});
