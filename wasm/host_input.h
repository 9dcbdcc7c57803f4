// host_input.h — standard input on the WebAssembly build: a queue of bytes
// that the JS host fills (vm.writeInput / vm.closeInput, or the module's
// `stdin` option answering Module.garnetWantInput), read by
// native/standard_input.cpp. A program's thread that finds the queue empty
// asks the host once and parks (poll_fds on descriptor 0) until input, the
// end of input or a signal arrives.
#pragma once

#include <cstdint>

#include "native/standard_input.h"

namespace garnet::wasm {

// read_chunk and has_input over the host's queue.
native::InputSource host_input_source();

// Whether the queue has bytes or its end (asking the host for more when not).
bool host_input_ready();

// Waits until the queue changes, a signal comes, or timeout_ns passes
// (negative: no limit).
void wait_for_host_input(int64_t timeout_ns);

// A signal came: waiters for input look again.
void wake_input_waiters();

// A new run reads a new input: empties the queue and standard input's
// buffer. Called before the run's thread starts.
void reset_host_input();

} // namespace garnet::wasm
