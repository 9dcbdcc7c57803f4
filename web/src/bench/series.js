// The bars and columns of the benchmarks page: this browser's WebAssembly
// runs first (the first run in a fresh worker, then the warm median), then
// each engine of the results file, labelled as bench/run.py describes it
// (engine_info) and marked as measured on the benchmark machine. Each series
// has its own colour, from a palette that colour-blind readers can tell
// apart (Okabe and Ito), and every bar carries its series' name.
export const PALETTE = ['#d55e00', '#e69f00', '#0072b2', '#009e73', '#cc79a7', '#56b4e9', '#000000', '#f0e442'];

export function seriesOf(engines, engineInfo = {}) {
  const series = [
    { key: 'wasmFirst', label: 'Garnet WebAssembly, first run (this browser)', short: 'this browser, first run' },
    { key: 'wasm', label: 'Garnet WebAssembly, warm (this browser)', short: 'this browser, warm' },
    ...engines.map((engine) => ({
      key: engine,
      label: `${engineInfo[engine]?.label ?? engine} (benchmark machine)`,
      short: engineInfo[engine]?.label ?? engine,
    })),
  ];
  return series.map((s, i) => ({ ...s, color: PALETTE[i % PALETTE.length] }));
}
