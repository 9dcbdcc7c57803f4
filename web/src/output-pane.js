// The output pane: stdout and stderr in the order they were written, stderr
// and the echo of typed input styled apart, ANSI colors shown, `main.rb:LINE` in stderr turned into
// buttons that move the editor's cursor, scrolled to the end unless the
// reader scrolled up, and bounded in size. Chunks are rendered at animation
// frames, a bounded amount per frame.
import { AnsiParser, styleAttributes } from './ansi.js';
import { findLocations } from './error-location.js';
import { ECHO } from './protocol.js';

// Output is kept in blocks of lines so the browser lays out only the blocks
// that change or are visible (CSS content-visibility), however long it gets.
const LINES_PER_BLOCK = 100;

export class OutputPane {
  // element: a <pre>; filename() names the program run; onLocation(line, column).
  constructor(element, { filename = () => 'main.rb', onLocation = () => {}, maxChars = 200_000,
    frameChars = 16_384, schedule = (fn) => requestAnimationFrame(fn) } = {}) {
    this.element = element;
    this.filename = filename;
    this.maxChars = maxChars;
    this.frameChars = frameChars;
    this.schedule = schedule;
    this.scheduled = false;
    element.addEventListener('click', (event) => {
      const button = event.target.closest('button.location');
      if (button) onLocation(Number(button.dataset.line), button.dataset.column ? Number(button.dataset.column) : null);
    });
    this.clear();
  }

  clear() {
    this.element.replaceChildren();
    this.block = null; // the open <div> of lines new output goes to
    this.queue = []; // [[stream, text]] not rendered yet
    this.queued = 0; // their characters
    this.overflowed = false; // more than maxChars arrived since the last frame
    this.parsers = { stdout: new AnsiParser(), stderr: new AnsiParser(), [ECHO]: new AnsiParser() };
    this.held = ''; // the start of a stderr line, kept until the line is complete
    this.lastStream = null;
    this.chars = 0;
    this.firstLocation = null; // { line, column } of the first location linked
  }

  // chunks: [[stream, text], ...] as the worker sends them.
  write(chunks) {
    for (const [stream, text] of chunks) {
      const last = this.queue[this.queue.length - 1];
      if (last?.[0] === stream) last[1] += text;
      else this.queue.push([stream, text]);
      this.queued += text.length;
    }
    if (this.queued > this.maxChars) {
      this.dropQueued(this.maxChars); // bounded even when no frame comes (a hidden tab)
      this.overflowed = true;
    }
    this.requestFrame();
  }

