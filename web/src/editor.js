// The code editor: CodeMirror 6 with Ruby highlighting (the legacy Ruby
// mode), line numbers, bracket matching, undo history, Tab inserting two
// spaces (Escape then Tab leaves the editor), and Ctrl/Cmd-Enter to run.
import { EditorSelection, EditorState } from '@codemirror/state';
import {
  EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers,
} from '@codemirror/view';
import {
  StreamLanguage, bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting,
} from '@codemirror/language';
import { defaultKeymap, history, historyKeymap, indentLess, indentMore } from '@codemirror/commands';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';

const INDENT = '  ';

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
    focus: () => view.focus(),
  };
}
