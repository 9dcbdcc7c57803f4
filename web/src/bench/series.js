// The bars and columns of the benchmarks page: this browser's WebAssembly
// run first, then each engine of the results file, labelled as bench/run.py
// describes it (engine_info) and marked as measured on the benchmark machine.
export function seriesOf(engines, engineInfo = {}) {
  return [
    { key: 'wasm', label: 'Garnet WebAssembly (this browser)', className: 'bar-wasm' },
    ...engines.map((engine) => ({
      key: engine,
      label: `${engineInfo[engine]?.label ?? engine} (benchmark machine)`,
      className: `bar-${engine}`,
    })),
  ];
}
