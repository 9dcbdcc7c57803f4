// api.h — the run lifecycle seen from the rest of the WebAssembly build:
// how a run ends for the JS host.
#pragma once

namespace garnet::wasm {

// Hands the current run's exit status to the host (run()'s promise). Only
// the first call of a run counts; later ones (an isolate's exit! racing the
// main isolate's end) are ignored.
void finish_run(int status);

} // namespace garnet::wasm
