// The messages between the page and the run worker (src/worker/garnet.worker.js).
// Every message is a plain object with a `type`; runs are numbered by the page
// (`id`) so late messages from an abandoned run can be told apart.
//
// page → worker
//   { type: 'load', moduleUrl, label }                   first message: where garnet.mjs is, the worker's name
//   { type: 'run', id, source, filename, args, stdin }   stdin: text fed to $stdin, then its end;
//                                                         null: the terminal's input (input / endInput)
//   { type: 'input', id, text }                           more standard input, as typed
//   { type: 'endInput', id }                              the end of standard input (Ctrl-D)
//   { type: 'stop', id }                                  interrupt the run (vm.stop())
// worker → page
//   { type: 'ready', capabilities: { stop, input, isolated, cores } }   input: the terminal can type into runs
//   { type: 'output', id, chunks: [[stream, text], ...] } stream: 'stdout' | 'stderr', in order
//   { type: 'inputWanted', id }                           the program waits for typed input
//   { type: 'stats', id, stats }                          see Stats below
//   { type: 'exit', id, exitCode, durationMs }
//   { type: 'failure', id, message }                      the module failed to load or crashed
//
// Stats (the concurrency panel; web/README.md documents each field):
//   { source: 'engine' | 'host', elapsedMs,
//     workers:  [{ id, label }],
//     isolates: [{ id, name, worker, state, threads, fibers, cpuMs }] }
// A field the engine does not report is null. A module with `vm.stats()`
// (returning { workers, isolates }) is polled every STATS_INTERVAL_MS while a
// run lasts; without it the worker sends hostStats() at the start and the end.
export const STATS_INTERVAL_MS = 250;
export const Msg = Object.freeze({
  load: 'load',
  run: 'run',
  input: 'input',
  endInput: 'endInput',
  stop: 'stop',
  ready: 'ready',
  output: 'output',
  inputWanted: 'inputWanted',
  stats: 'stats',
  exit: 'exit',
  failure: 'failure',
});

export const Stream = Object.freeze({ stdout: 'stdout', stderr: 'stderr' });
// What the user typed, echoed into the output pane (never sent by the worker).
export const ECHO = 'stdin';

// What is known about a run when the engine reports no statistics: one
// isolate, on the worker that runs the module; counts and CPU time unknown.
export function hostStats(workerLabel, elapsedMs) {
  return {
    source: 'host',
    elapsedMs,
    workers: [{ id: 0, label: workerLabel }],
    isolates: [{ id: 0, name: 'main', worker: 0, state: 'running', threads: null, fibers: null, cpuMs: null }],
  };
}
