// native_scope.cpp — the Ruby exception a native ends with when C++ reports
// that an allocation failed (vm/native_scope.h: call_native), or when a
// buffer it was asked for cannot be allocated.
#include "vm/native_scope.h"

#include <cstdint>

#include "gc/allocation.h"
#include "vm/runtime.h"

namespace garnet::vm {

Value raise_allocation_failure(Context& cx, bool too_big) {
  if (too_big) return raise(cx, cx.world->c.ArgumentError, "argument too big");
  return raise(cx, cx.world->c.NoMemoryError, "failed to allocate memory");
}

bool ensure_allocatable(Context& cx, uint64_t bytes) {
#if defined(__cpp_exceptions)
  // The allocation itself reports failure (call_native): no trial needed.
  if (bytes <= SIZE_MAX / 2) return true;
#else
  constexpr uint64_t kSmall = 1u << 20; // smaller requests are the reserve's (gc/allocation.cpp)
  if (bytes < kSmall || (bytes <= SIZE_MAX / 2 && gc::can_allocate(size_t(bytes)))) return true;
#endif
  raise_allocation_failure(cx, false);
  return false;
}

} // namespace garnet::vm
