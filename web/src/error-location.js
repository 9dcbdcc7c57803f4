// Finds source locations in Garnet's reports so the output pane can link them
// to the editor: `main.rb:3:in 'foo': message (RuntimeError)`, `from main.rb:5:in ...`,
// `main.rb: main.rb:3: syntax error found (SyntaxError)`, `main.rb:2: warning: ...`.
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// [{ index, length, line, column }] for each `FILE:LINE[:COLUMN]` of `filename`
// in text; column is null when the report gives none.
export function findLocations(text, filename) {
  const pattern = new RegExp(`(?<![\\w./-])${escapeRegExp(filename)}:(\\d+)(?::(\\d+)(?=\\D|$))?`, 'g');
  const found = [];
  for (const m of text.matchAll(pattern)) {
    found.push({ index: m.index, length: m[0].length, line: Number(m[1]), column: m[2] ? Number(m[2]) : null });
  }
  return found;
}
