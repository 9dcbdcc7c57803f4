// The bars and columns of the benchmarks page: this browser's WebAssembly
// run first, then each native engine of the results file.
export function seriesOf(engines) {
  return [
    { key: 'wasm', label: 'Garnet WebAssembly (this browser)', className: 'bar-wasm' },
    ...engines.map((engine) => ({ key: engine, label: `${engine} (native)`, className: `bar-${engine}` })),
  ];
}
