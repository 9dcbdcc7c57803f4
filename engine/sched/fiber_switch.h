// fiber_switch.h — fibers: coroutines of VM frames. Each fiber owns a Context
// (its own VM stack); resuming or yielding only changes which context the
// interpreter runs, so a switch costs the same whatever the number of fibers. A
// resume/yield returns Dispatch::Switch; the driver's loop makes the switch
// itself (vm::DriverLoop), other loops return to the driver.
#pragma once

#include <optional>

#include "vm/interp.h"

namespace garnet::sched {

struct Fiber {
  // Uninitialized: a copy (dup, clone), which no method accepts.
  enum class Status { Uninitialized, Created, Resumed, Suspended, Terminated };
  std::optional<vm::Context> own_context;   // in the same allocation; none for a root fiber
  vm::Context* context = nullptr;           // where this fiber's frames live
  vm::Value block;                          // the body (a Proc)
  Status status = Status::Created;
  vm::Context* resumer = nullptr;           // who to return to on yield or end
  bool transferred = false;                 // switched to by transfer (resume/yield refused)
  bool killed = false;                      // Fiber#kill was called (a second call answers false)
  bool blocking = false;                    // Fiber.new(blocking: true), or a root fiber
};

// Fiber.new { } — a new fiber object of class klass.
vm::Value new_fiber(vm::Context& cx, vm::Class* klass, vm::Value block);
// The Fiber behind a Fiber object (nullptr if v is not one).
Fiber* fiber_of(vm::Value v);
// The Fiber object of a context that has none yet (the root fiber of the
// main program or of a thread), made on first request.
vm::Value make_root_fiber(vm::Context& cx);
// Fiber.current for the running context.
inline vm::Value current_fiber(vm::Context& cx) { return cx.fiber.is_nil() ? make_root_fiber(cx) : cx.fiber; }

// The builtins: they return Switch (or Raised), with the switch recorded in cx.
vm::Dispatch resume(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch yield(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch transfer(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Fiber#raise: resumes the fiber with an exception raised at its Fiber.yield.
vm::Dispatch raise_in(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Fiber#kill's work (the prelude's Fiber#kill answers self or false): ends
// the fiber as if its body returned nil there, so its ensure clauses run and
// rescue does not see it. A fiber not started just ends; a suspended one is
// resumed to end; the current one ends from here; a thread's root fiber
// ends its thread (Thread#kill).
vm::Dispatch kill_fiber(vm::Context& cx, vm::Value fiber, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Raises FiberError "uninitialized fiber" (true) for a copy of a fiber.
bool refuse_uninitialized(vm::Context& cx, const Fiber* f);

// Hands `value` to a context that waits in a resume or yield call (undef:
// nothing to hand).
inline void wake(vm::Context& cx, vm::Value value) {
  if (!value.is_undef() && !cx.frames.empty()) cx.frames.back().regs[cx.wake_reg] = value;
}

// Completes a switch from `from` (its switch_to is `to`): makes `to` the
// isolate's current context and returns the value `from` recorded for it,
// which the caller delivers (wake) once it has `to`'s top frame at hand.
inline vm::Value hand_over(vm::Context& from, vm::Context& to) {
  vm::Value handed = from.switch_value;
  from.switch_to = nullptr;
  from.switch_value = vm::Value::nil();
  from.iso->current = &to;
  return handed;
}

// Runs `start` until its barrier frame returns, switching between fibers as
// they resume and yield. Returns the barrier's value, or undef with the
// exception pending in `start`.
vm::Value run(vm::Context& start, size_t barrier_depth);

} // namespace garnet::sched
