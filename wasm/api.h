// api.h — the run lifecycle seen from the rest of the WebAssembly build
// (runs.cpp): which run is in progress, and how it ends for the JS host.
#pragma once

namespace garnet::wasm {

// Run `id` (non-zero) starts.
void begin_run(int id);
// Run `id` could not start after all.
void cancel_run(int id);

// Hands the current run's exit status to the host (run()'s promise). Only
// the first call of a run counts; later ones (an isolate's exit! racing the
// main isolate's end) are ignored, as are calls outside any run.
void finish_run(int status);

} // namespace garnet::wasm