  requestFrame() {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      this.render(this.frameChars);
      if (this.queue.length) this.requestFrame();
    });
  }

  // What the user typed into the terminal, shown where it was typed.
  echo(text) {
    this.write([[ECHO, text]]);
  }

  // A line of the pane's own (exit status, stop), after the program's output.
  note(text, kind = 'info') {
    this.render(Infinity);
    this.releaseHeld();
    const line = document.createElement('div');
    line.className = `note note-${kind}`;
    line.textContent = text;
    this.append(line);
  }

  // Renders up to `budget` characters of the queue; the rest waits for the
  // next frame, so a flood of output never makes one frame long.
  render(budget) {
    const stick = this.atBottom();
    if (this.overflowed) this.showTail(budget);
    while (this.queue.length && budget > 0) {
      const [stream, text] = this.queue[0];
      const part = text.length > budget ? text.slice(0, budget) : text;
      if (part === text) this.queue.shift();
      else this.queue[0] = [stream, text.slice(budget)];
      this.queued -= part.length;
      budget -= part.length;
      this.take(stream, part);
    }
    this.trim();
    if (stick) this.element.scrollTop = this.element.scrollHeight;
  }

  // A flood of output (more than maxChars waiting): what is shown and most of
  // what waits is dropped; the newest `budget` characters are shown.
  showTail(budget) {
    this.overflowed = false;
    this.dropQueued(budget);
    this.element.replaceChildren();
    this.block = null;
    this.chars = 0;
    this.markDropped();
  }

  // Keeps only the newest `keep` characters of the queue.
  dropQueued(keep) {
    if (this.queued <= keep) return;
    let total = 0;
    let first = this.queue.length;
    while (total < keep) total += this.queue[--first][1].length;
    const [stream, text] = this.queue[first];
    this.queue = [[stream, text.slice(total - keep)], ...this.queue.slice(first + 1)];
    this.queued = keep;
  }

  atBottom() {
    const e = this.element;
    return e.scrollHeight - e.scrollTop - e.clientHeight < 8;
  }

  take(stream, text) {
    if (stream !== this.lastStream) this.releaseHeld();
    this.lastStream = stream;
    if (stream !== 'stderr') {
      this.show(stream, text);
      return;
    }
    const all = this.held + text;
    const end = all.lastIndexOf('\n') + 1;
    this.held = all.slice(end);
    this.show(stream, all.slice(0, end));
  }

  releaseHeld() {
    const held = this.held;
    this.held = '';
    if (held) this.show('stderr', held);
  }

  show(stream, text) {
    if (!text) return;
    for (const { text: run, style } of this.parsers[stream].feed(text)) {
      const { classes, css } = styleAttributes(style);
      const key = [stream, ...classes, css.color, css.backgroundColor].join('|');
      // Whole lines go to the open block; it closes after LINES_PER_BLOCK lines.
      for (const part of run.match(/[^\n]*\n|[^\n]+/g)) {
        const block = this.openBlock();
        const span = block.lastChild?.dataset.key === key ? block.lastChild : this.newSpan(block, stream, classes, css, key);
        if (stream === 'stderr') this.linkify(span, part);
        else span.append(part);
        this.count(part);
      }
    }
  }

  newSpan(block, stream, classes, css, key) {
    const span = document.createElement('span');
    span.className = [stream, ...classes].join(' ');
    span.dataset.key = key;
    Object.assign(span.style, css);
    block.append(span);
    return span;
  }

  openBlock() {
    if (!this.block) {
      this.block = document.createElement('div');
      this.block.className = 'block';
      this.block.dataset.chars = 0;
      this.blockLines = 0;
      this.element.append(this.block);
    }
    return this.block;
  }

  count(part) {
    this.block.dataset.chars = Number(this.block.dataset.chars) + part.length;
    this.chars += part.length;
    if (part.endsWith('\n') && ++this.blockLines >= LINES_PER_BLOCK) this.block = null;
  }

  linkify(span, text) {
    let at = 0;
    for (const { index, length, line, column } of findLocations(text, this.filename())) {
      this.firstLocation ??= { line, column };
      span.append(text.slice(at, index));
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'location';
      button.dataset.line = line;
      if (column !== null) button.dataset.column = column;
      button.title = `Go to line ${line}`;
      button.textContent = text.substr(index, length);
      span.append(button);
      at = index + length;
    }
    span.append(text.slice(at));
  }

  append(node) {
    const stick = this.atBottom();
    node.dataset.chars = 0;
    this.element.append(node);
    this.block = null;
    if (stick) this.element.scrollTop = this.element.scrollHeight;
  }

  // Drops the oldest output beyond maxChars, leaving a mark where it was.
  trim() {
    if (this.chars <= this.maxChars) return;
    const e = this.element;
    while (this.chars > this.maxChars * 0.8 && e.firstChild) {
      this.chars -= Number(e.firstChild.dataset.chars || 0);
      if (e.firstChild === this.block) this.block = null;
      e.firstChild.remove();
    }
    this.markDropped();
  }

  markDropped() {
    const mark = document.createElement('div');
    mark.className = 'note note-info';
    mark.textContent = '… earlier output dropped';
    mark.dataset.chars = 0;
    this.element.prepend(mark);
  }
}
