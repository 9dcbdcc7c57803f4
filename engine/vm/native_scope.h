// native_scope.h — what keeps the values of C++ frames alive when Ruby code
// they call collects garbage.
//
// A C++ method (a native) holds objects in C++ variables the collector
// cannot see. Collection may still run inside Ruby code that a native calls
// (a default proc, a user's <=> or to_s, the top level of a required file),
// because every object a native can hold without another root is recorded
// in its context's arena (Context::arena), a precise root:
//  - what it allocates: while C++ code runs, the heap appends each new
//    object to the running context's arena (gc::Heap::arena);
//  - what Ruby code returns to it (call(), call_proc(): keep());
//  - its keywords Hash, built for the call (call_native).
// NativeScope brackets each call of a native (call_native): on return the
// arena drops back to where it was. RubyScope brackets each entry from C++ into the
// interpreter loop: Ruby code's own allocations are not recorded.
// What a native reads out of other objects stays alive through them; a
// native that keeps such values while Ruby code may drop them from their
// container (a snapshot of an Array's items) keeps them itself.
#pragma once

#include <new>
#include <stdexcept>

#include "vm/isolate.h"

namespace garnet::vm {

class NativeScope {
 public:
  NativeScope(Context& cx, const MethodEntry* me, bool kwargs)
      : cx_(cx), method_(cx.current_native), kwargs_(cx.native_kwargs), mark_(cx.arena.size()),
        arena_(cx.iso->heap.arena()) {
    cx.current_native = me;
    cx.native_kwargs = kwargs;
    cx.iso->heap.set_arena(&cx.arena);
  }
  ~NativeScope() {
    cx_.current_native = method_;
    cx_.native_kwargs = kwargs_;
    cx_.arena.resize(mark_);
    cx_.iso->heap.set_arena(arena_);
  }
  NativeScope(const NativeScope&) = delete;
  NativeScope& operator=(const NativeScope&) = delete;

 private:
  Context& cx_;
  const MethodEntry* method_;
  bool kwargs_;
  size_t mark_;
  std::vector<Obj*>* arena_;
};

class RubyScope {
 public:
  explicit RubyScope(Context& cx) : heap_(cx.iso->heap), arena_(heap_.arena()) { heap_.set_arena(nullptr); }
  ~RubyScope() { heap_.set_arena(arena_); }
  RubyScope(const RubyScope&) = delete;
  RubyScope& operator=(const RubyScope&) = delete;

 private:
  gc::Heap& heap_;
  std::vector<Obj*>* arena_;
};

// Keeps v alive until the running native returns (nothing while Ruby code runs).
inline void keep(Context& cx, Value v) {
  if (std::vector<Obj*>* arena = cx.iso->heap.arena(); arena && v.is_heap()) arena->push_back(v.as_obj());
}

// NoMemoryError (an allocation the system refused) or ArgumentError (a size
// past what a C++ container can hold), for a C++ exception out of a native.
Value raise_allocation_failure(Context& cx, bool too_big);

// Whether a buffer of `bytes`, sized by a program's arguments, can be
// allocated; if not, raises NoMemoryError. Where C++ has no exceptions
// (WebAssembly) a failed large allocation could only abort the process, so
// the natives that size a buffer by their arguments ask first.
bool ensure_allocatable(Context& cx, uint64_t bytes);

// Calls a native in its scope. Where C++ has exceptions, an allocation that
// fails in it (gc/allocation.cpp throws for large ones) ends the method
// with a Ruby exception instead of the process.
inline Value call_native(Context& cx, const MethodEntry* me, Value self, int argc, Value* argv, Value block,
                         bool kwargs) {
  NativeScope scope(cx, me, kwargs);
  if (kwargs) keep(cx, argv[argc - 1]); // the keywords Hash, built for the call
#if defined(__cpp_exceptions)
  try {
    return me->native(cx, self, argc, argv, block);
  } catch (const std::bad_alloc&) {
    return raise_allocation_failure(cx, false);
  } catch (const std::length_error&) {
    return raise_allocation_failure(cx, true);
  }
#else
  return me->native(cx, self, argc, argv, block);
#endif
}

// Calls a leaf native (MethodEntry::leaf): it raises nothing and calls no
// Ruby code, so it needs no scope; only running out of memory is caught.
inline Value call_leaf_native(Context& cx, const MethodEntry* me, Value self, int argc, Value* argv) {
#if defined(__cpp_exceptions)
  try {
    return me->native(cx, self, argc, argv, Value::nil());
  } catch (const std::bad_alloc&) {
    return raise_allocation_failure(cx, false);
  }
#else
  return me->native(cx, self, argc, argv, Value::nil());
#endif
}

} // namespace garnet::vm
