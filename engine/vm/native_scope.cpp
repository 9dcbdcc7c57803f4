// native_scope.cpp — the Ruby exception a native ends with when C++ reports
// that an allocation failed (vm/native_scope.h: call_native).
#include "vm/native_scope.h"

#include "vm/runtime.h"

namespace garnet::vm {

Value raise_allocation_failure(Context& cx, bool too_big) {
  if (too_big) return raise(cx, cx.world->c.ArgumentError, "argument too big");
  return raise(cx, cx.world->c.NoMemoryError, "failed to allocate memory");
}

} // namespace garnet::vm
