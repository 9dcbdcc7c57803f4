// The output pane: stdout and stderr in the order they were written, stderr
// styled apart, ANSI colors shown, `main.rb:LINE` in stderr turned into
// buttons that move the editor's cursor, scrolled to the end unless the
// reader scrolled up, and bounded in size. Chunks are rendered once per frame.
import { AnsiParser, styleAttributes } from './ansi.js';
import { findLocations } from './error-location.js';

export class OutputPane {
  // element: a <pre>; filename() names the program run; onLocation(line, column).
  constructor(element, { filename = () => 'main.rb', onLocation = () => {}, maxChars = 400_000,
    schedule = (fn) => requestAnimationFrame(fn) } = {}) {
    this.element = element;
    this.filename = filename;
    this.maxChars = maxChars;
    this.schedule = schedule;
    this.queue = [];
    this.scheduled = false;
    element.addEventListener('click', (event) => {
      const button = event.target.closest('button.location');
      if (button) onLocation(Number(button.dataset.line), button.dataset.column ? Number(button.dataset.column) : null);
    });
    this.clear();
  }

  clear() {
    this.element.replaceChildren();
    this.queue = [];
    this.parsers = { stdout: new AnsiParser(), stderr: new AnsiParser() };
    this.held = ''; // the start of a stderr line, kept until the line is complete
    this.lastStream = null;
    this.chars = 0;
  }

  // chunks: [[stream, text], ...] as the worker sends them.
  write(chunks) {
    this.queue.push(...chunks);
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.render());
    }
  }

  // A line of the pane's own (exit status, stop), after the program's output.
  note(text, kind = 'info') {
    this.render();
    this.releaseHeld();
    const line = document.createElement('div');
    line.className = `note note-${kind}`;
    line.textContent = text;
    this.append(line);
  }

  render() {
    this.scheduled = false;
    const stick = this.atBottom();
    for (const [stream, text] of this.queue) this.take(stream, text);
    this.queue = [];
    this.trim();
    if (stick) this.element.scrollTop = this.element.scrollHeight;
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
    for (const { text: part, style } of this.parsers[stream].feed(text)) {
      const span = document.createElement('span');
      const { classes, css } = styleAttributes(style);
      span.className = [stream, ...classes].join(' ');
      Object.assign(span.style, css);
      if (stream === 'stderr') this.linkify(span, part);
      else span.textContent = part;
      this.append(span, part.length);
    }
  }

  linkify(span, text) {
    let at = 0;
    for (const { index, length, line, column } of findLocations(text, this.filename())) {
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

  append(node, chars = 0) {
    node.dataset.chars = chars;
    this.element.append(node);
    this.chars += chars;
  }

  // Drops the oldest output beyond maxChars, leaving a mark where it was.
  trim() {
    if (this.chars <= this.maxChars) return;
    const e = this.element;
    while (this.chars > this.maxChars * 0.8 && e.firstChild) {
      this.chars -= Number(e.firstChild.dataset.chars || 0);
      e.firstChild.remove();
    }
    const mark = document.createElement('div');
    mark.className = 'note note-info';
    mark.textContent = '… earlier output dropped';
    mark.dataset.chars = 0;
    e.prepend(mark);
  }
}
