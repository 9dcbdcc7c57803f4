// The terminal's input line, under the output: while a program runs, what
// the user types goes to its standard input a line at a time (Enter), with
// the input element's own editing, a history (Up/Down), Ctrl-D for the end
// of input (or, after some text, for that text without a newline) and
// Ctrl-C to interrupt the program. Typed text is echoed into the output by
// the caller (onLine / onText).
export class TerminalInput {
  // element: an <input>; handlers: { onText(text), onEnd(), onInterrupt() }.
  constructor(element, { onText = () => {}, onEnd = () => {}, onInterrupt = () => {}, historySize = 100 } = {}) {
    this.element = element;
    this.handlers = { onText, onEnd, onInterrupt };
    this.historySize = historySize;
    this.history = [];
    this.browsing = null; // index into history while Up/Down walk it
    this.draft = '';
    element.addEventListener('keydown', (event) => this.key(event));
    this.setActive(false);
  }

  setActive(active) {
    this.element.disabled = !active;
    if (!active) this.element.value = '';
  }

  focus() {
    this.element.focus();
  }

  key(event) {
    const ctrl = event.ctrlKey && !event.altKey && !event.metaKey;
    const input = this.element;
    if (event.key === 'Enter') {
      event.preventDefault();
      this.send(`${input.value}\n`, input.value);
    } else if (ctrl && event.key === 'd') {
      event.preventDefault();
      if (input.value) this.send(input.value, input.value);
      else this.handlers.onEnd();
    } else if (ctrl && event.key === 'c' && input.selectionStart === input.selectionEnd) {
      event.preventDefault(); // with a selection, Ctrl-C copies it
      input.value = '';
      this.handlers.onInterrupt();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      this.walkHistory(event.key === 'ArrowUp' ? -1 : 1);
    }
  }

  send(text, entry) {
    if (entry.trim() && this.history.at(-1) !== entry) {
      this.history.push(entry);
      if (this.history.length > this.historySize) this.history.shift();
    }
    this.browsing = null;
    this.element.value = '';
    this.handlers.onText(text);
  }

  walkHistory(step) {
    if (!this.history.length) return;
    if (this.browsing === null) {
      if (step > 0) return;
      this.draft = this.element.value;
      this.browsing = this.history.length;
    }
    const next = this.browsing + step;
    if (next < 0) return;
    this.browsing = next >= this.history.length ? null : next;
    this.element.value = this.browsing === null ? this.draft : this.history[this.browsing];
    const end = this.element.value.length;
    this.element.setSelectionRange(end, end);
  }
}
