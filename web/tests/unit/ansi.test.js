// ANSI rendering: SGR runs, dropped control sequences, chunk boundaries.
import { describe, expect, it } from 'vitest';
import { AnsiParser, applySgr, styleAttributes } from '../../src/ansi.js';

const plain = (runs) => runs.map((r) => r.text).join('');

describe('AnsiParser', () => {
  it('splits colored text into styled runs', () => {
    const runs = new AnsiParser().feed('\x1b[31mred\x1b[0m plain \x1b[1;32mbold green\x1b[0m');
    expect(runs).toEqual([
      { text: 'red', style: { fg: 1 } },
      { text: ' plain ', style: {} },
      { text: 'bold green', style: { bold: true, fg: 2 } },
    ]);
  });

  it('drops cursor and title sequences but keeps the text', () => {
    const runs = new AnsiParser().feed('a\x1b[2Jb\x1b[10;5Hc\x1b]0;title\x07d\x1b[?25le');
    expect(plain(runs)).toBe('abcde');
    expect(runs.length).toBe(1);
  });

  it('carries a sequence cut by a chunk boundary and the style across feeds', () => {
    const p = new AnsiParser();
    expect(plain(p.feed('x\x1b['))).toBe('x');
    expect(p.feed('3')).toEqual([]);
    const runs = p.feed('4mblue');
    expect(runs).toEqual([{ text: 'blue', style: { fg: 4 } }]);
    expect(p.feed(' still')).toEqual([{ text: ' still', style: { fg: 4 } }]);
  });
});

describe('applySgr', () => {
  it('handles bright, 256-color and true-color codes and resets', () => {
    expect(applySgr({}, '91;104')).toEqual({ fg: 9, bg: 12 });
    expect(applySgr({}, '38;5;196')).toEqual({ fg: 'rgb(255,0,0)' });
    expect(applySgr({}, '38;5;244')).toEqual({ fg: 'rgb(128,128,128)' });
    expect(applySgr({}, '48;2;1;2;3')).toEqual({ bg: 'rgb(1,2,3)' });
    expect(applySgr({ bold: true, fg: 1 }, '22;39')).toEqual({});
    expect(applySgr({ bold: true }, '')).toEqual({});
  });
});

describe('styleAttributes', () => {
  it('maps palette colors to classes and other colors to inline CSS', () => {
    expect(styleAttributes({ bold: true, fg: 1, bg: 'rgb(1,2,3)' })).toEqual({
      classes: ['ansi-bold', 'ansi-fg-1'],
      css: { backgroundColor: 'rgb(1,2,3)' },
    });
  });
});
