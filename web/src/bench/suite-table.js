// The public suite's figures on the benchmarks page: the newest run of
// `make bench-suite` (bench/results/public-suite/, written by
// bench/ruby_bench/run.py), as measured on the benchmark machine: per
// benchmark the mean milliseconds per iteration of each engine and Garnet's
// time relative to CRuby's.
const ENGINES = [['garnet', 'Garnet'], ['ruby', 'CRuby'], ['ruby-yjit', 'CRuby YJIT']];

// [{ name, ms: { engine: milliseconds | null }, ratio: Garnet ÷ CRuby | null }]
export function suiteRows(record) {
  const timing = record?.timing ?? {};
  return Object.keys(timing).sort().map((name) => {
    const ms = Object.fromEntries(ENGINES.map(([engine]) => [engine, timing[name][engine] ?? null]));
    return { name, ms, ratio: ms.garnet != null && ms.ruby ? ms.garnet / ms.ruby : null };
  });
}

// "ruby/ruby-bench 09b76c8, 2026-12-05, AMD EPYC, 2 cores, 5 warm-up + 10 timed iterations"
export function describeSuiteRun(record) {
  const { suite_commit: commit = '', date = '', machine = {}, warmup, bench } = record;
  return [`ruby/ruby-bench ${commit.slice(0, 7)}`, date.slice(0, 10), machine.cpu,
    machine.cores && `${machine.cores} cores`, bench && `${warmup} warm-up + ${bench} timed iterations`]
    .filter(Boolean).join(', ');
}

export function renderSuiteTable(table, record) {
  const head = document.createElement('tr');
  for (const label of ['Benchmark', ...ENGINES.map(([, label]) => `${label}, ms`), 'Garnet ÷ CRuby']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = label;
    head.append(th);
  }
  table.querySelector('thead').replaceChildren(head);
  table.querySelector('tbody').replaceChildren(...suiteRows(record).map((row) => {
    const tr = document.createElement('tr');
    const cells = [row.name, ...ENGINES.map(([engine]) => (row.ms[engine] == null ? '—' : row.ms[engine].toFixed(1))),
      row.ratio == null ? '—' : `${row.ratio.toFixed(2)}×`];
    cells.forEach((text, i) => {
      const td = document.createElement(i === 0 ? 'th' : 'td');
      if (i === 0) td.scope = 'row';
      else td.className = 'number';
      td.textContent = text;
      tr.append(td);
    });
    return tr;
  }));
}
