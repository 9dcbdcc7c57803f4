// threads_wasm.h — the pthread side of the WebAssembly platform: carrier
// threads for isolates (each a Web Worker), the CPU count, the signal word
// that stop() writes, and sleeps that a signal ends early.
#pragma once

#include <cstddef>

#include "platform/platform.h"

namespace garnet::wasm {

// Fills in cpu_count, start_carrier, take_signal and sleep_ns.
void add_threads(platform::Platform& p);

// Starts a detached pthread (a Web Worker of the module's pool) running
// main(arg) on a C++ stack of stack_bytes: 0, or the errno value.
int start_thread(void (*main)(void*), void* arg, size_t stack_bytes);

// A new run starts with no signal pending.
void reset_signals();

// Whether a signal waits to be taken.
bool signal_pending();

} // namespace garnet::wasm
