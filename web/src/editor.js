// The code editor: CodeMirror 6 with Ruby highlighting (the legacy Ruby
// mode), line numbers, bracket matching, undo history, Tab inserting two
// spaces (Escape then Tab leaves the editor), Ctrl/Cmd-Enter to run, and a
// mark on the line an error report points at (until the next edit).
import { EditorSelection, EditorState, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration, EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers,
} from '@codemirror/view';
import {
  StreamLanguage, bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting,
} from '@codemirror/language';
import { defaultKeymap, history, historyKeymap, indentLess, indentMore } from '@codemirror/commands';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';

const INDENT = '  ';

const markError = StateEffect.define(); // a line number, or null to clear
const errorLine = Decoration.line({ class: 'cm-errorLine' });
const errorMark = StateField.define({
  create: () => Decoration.none,
  update(marks, transaction) {
    if (transaction.docChanged) return Decoration.none;
    for (const effect of transaction.effects) {
      if (!effect.is(markError)) continue;
      const { doc } = transaction.state;
      marks = effect.value === null || effect.value > doc.lines
        ? Decoration.none : Decoration.set([errorLine.range(doc.line(effect.value).from)]);
    }
    return marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

// Tab: two spaces at the cursor, or indent the selected lines.
function tab(view) {
  if (view.state.selection.ranges.some((r) => !r.empty)) return indentMore(view);
  view.dispatch(view.state.replaceSelection(INDENT), { scrollIntoView: true, userEvent: 'input' });
  return true;
}

export function createEditor(parent, { doc, onChange, onRun, label }) {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        bracketMatching(),
        indentOnInput(),
        indentUnit.of(INDENT),
        errorMark,
        EditorState.tabSize.of(2),
        StreamLanguage.define(ruby),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        keymap.of([
          { key: 'Mod-Enter', run: () => { onRun(); return true; } },
          { key: 'Tab', run: tab, shift: indentLess },
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
        EditorView.contentAttributes.of({ 'aria-label': label }),
      ],
    }),
  });

  return {
    getCode: () => view.state.doc.toString(),
    // Replaces the program as one undoable change.
    setCode(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code }, selection: { anchor: 0 } });
    },
    // Puts the cursor on a line (1-based) and column (1-based, optional).
    goTo(line, column = null) {
      const { doc } = view.state;
      const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
      const offset = column ? Math.min(column - 1, target.length) : 0;
      view.dispatch({ selection: EditorSelection.cursor(target.from + offset), scrollIntoView: true });
      view.focus();
    },
    // Marks the line (1-based) an error points at; null clears the mark.
    markError: (line) => view.dispatch({ effects: markError.of(line) }),
    focus: () => view.focus(),
  };
}
