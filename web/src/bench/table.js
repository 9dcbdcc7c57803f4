// The benchmarks table: per scenario the command, the seconds of each series,
// and how many times slower the browser is than native Garnet, on its first
// run and warm.
const seconds = (value) => (value == null ? '—' : value.toFixed(3));

// rows: [{ name, command, values: { key: seconds | null }, note }]; series as in chart.js.
export function renderTable(table, rows, series) {
  const head = document.createElement('tr');
  for (const label of ['Scenario', 'Command', ...series.map((s) => `${s.label}, s`), 'First run ÷ native Garnet',
    'Warm ÷ native Garnet']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = label;
    head.append(th);
  }
  table.querySelector('thead').replaceChildren(head);
  table.querySelector('tbody').replaceChildren(...rows.map((row) => {
    const tr = document.createElement('tr');
    const ratio = (key) => (row.values[key] != null && row.values.garnet ? `${(row.values[key] / row.values.garnet).toFixed(1)}×` : '—');
    const cells = [row.name, row.command, ...series.map((s) => seconds(row.values[s.key])), row.note || ratio('wasmFirst'),
      row.note ? '' : ratio('wasm')];
    cells.forEach((text, i) => {
      const td = document.createElement(i === 0 ? 'th' : 'td');
      if (i === 0) td.scope = 'row';
      if (i >= 2) td.className = 'number';
      td.textContent = text;
      tr.append(td);
    });
    return tr;
  }));
}
