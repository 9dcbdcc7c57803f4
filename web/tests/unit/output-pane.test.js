// @vitest-environment happy-dom
// The output pane's DOM: order, stderr styling, ANSI, error links, bounds.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OutputPane } from '../../src/output-pane.js';

let element;
let onLocation;
let pane;
beforeEach(() => {
  element = document.createElement('pre');
  document.body.replaceChildren(element);
  onLocation = vi.fn();
  pane = new OutputPane(element, { onLocation, schedule: (fn) => fn() });
});

const spans = () => [...element.querySelectorAll('span')].map((s) => [s.className, s.textContent]);

describe('OutputPane', () => {
  it('interleaves stdout and stderr in order, stderr marked', () => {
    pane.write([['stdout', 'one\n'], ['stderr', 'warn\n'], ['stdout', 'two\n']]);
    expect(spans()).toEqual([['stdout', 'one\n'], ['stderr', 'warn\n'], ['stdout', 'two\n']]);
    expect(element.textContent).toBe('one\nwarn\ntwo\n');
  });

  it('shows typed input where it was typed, styled as input', () => {
    pane.write([['stdout', 'name? ']]);
    pane.echo('Ada\n');
    pane.write([['stdout', 'Hello, Ada\n']]);
    expect(spans()).toEqual([['stdout', 'name? '], ['stdin', 'Ada\n'], ['stdout', 'Hello, Ada\n']]);
  });

  it('renders ANSI colors as classes', () => {
    pane.write([['stdout', 'a\x1b[1;31mred\x1b[0mb']]);
    expect(spans()).toEqual([['stdout', 'a'], ['stdout ansi-bold ansi-fg-1', 'red'], ['stdout', 'b']]);
  });

  it('links locations in error reports and moves to them on click', () => {
    pane.write([['stderr', "main.rb:2:in 'Object#foo': boom (RuntimeError)\n\tfrom main.rb:4:in '<main>'\n"]]);
    const buttons = [...element.querySelectorAll('button.location')];
    expect(buttons.map((b) => b.textContent)).toEqual(['main.rb:2', 'main.rb:4']);
    expect(element.textContent).toBe("main.rb:2:in 'Object#foo': boom (RuntimeError)\n\tfrom main.rb:4:in '<main>'\n");
    buttons[1].click();
    expect(onLocation).toHaveBeenCalledWith(4, null);
    expect(pane.firstLocation).toEqual({ line: 2, column: null });
  });

  it('keeps a stderr line whole across chunks so its location is still found', () => {
    pane.write([['stderr', 'main.rb:']]);
    expect(element.textContent).toBe('');
    pane.write([['stderr', '3: syntax error\n']]);
    expect(element.querySelector('button.location').dataset.line).toBe('3');
  });

  it('shows a held stderr fragment before later stdout, and before a note', () => {
    pane.write([['stderr', 'E'], ['stdout', 'O']]);
    expect(element.textContent).toBe('EO');
    pane.write([['stderr', 'tail']]);
    pane.note('exit 1', 'error');
    expect(element.textContent).toBe('EOtailexit 1');
    expect(element.lastChild.className).toBe('note note-error');
  });

  it('batches rendering until the scheduled frame', () => {
    const frames = [];
    pane = new OutputPane(element, { schedule: (fn) => frames.push(fn) });
    pane.write([['stdout', 'a']]);
    pane.write([['stdout', 'b']]);
    expect(frames.length).toBe(1);
    expect(element.textContent).toBe('');
    frames[0]();
    expect(element.textContent).toBe('ab');
  });

  it('drops the oldest output beyond its bound', () => {
    pane = new OutputPane(element, { maxChars: 100, schedule: (fn) => fn() });
    for (let i = 0; i < 30; i++) pane.write([['stdout', `line ${String(i).padStart(2, '0')}\n`]]);
    expect(element.textContent.length).toBeLessThanOrEqual(100 + 30);
    expect(element.firstChild.textContent).toMatch(/earlier output dropped/);
    expect(element.textContent).toMatch(/line 29\n$/);
  });

  it('clear empties the pane', () => {
    pane.write([['stdout', 'x']]);
    pane.clear();
    expect(element.textContent).toBe('');
  });
});

describe('OutputPane under a flood', () => {
  it('renders only the end of a frame whose output alone exceeds the bound', () => {
    const frames = [];
    pane = new OutputPane(element, { maxChars: 50, schedule: (fn) => frames.push(fn) });
    pane.write([['stdout', 'old\n']]);
    frames.shift()();
    for (let i = 0; i < 100; i++) pane.write([['stdout', `${i}\n`]]);
    frames.shift()();
    expect(element.firstChild.textContent).toMatch(/earlier output dropped/);
    expect(element.textContent).not.toMatch(/old/);
    expect(element.textContent).toMatch(/\n99\n$/);
    const shown = [...element.querySelectorAll('span')].map((s) => s.textContent).join('');
    expect(shown.length).toBe(50);
  });

  it('spreads a large backlog over several frames', () => {
    const frames = [];
    pane = new OutputPane(element, { frameChars: 10, schedule: (fn) => frames.push(fn) });
    pane.write([['stdout', 'abcdefghij'.repeat(2) + 'xyz']]);
    frames.shift()();
    expect(element.textContent).toBe('abcdefghij');
    frames.shift()();
    frames.shift()();
    expect(element.textContent).toBe('abcdefghijabcdefghijxyz');
    expect(frames.length).toBe(0);
  });
});
