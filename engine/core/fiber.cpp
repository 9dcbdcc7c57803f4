// fiber.cpp — the Ruby API of fibers (the mechanism is sched/fiber.h):
// Fiber.new, #resume, Fiber.yield, #transfer, #raise, #alive?, Fiber.current
// and the primitives of #kill (fiber storage, Fiber[] and Fiber[]=, and
// #kill are Ruby: core/prelude/96_fiber.rb).
#include "core/core.h"
#include "sched/fiber.h"

namespace garnet::core {

using namespace vm;

namespace {

Value fiber_s_new(Context& cx, Value self, int, Value*, Value block) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  return sched::new_fiber(cx, self.as<Class>(), block);
}

Value fiber_alive_p(Context& cx, Value self, int, Value*, Value) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  return Value::boolean(f->status != sched::Fiber::Status::Terminated);
}

Value fiber_killed_p(Context& cx, Value self, int, Value*, Value) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  return Value::boolean(f->killed);
}

Value fiber_s_current(Context& cx, Value, int, Value*, Value) { return sched::current_fiber(cx); }

} // namespace

void init_fiber(World& w) {
  Class* f = w.c.Fiber;
  f->allocator = [](Context& cx, Class*) {
    return raise(cx, cx.world->c.TypeError, "allocator undefined for Fiber");
  };
  define_singleton_method(w, f, "new", fiber_s_new, 0, -1);
  define_singleton_method(w, f, "current", fiber_s_current, 0, 0);
  keeps_block(w, metaclass(w, f), {"new"});
  define_switching(w, metaclass(w, f), "yield", sched::yield, 0, -1);
  define_switching(w, f, "resume", sched::resume, 0, -1);
  define_switching(w, f, "transfer", sched::transfer, 0, -1);
  define_switching(w, f, "raise", sched::raise_in, 0, 3);
  define_switching(w, f, "__kill", sched::kill_fiber, 0, 0);
  define_method(w, f, "__killed?", fiber_killed_p, 0, 0);
  define_method(w, f, "alive?", fiber_alive_p, 0, 0);
}

} // namespace garnet::core
