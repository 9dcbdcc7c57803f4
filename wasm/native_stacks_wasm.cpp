// native_stacks_wasm.cpp — native stacks for the WebAssembly build, on
// Emscripten fibers: each stack is a C stack in linear memory plus the
// buffer Asyncify unwinds its frames into when it switches away. A switch
// unwinds the running stack down to the worker's event loop and rewinds the
// other one, so only instrumented functions may be on a stack when it
// switches (the list is wasm/asyncify-only.json): a C++ method's native call and
// the driver, never the interpreter loop. Threads therefore start from the
// event loop (threads_wasm.cpp). There are no guard pages in linear memory:
// a nested call that would leave less than 64 KiB of a stack raises
// SystemStackError before the stack can overflow (sched/native_calls.cpp).
#include "wasm/native_stacks_wasm.h"

#include <cstdlib>

#include <emscripten/fiber.h>
#include <emscripten/stack.h>

namespace garnet::platform {

struct NativeStack {
  emscripten_fiber_t fiber;
  char* c_stack = nullptr; // null for a thread's own stack
  char* unwind_buffer = nullptr;
};

} // namespace garnet::platform

namespace garnet::wasm {

using platform::NativeStack;

namespace {

constexpr size_t kStackSize = 1024 * 1024;
constexpr size_t kUnwindBufferSize = 64 * 1024; // the locals of the unwound frames
constexpr size_t kAlignment = 16;

NativeStack* stack_new(void*, void (*entry)(void*), void* arg, size_t bytes) {
  if (!bytes) bytes = kStackSize;
  auto* s = new NativeStack();
  s->c_stack = static_cast<char*>(std::aligned_alloc(kAlignment, bytes));
  s->unwind_buffer = static_cast<char*>(std::malloc(kUnwindBufferSize));
  if (!s->c_stack || !s->unwind_buffer) {
    std::free(s->c_stack);
    std::free(s->unwind_buffer);
    delete s;
    return nullptr;
  }
  emscripten_fiber_init(&s->fiber, entry, arg, s->c_stack, bytes, s->unwind_buffer, kUnwindBufferSize);
  return s;
}

NativeStack* stack_of_thread(void*) {
  auto* s = new NativeStack();
  s->unwind_buffer = static_cast<char*>(std::malloc(kUnwindBufferSize));
  emscripten_fiber_init_from_current_context(&s->fiber, s->unwind_buffer, kUnwindBufferSize);
  return s;
}

void stack_switch(void*, NativeStack* from, NativeStack* to) { emscripten_fiber_swap(&from->fiber, &to->fiber); }

void stack_free(void*, NativeStack* s) {
  std::free(s->c_stack);
  std::free(s->unwind_buffer);
  delete s;
}

const char* stack_limit(void*, NativeStack* s) { return s->c_stack; }

const char* thread_stack_limit(void*) { return reinterpret_cast<const char*>(emscripten_stack_get_end()); }

} // namespace

void add_native_stacks(platform::Platform& p) {
  p.stack_new = stack_new;
  p.stack_of_thread = stack_of_thread;
  p.stack_switch = stack_switch;
  p.stack_free = stack_free;
  p.stack_limit = stack_limit;
  p.thread_stack_limit = thread_stack_limit;
  // V8 runs out of its own stack (a RangeError that would end the run)
  // long before the C stack in linear memory does: after about 5,800
  // levels of Ruby -> C++ -> Ruby recursion (Array#inspect of a user's
  // inspect) in a Node worker, whose stack is 4 MiB. Browsers give workers
  // less; 1,000 levels keep a margin for a 1 MiB stack.
  p.max_nested_calls = 1000;
  p.stack_switch_keeps_interpreter_frames = false;
}

} // namespace garnet::wasm
