// thread_sync.cpp — the Ruby API of Thread::Mutex, Thread::Queue,
// Thread::SizedQueue and Thread::ConditionVariable (also reachable as
// Mutex, Queue, SizedQueue, ConditionVariable); the mechanism is
// sched/sync.h. Mutex#synchronize is Ruby: core/prelude/99_thread.rb.
#include "core/core.h"
#include "sched/sync.h"

namespace garnet::core {

using namespace vm;

namespace {

// ---- Mutex ----

NATIVE(mutex_try_lock) {
  return Value::boolean(sched::try_lock(cx, self));
}

NATIVE(mutex_unlock) {
  return sched::unlock(cx, self) ? self : Value::undef();
}

NATIVE(mutex_locked_p) {
  return Value::boolean(sched::mutex_of(self)->owner != nullptr);
}

NATIVE(mutex_owned_p) {
  return Value::boolean(sched::owned_by_current(cx, sched::mutex_of(self)));
}

// ---- Queue and SizedQueue ----

sched::Queue* self_queue(Value self) { return sched::queue_of(self); }

// Queue.new(initial = nil): the initial items come from #to_a.
NATIVE(queue_initialize) {
  if (argc == 0 || argv[0].is_nil()) return Value::nil();
  World& w = *cx.world;
  if (!respond_to(cx, argv[0], w.intern("to_a"), true))
    return raisef(cx, w.c.TypeError, "can't convert %s into Array", class_path(cx, class_of(cx, argv[0])).c_str());
  Value items = call(cx, argv[0], w.intern("to_a"));
  if (items.is_undef()) return items;
  if (!is_array(items)) return raise_conversion(cx, argv[0], "Array");
  for (Value v : as_array(items)->items) self_queue(self)->items.push_back(v);
  return Value::nil();
}

size_t queue_capacity(Context& cx, Value max, bool& ok) {
  ok = false;
  if (!max.is_fixnum()) {
    raise_conversion(cx, max, "Integer");
    return 0;
  }
  if (max.as_fixnum() <= 0) {
    raise(cx, cx.world->c.ArgumentError, "queue size must be positive");
    return 0;
  }
  ok = true;
  return size_t(max.as_fixnum());
}

NATIVE(sized_queue_initialize) {
  bool ok;
  size_t max = queue_capacity(cx, argv[0], ok);
  if (!ok) return Value::undef();
  self_queue(self)->max = max;
  return Value::nil();
}

NATIVE(queue_length) {
  return Value::fixnum(int64_t(self_queue(self)->items.size()));
}

NATIVE(queue_empty_p) {
  return Value::boolean(self_queue(self)->items.empty());
}

NATIVE(queue_num_waiting) {
  sched::Queue* q = self_queue(self);
  return Value::fixnum(int64_t(q->poppers.size() + q->pushers.size()));
}

NATIVE(queue_clear) {
  self_queue(self)->items.clear();
  sched::queue_admit_pushers(cx, self_queue(self));
  return self;
}

NATIVE(queue_close) {
  sched::queue_close(cx, self_queue(self));
  return self;
}

NATIVE(queue_closed_p) { return Value::boolean(self_queue(self)->closed); }

NATIVE(queue_freeze) {
  Value text = inspect(cx, self);
  if (text.is_undef()) return text;
  return raisef(cx, cx.world->c.TypeError, "cannot freeze %s", str(text).c_str());
}

NATIVE(queue_max) {
  return Value::fixnum(int64_t(self_queue(self)->max));
}

NATIVE(queue_set_max) {
  bool ok;
  size_t max = queue_capacity(cx, argv[0], ok);
  if (!ok) return Value::undef();
  self_queue(self)->max = max;
  sched::queue_admit_pushers(cx, self_queue(self));
  return argv[0];
}

// ---- ConditionVariable ----

NATIVE(condition_signal) {
  sched::signal(cx, sched::condition_variable_of(self), false);
  return self;
}

NATIVE(condition_broadcast) {
  sched::signal(cx, sched::condition_variable_of(self), true);
  return self;
}

// Defines Thread::Name and the top-level alias Name.
Class* define_thread_class(World& w, const char* name, Class* superclass,
                           Value (*allocator)(Context&, Class*)) {
  Class* k = define_class(w, name, superclass, w.c.Thread);
  const_set(w, w.c.Object, w.intern(name), Value::object(k));
  k->allocator = allocator;
  return k;
}

} // namespace

void init_thread_sync(World& w) {
  Class* m = define_thread_class(w, "Mutex", w.c.Object,
                                 [](Context& cx, Class* k) { return sched::new_mutex(cx, k); });
  define_switching(w, m, "lock", sched::mutex_lock, 0, 0);
  define_switching(w, m, "sleep", sched::mutex_sleep, 0, 1);
  define_method(w, m, "try_lock", mutex_try_lock, 0, 0);
  define_method(w, m, "unlock", mutex_unlock, 0, 0);
  define_method(w, m, "locked?", mutex_locked_p, 0, 0);
  define_method(w, m, "owned?", mutex_owned_p, 0, 0);

  Class* q = define_thread_class(w, "Queue", w.c.Object,
                                 [](Context& cx, Class* k) { return sched::new_queue(cx, k, 0); });
  define_method(w, q, "initialize", queue_initialize, 0, 1, Visibility::Private);
  for (const char* name : {"pop", "shift", "deq"}) define_switching(w, q, name, sched::queue_pop, 0, 1);
  for (const char* name : {"push", "<<", "enq"}) define_switching(w, q, name, sched::queue_push, 1, 2);
  for (const char* name : {"length", "size"}) define_method(w, q, name, queue_length, 0, 0);
  define_method(w, q, "empty?", queue_empty_p, 0, 0);
  define_method(w, q, "num_waiting", queue_num_waiting, 0, 0);
  define_method(w, q, "clear", queue_clear, 0, 0);
  define_method(w, q, "close", queue_close, 0, 0);
  define_method(w, q, "closed?", queue_closed_p, 0, 0);
  define_method(w, q, "freeze", queue_freeze, 0, 0);

  Class* sq = define_thread_class(w, "SizedQueue", q, q->allocator);
  define_method(w, sq, "initialize", sized_queue_initialize, 1, 1, Visibility::Private);
  define_method(w, sq, "max", queue_max, 0, 0);
  define_method(w, sq, "max=", queue_set_max, 1, 1);

  Class* cv = define_thread_class(w, "ConditionVariable", w.c.Object, [](Context& cx, Class* k) {
    return sched::new_condition_variable(cx, k);
  });
  define_switching(w, cv, "wait", sched::condition_wait, 1, 2);
  define_method(w, cv, "signal", condition_signal, 0, 0);
  define_method(w, cv, "broadcast", condition_broadcast, 0, 0);
}

} // namespace garnet::core
