// fiber.h — fibers: coroutines of VM frames. Each fiber owns a Context (its
// own VM stack); resuming or yielding only changes which context the
// interpreter runs, so a switch costs the same whatever the number of
// fibers. The interpreter never switches by itself: a resume/yield returns
// Dispatch::Switch, the loop returns, and run() (the driver) switches.
//
// Limitation of this slice: a switch is refused while a native method is on
// the stack (a block called from C++); the design's pooled native stacks for
// that case come with the scheduler.
#pragma once

#include <memory>

#include "vm/interp.h"

namespace garnet::sched {

struct Fiber {
  enum class Status { Created, Resumed, Suspended, Terminated };
  std::unique_ptr<vm::Context> own_context; // null for the main context's fiber
  vm::Context* context = nullptr;           // where this fiber's frames live
  vm::Value block;                          // the body (a Proc)
  Status status = Status::Created;
  vm::Context* resumer = nullptr;           // who to return to on yield or end
  bool transferred = false;                 // switched to by transfer (resume/yield refused)
};

// Fiber.new { } — a new fiber object of class klass.
vm::Value new_fiber(vm::Context& cx, vm::Class* klass, vm::Value block);
// The Fiber behind a Fiber object (nullptr if v is not one).
Fiber* fiber_of(vm::Value v);
// Fiber.current for the running context.
vm::Value current_fiber(vm::Context& cx);

// The builtins: they return Switch (or Raised), with the switch recorded in cx.
vm::Dispatch resume(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch yield(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch transfer(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Fiber#raise: resumes the fiber with an exception raised at its Fiber.yield.
vm::Dispatch raise_in(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);

// Runs `start` until its barrier frame returns, switching between fibers as
// they resume and yield. Returns the barrier's value, or undef with the
// exception pending in `start`.
vm::Value run(vm::Context& start, size_t barrier_depth);

} // namespace garnet::sched
