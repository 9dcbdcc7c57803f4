// standard_input.h — the platform's standard-input functions (read_line,
// read_all, read_bytes, read_some, at_eof) over a buffer that a chunk
// reader tops up: read(2) on descriptor 0 natively, the JS host on the
// WebAssembly build (wasm/platform_wasm.cpp). One buffer a process, shared by
// its isolates under a lock.
#pragma once

#include "platform/platform.h"

namespace garnet::native {

// Reads what is there of standard input into buf (at most max bytes,
// waiting for at least one): the count, 0 at its end.
using ReadChunk = int (*)(char* buf, int max);

// Fills in the standard-input functions of p, reading through read_chunk.
void add_standard_input(platform::Platform& p, ReadChunk read_chunk);

} // namespace garnet::native
