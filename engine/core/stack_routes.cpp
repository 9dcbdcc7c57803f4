// stack_routes.cpp — C++ methods that call Ruby code which may wait (a
// user's to_s or inspect, a Hash's default proc) run on a pooled native
// stack when the interpreter calls them from a driver's loop, so that code
// may sleep, lock a contended Mutex, pop a Queue or resume a Fiber as if a
// Ruby method had called it (decision 049, sched/native_calls.h). Here: the
// calls the interpreter itself makes that way, and the test the natives
// that convert their arguments ask before they do anything.
#include "core/core.h"
#include "sched/native_calls.h"

namespace garnet::core {

using namespace vm;

namespace {

// `"#{v}"` for a v whose to_s is Ruby code.
NATIVE(interpolate) { return to_s(cx, self); }

// h[k] for a missing key of a Hash with a default proc.
NATIVE(default_proc_value) { return hash_default_proc_value(cx, self, argv[0]); }

// Whether converting v with to_s or inspect can run only built-in C++ code.
bool converts_natively(Value v) {
  return !v.is_heap() || is_string(v) || is_type(v, Type::Float) || is_type(v, Type::Bignum);
}

} // namespace

bool reroute_conversions(Context& cx, int argc, const Value* argv) {
  if (!sched::may_reroute_core(cx)) return false;
  for (int i = 0; i < argc; i++) {
    if (converts_natively(argv[i])) continue;
    sched::reroute(cx);
    return true;
  }
  return false;
}

void init_stack_routes(World& w) {
  w.stack_routes.interpolate = classless_native(w, "__interpolate", interpolate, 0);
  w.stack_routes.default_proc = classless_native(w, "__default_proc_value", default_proc_value, 1);
}

} // namespace garnet::core
