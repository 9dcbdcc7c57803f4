// thread_interrupts.cpp — Thread.handle_interrupt's natives: each block
// pushes its mask ([class, timing] pairs) on the current thread's stack,
// which the scheduler reads before raising a Thread#raise in the thread
// (sched::Scheduler::interrupt_deliverable); an interrupt held back is
// raised once a mask that lets it through is pushed or the holding one is
// popped. Thread.handle_interrupt itself is core/prelude/99_thread.rb.
#include "core/core.h"
#include "sched/green_threads.h"

namespace garnet::core {

using namespace vm;
using sched::GreenThread;

namespace {

GreenThread* current_thread(Context& cx) { return sched::scheduler_of(cx).current; }

// Raises the interrupt held back from the current thread when its masks
// now let it through; nil otherwise.
Value raise_deliverable_interrupt(Context& cx) {
  GreenThread* t = current_thread(cx);
  Value held = t->deferred_interrupt;
  if (held.is_undef() || !sched::Scheduler::interrupt_deliverable(cx, t, held, false)) return Value::nil();
  t->deferred_interrupt = Value::undef();
  return raise(cx, held);
}

// Thread.__push_interrupt_mask(pairs)
NATIVE(thread_push_interrupt_mask) {
  GreenThread* t = current_thread(cx);
  if (!is_type(t->interrupt_masks, Type::Array)) t->interrupt_masks = new_array(cx);
  t->interrupt_masks.as<Array>()->items.push_back(argv[0]);
  return raise_deliverable_interrupt(cx);
}

// Thread.__pop_interrupt_mask
NATIVE(thread_pop_interrupt_mask) {
  GreenThread* t = current_thread(cx);
  if (is_type(t->interrupt_masks, Type::Array) && !t->interrupt_masks.as<Array>()->items.empty())
    t->interrupt_masks.as<Array>()->items.pop_back();
  return raise_deliverable_interrupt(cx);
}

// Thread.pending_interrupt?(error = nil) / Thread#pending_interrupt?(error = nil)
Value pending_interrupt_of(Context& cx, GreenThread* t, int argc, Value* argv) {
  Value held = t->deferred_interrupt;
  if (held.is_undef()) return Value::false_value();
  if (argc == 0 || argv[0].is_nil()) return Value::true_value();
  if (!is_class_or_module(argv[0])) return raise(cx, cx.world->c.TypeError, "class or module required for rescue clause");
  return Value::boolean(is_a(cx, held, argv[0].as<Class>()));
}
NATIVE(thread_s_pending_interrupt_p) {
  return pending_interrupt_of(cx, current_thread(cx), argc, argv);
}
NATIVE(thread_pending_interrupt_p) {
  return pending_interrupt_of(cx, sched::thread_of(self), argc, argv);
}

} // namespace

void init_thread_interrupts(World& w) {
  Class* meta = metaclass(w, w.c.Thread);
  define_method(w, meta, "__push_interrupt_mask", thread_push_interrupt_mask, 1, 1);
  define_method(w, meta, "__pop_interrupt_mask", thread_pop_interrupt_mask, 0, 0);
  define_method(w, meta, "pending_interrupt?", thread_s_pending_interrupt_p, 0, 1);
  define_method(w, w.c.Thread, "pending_interrupt?", thread_pending_interrupt_p, 0, 1);
}

} // namespace garnet::core
