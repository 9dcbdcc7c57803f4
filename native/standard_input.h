// standard_input.h — the platform's standard-input functions (read_line,
// read_all, read_bytes, read_some, at_eof, stdin_ready) over a buffer that
// a chunk reader tops up: read(2) on descriptor 0 natively, the JS host on
// the WebAssembly build (wasm/host_input.cpp). One buffer a process, shared
// by its isolates under a lock.
#pragma once

#include "platform/platform.h"

namespace garnet::native {

// The source of standard input's bytes.
struct InputSource {
  // Reads what is there (at most max bytes into buf, waiting for at least
  // one): the count, 0 at its end.
  int (*read_chunk)(char* buf, int max) = nullptr;
  // Whether read_chunk would answer without waiting (data or the end).
  bool (*has_input)() = nullptr;
};

// Fills in the standard-input functions of p, reading from source.
void add_standard_input(platform::Platform& p, InputSource source);

// Forgets what was buffered and any end seen (a new run of the WebAssembly
// module reads a new input).
void reset_standard_input();

} // namespace garnet::native
