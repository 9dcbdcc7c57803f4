// error_highlight.h — Ruby's error_highlight: which source text a raised
// exception points at, and the snippet its report shows.
//
// When raise() gives an exception its backtrace, the spans of what failed
// are looked up in the compile-time tables of the iseqs involved
// (Iseq::call_spans, Iseq::head) and kept in the exception; nothing is
// recorded while code runs normally.
#pragma once

#include <string>

#include "vm/runtime.h"

namespace garnet::vm {

// Records what the report of exc will point at, as error_highlight does:
// for a NameError the failed call's method name; for a TypeError or an
// ArgumentError the failed call's arguments; for an ArgumentError about
// arity or keywords the caller's call and the callee's definition.
// `located` holds the frames the first two backtrace entries are located at
// (null where the backtrace is shorter).
void record_error_spots(Context& cx, Value exc, const Frame* const located[2]);

// The text error_highlight appends to exc's detailed message: "\n\n", the
// source line and a line of carets; or the caller/callee block of an arity
// error. Empty when nothing was recorded or the source is unavailable.
std::string error_highlight(Context& cx, Value exc);

} // namespace garnet::vm
