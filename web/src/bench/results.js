// The native benchmark results (bench/results/*.json, written by bench/run.py)
// as the benchmarks page uses them: per scenario, the script and arguments it
// was measured with and the median seconds of each engine.
export const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// [{ name, script, args, native: { engine: seconds } }] for the scenarios
// whose script is in `sources` (file name → Ruby source).
export function scenariosOf(results, sources) {
  if (!results?.scenarios) return [];
  return Object.entries(results.scenarios)
    .map(([name, { command, median: native }]) => {
      const [script, ...args] = command.trim().split(/\s+/);
      return { name, script, args, native: native ?? {}, source: sources[script] };
    })
    .filter((s) => s.source !== undefined);
}

// "AMD EPYC, 2 cores, 5 runs, 2026-11-30" for the page's caption.
export function describeMachine(results) {
  const { machine = {}, date = '', runs } = results;
  return [machine.cpu, machine.cores && `${machine.cores} cores`, runs && `median of ${runs} runs`, date.slice(0, 10)]
    .filter(Boolean).join(', ');
}
