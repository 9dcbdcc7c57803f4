// fiber.cpp — the Ruby API of fibers (the mechanism is sched/fiber_switch.h):
// Fiber.new, #resume, Fiber.yield, #transfer, #raise, #alive?, Fiber.current,
// #blocking?, Fiber.blocking?, #inspect and the primitives of #kill and
// #backtrace (fiber storage, Fiber[] and Fiber[]=, #kill and #backtrace are
// Ruby: core/prelude/96_fiber.rb).
#include <cinttypes>

#include "core/core.h"
#include "sched/fiber_switch.h"

namespace garnet::core {

using namespace vm;

namespace {

using Status = sched::Fiber::Status;

// The prelude's Fiber.new calls this with its blocking: keyword.
NATIVE(fiber_s_new) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  Value fiber = sched::new_fiber(cx, self.as<Class>(), block);
  sched::fiber_of(fiber)->blocking = argc > 0 && argv[0].truthy();
  return fiber;
}

NATIVE(fiber_alive_p) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  return Value::boolean(f->status != sched::Fiber::Status::Terminated);
}

NATIVE(fiber_killed_p) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  return Value::boolean(f->killed);
}

NATIVE(fiber_blocking_p) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  return Value::boolean(f->blocking);
}

// The prelude's Fiber.blocking { }: sets the flag, answers its old value.
NATIVE(fiber_set_blocking) {
  sched::Fiber* f = sched::fiber_of(self);
  bool was = f->blocking;
  f->blocking = argv[0].truthy();
  return Value::boolean(was);
}

NATIVE(fiber_s_current) { return sched::current_fiber(cx); }

// Fiber.blocking?: 1 when the current fiber is blocking, else false (CRuby
// answers how deep in blocking regions it is; Garnet only whether it is).
NATIVE(fiber_s_blocking_p) {
  return sched::fiber_of(sched::current_fiber(cx))->blocking ? Value::fixnum(1) : Value::boolean(false);
}

const char* status_name(Status status) {
  switch (status) {
  case Status::Created: return "created";
  case Status::Resumed: return "resumed";
  case Status::Suspended: return "suspended";
  default: return "terminated";
  }
}

// #<Fiber:0x... file:line (status)>; the root fiber has no location.
NATIVE(fiber_inspect) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  char buf[48];
  snprintf(buf, sizeof buf, "#<Fiber:0x%016" PRIx64, uint64_t(self.bits()));
  std::string out = buf;
  const Iseq* body = is_proc(f->block) ? f->block.as<Proc>()->iseq : nullptr;
  if (body) out += " " + *body->file + ":" + std::to_string(body->first_line);
  return new_string(cx, out + " (" + status_name(f->status) + ")>");
}

// The call a fiber that is not running waits in.
const char* waiting_in(const sched::Fiber& f) {
  if (f.status == Status::Resumed) return "Fiber#resume"; // it resumed another
  return f.transferred ? "Fiber#transfer" : "Fiber.yield";
}

// The whole backtrace of a fiber: from the call of Fiber#backtrace for the
// current one, from the switch it waits in for another; empty when it has
// no frames (not started, or ended).
NATIVE(fiber_backtrace_lines) {
  sched::Fiber* f = sched::fiber_of(self);
  if (sched::refuse_uninitialized(cx, f)) return Value::undef();
  if (f->status == Status::Created || f->status == Status::Terminated) return new_array(cx);
  if (f->context == &cx) return make_backtrace(cx);
  Value lines = make_backtrace(*f->context);
  auto& items = as_array(lines)->items;
  if (items.empty()) return lines;
  std::string where = current_position(*f->context);
  items.insert(items.begin(), new_string(cx, where + ":in '" + waiting_in(*f) + "'"));
  return lines;
}

} // namespace

void init_fiber(World& w) {
  Class* f = w.c.Fiber;
  undef_allocator(w, f);
  define_singleton_method(w, f, "new", fiber_s_new, 0, 1);
  define_singleton_method(w, f, "current", fiber_s_current, 0, 0);
  define_singleton_method(w, f, "blocking?", fiber_s_blocking_p, 0, 0);
  keeps_block(w, metaclass(w, f), {"new"});
  define_switching(w, metaclass(w, f), "yield", sched::yield, 0, -1);
  define_switching(w, f, "resume", sched::resume, 0, -1);
  define_switching(w, f, "transfer", sched::transfer, 0, -1);
  define_switching(w, f, "raise", sched::raise_in, 0, 3);
  define_switching(w, f, "__kill", sched::kill_fiber, 0, 0);
  define_method(w, f, "__killed?", fiber_killed_p, 0, 0);
  define_method(w, f, "alive?", fiber_alive_p, 0, 0);
  define_method(w, f, "blocking?", fiber_blocking_p, 0, 0);
  define_method(w, f, "inspect", fiber_inspect, 0, 0);
  define_method(w, f, "to_s", fiber_inspect, 0, 0);
  define_method(w, f, "__backtrace", fiber_backtrace_lines, 0, 0);
  define_method(w, f, "__set_blocking", fiber_set_blocking, 1, 1);
}

} // namespace garnet::core
