// ANSI escape sequences in program output: SGR (colors, bold, dim, italic,
// underline, inverse) becomes styled runs of text; other control sequences
// (cursor movement, OSC titles) are dropped. The style, and a sequence cut in
// two by a chunk boundary, carry over from one feed() to the next.
const SEQUENCE = /\x1b(?:\[([0-9;?]*)([@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])/g;
const UNFINISHED = /\x1b(?:\[[0-9;?]*|\][^\x07\x1b]*(?:\x1b)?)?$/;

function color256(n) {
  if (n < 16) return n;
  if (n >= 232) {
    const v = 8 + (n - 232) * 10;
    return `rgb(${v},${v},${v})`;
  }
  const i = n - 16;
  const level = (c) => (c === 0 ? 0 : 55 + c * 40);
  return `rgb(${level(Math.floor(i / 36))},${level(Math.floor(i / 6) % 6)},${level(i % 6)})`;
}

// Applies SGR parameters to a style; returns the new style.
export function applySgr(style, params) {
  const codes = params === '' ? [0] : params.split(';').map((p) => Number(p) || 0);
  let next = { ...style };
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    if (c === 0) next = {};
    else if (c === 1) next.bold = true;
    else if (c === 2) next.dim = true;
    else if (c === 3) next.italic = true;
    else if (c === 4) next.underline = true;
    else if (c === 7) next.inverse = true;
    else if (c === 22) { delete next.bold; delete next.dim; }
    else if (c === 23) delete next.italic;
    else if (c === 24) delete next.underline;
    else if (c === 27) delete next.inverse;
    else if (c >= 30 && c <= 37) next.fg = c - 30;
    else if (c >= 90 && c <= 97) next.fg = c - 90 + 8;
    else if (c >= 40 && c <= 47) next.bg = c - 40;
    else if (c >= 100 && c <= 107) next.bg = c - 100 + 8;
    else if (c === 39) delete next.fg;
    else if (c === 49) delete next.bg;
    else if (c === 38 || c === 48) {
      const key = c === 38 ? 'fg' : 'bg';
      if (codes[i + 1] === 5 && i + 2 < codes.length) {
        next[key] = color256(codes[i + 2]);
        i += 2;
      } else if (codes[i + 1] === 2 && i + 4 < codes.length) {
        next[key] = `rgb(${codes[i + 2]},${codes[i + 3]},${codes[i + 4]})`;
        i += 4;
      }
    }
  }
  return next;
}

export class AnsiParser {
  constructor() {
    this.style = {};
    this.rest = '';
  }

  // Splits text into runs [{ text, style }] (adjacent runs differ in style).
  feed(chunk) {
    let text = this.rest + chunk;
    const cut = text.match(UNFINISHED);
    this.rest = cut ? cut[0] : '';
    if (cut) text = text.slice(0, cut.index);
    const runs = [];
    const push = (part) => {
      if (!part) return;
      const last = runs[runs.length - 1];
      if (last && last.style === this.style) last.text += part;
      else runs.push({ text: part, style: this.style });
    };
    let at = 0;
    for (const m of text.matchAll(SEQUENCE)) {
      push(text.slice(at, m.index));
      if (m[2] === 'm') this.style = applySgr(this.style, m[1]);
      at = m.index + m[0].length;
    }
    push(text.slice(at));
    return runs;
  }
}

// The CSS classes and inline colors that show a style.
export function styleAttributes(style) {
  const classes = [];
  const css = {};
  for (const flag of ['bold', 'dim', 'italic', 'underline', 'inverse']) if (style[flag]) classes.push(`ansi-${flag}`);
  for (const key of ['fg', 'bg']) {
    const value = style[key];
    if (typeof value === 'number') classes.push(`ansi-${key}-${value}`);
    else if (value) css[key === 'fg' ? 'color' : 'backgroundColor'] = value;
  }
  return { classes, css };
}
