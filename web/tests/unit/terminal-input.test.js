// @vitest-environment happy-dom
// The terminal's input line: Enter sends a line, Ctrl-D the end of input
// (or the text typed so far), Ctrl-C interrupts unless text is selected,
// Up/Down walk the history and come back to the draft.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TerminalInput } from '../../src/terminal-input.js';

let element;
let handlers;
let terminal;

beforeEach(() => {
  document.body.innerHTML = '<input id="line">';
  element = document.getElementById('line');
  handlers = { onText: vi.fn(), onEnd: vi.fn(), onInterrupt: vi.fn() };
  terminal = new TerminalInput(element, handlers);
  terminal.setActive(true);
});

function type(text) {
  element.value = text;
  element.setSelectionRange(text.length, text.length);
}

function press(key, options = {}) {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, ...options });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('TerminalInput', () => {
  it('is disabled and empty until a run can take input', () => {
    type('left over');
    terminal.setActive(false);
    expect(element.disabled).toBe(true);
    expect(element.value).toBe('');
  });

  it('sends a line with its newline on Enter and clears the field', () => {
    type('Ada');
    expect(press('Enter')).toBe(true);
    expect(handlers.onText).toHaveBeenCalledWith('Ada\n');
    expect(element.value).toBe('');
    press('Enter');
    expect(handlers.onText).toHaveBeenLastCalledWith('\n');
  });

  it('ends the input on Ctrl-D, or sends the text typed so far without a newline', () => {
    type('partial');
    press('d', { ctrlKey: true });
    expect(handlers.onText).toHaveBeenCalledWith('partial');
    expect(handlers.onEnd).not.toHaveBeenCalled();
    press('d', { ctrlKey: true });
    expect(handlers.onEnd).toHaveBeenCalledTimes(1);
  });

  it('interrupts on Ctrl-C, but leaves Ctrl-C with a selection to copy it', () => {
    type('some text');
    element.setSelectionRange(0, 4);
    expect(press('c', { ctrlKey: true })).toBe(false);
    expect(handlers.onInterrupt).not.toHaveBeenCalled();
    element.setSelectionRange(9, 9);
    expect(press('c', { ctrlKey: true })).toBe(true);
    expect(handlers.onInterrupt).toHaveBeenCalledTimes(1);
    expect(element.value).toBe('');
  });

  it('walks the history with Up and Down, back to the draft', () => {
    for (const line of ['one', 'two', 'two', '  ']) {
      type(line);
      press('Enter');
    }
    type('draft');
    press('ArrowUp');
    expect(element.value).toBe('two');
    press('ArrowUp');
    expect(element.value).toBe('one');
    press('ArrowUp');
    expect(element.value).toBe('one');
    press('ArrowDown');
    expect(element.value).toBe('two');
    press('ArrowDown');
    expect(element.value).toBe('draft');
  });
});
