// sync.cpp — Mutex, Queue/SizedQueue and ConditionVariable: their objects,
// ownership hand-over, and the blocking operations that park green threads.
#include "sched/sync.h"

#include <algorithm>

namespace garnet::sched {

using namespace vm;

namespace {

void mark_nothing(void*, void (*)(void*, Value), void*) {}

const DataType kMutexType = {"Mutex", mark_nothing, [](void* p) { delete static_cast<Mutex*>(p); }};
const DataType kQueueType = {
    "Queue",
    [](void* p, void (*mark)(void*, Value), void* tracer) {
      for (Value v : static_cast<Queue*>(p)->items) mark(tracer, v);
    },
    [](void* p) { delete static_cast<Queue*>(p); },
};
const DataType kConditionVariableType = {"ConditionVariable", mark_nothing,
                                         [](void* p) { delete static_cast<ConditionVariable*>(p); }};

template <class T>
T* data_of(Value v, const DataType& type) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &type) return nullptr;
  return static_cast<T*>(v.as<Data>()->ptr);
}

Dispatch thread_error(Context& cx, const char* message) {
  raise(cx, cx.world->c.ThreadError, message);
  return Dispatch::Raised;
}

// t takes the mutex in `fiber` (a trap handler's thread: for the main
// thread, in the fiber main runs).
void take(Mutex* m, Value mutex, GreenThread* t, Context* fiber) {
  m->owner = identity(t);
  m->owner_fiber = t->acts_for ? t->acts_for->running : fiber;
  m->owner->held_mutexes.push_back(mutex);
}

// Gives the mutex to its first waiter, if any; the waiter's call answers
// what it was promised (the mutex for #lock, the sleep's value for #sleep).
void hand_over(Scheduler& s, Mutex* m, Value mutex) {
  m->owner = nullptr;
  m->owner_fiber = nullptr;
  if (m->waiters.empty()) return;
  GreenThread* next = m->waiters.front();
  take(m, mutex, next, next->running);
  Value answer = next->after_lock;
  next->after_lock = Value::nil();
  s.wake(next, answer);
}

void drop_held(GreenThread* t, Value mutex) {
  auto& held = t->held_mutexes;
  auto it = std::find(held.begin(), held.end(), mutex);
  if (it != held.end()) held.erase(it);
}

// Reads Queue#pop / SizedQueue#push options: the non_block flag (positional
// argument `index`) and `timeout:`. Returns false when it raised.
bool blocking_options(Context& cx, CallArgs& args, int index, bool& non_block, bool& has_timeout,
                      uint64_t& deadline) {
  non_block = args.argc > index && args.argv[index].truthy();
  has_timeout = false;
  if (args.kwargs.is_undef()) return true;
  World& w = *cx.world;
  Value key = Value::symbol(w.intern("timeout"));
  bool found = false;
  Value timeout = hash_lookup(cx, as_hash(args.kwargs), key, found);
  if (as_hash(args.kwargs)->table.size() > (found ? 1u : 0u)) {
    raise(cx, w.c.ArgumentError, "unknown keyword");
    return false;
  }
  if (!found || timeout.is_nil()) return true;
  if (non_block) {
    raise(cx, w.c.ArgumentError, "can't set a timeout if non_block is enabled");
    return false;
  }
  has_timeout = true;
  return deadline_after(cx, timeout, deadline);
}

} // namespace

Value new_mutex(Context& cx, Class* klass) { return new_data(cx, klass, &kMutexType, new Mutex()); }

Value new_mutex(Context& cx) {
  Value* mutex_class = cx.world->c.Thread->find_constant(cx.world->intern("Mutex"));
  return new_mutex(cx, mutex_class->as<Class>());
}

Value new_queue(Context& cx, Class* klass, size_t max) {
  Queue* q = new Queue();
  q->max = max;
  return new_data(cx, klass, &kQueueType, q);
}

Value new_condition_variable(Context& cx, Class* klass) {
  return new_data(cx, klass, &kConditionVariableType, new ConditionVariable());
}

Mutex* mutex_of(Value v) { return data_of<Mutex>(v, kMutexType); }
Queue* queue_of(Value v) { return data_of<Queue>(v, kQueueType); }
ConditionVariable* condition_variable_of(Value v) { return data_of<ConditionVariable>(v, kConditionVariableType); }

bool owned_by_current(Context& cx, Mutex* m) {
  GreenThread* current = scheduler_of(cx).current;
  return m->owner == identity(current) && m->owner_fiber == (current->acts_for ? current->acts_for->running : &cx);
}

bool try_lock(Context& cx, Value mutex) {
  Mutex* m = mutex_of(mutex);
  if (m->owner) return false;
  take(m, mutex, scheduler_of(cx).current, &cx);
  return true;
}

bool unlock(Context& cx, Value mutex) {
  Mutex* m = mutex_of(mutex);
  if (!m->owner) {
    raise(cx, cx.world->c.ThreadError, "Attempt to unlock a mutex which is not locked");
    return false;
  }
  if (!owned_by_current(cx, m)) {
    raise(cx, cx.world->c.ThreadError, "Attempt to unlock a mutex which is locked by another thread/fiber");
    return false;
  }
  drop_held(m->owner, mutex);
  hand_over(scheduler_of(cx), m, mutex);
  return true;
}

void release_mutexes(Context& cx, GreenThread* t) {
  std::vector<Value> held;
  held.swap(t->held_mutexes);
  for (Value mutex : held) hand_over(scheduler_of(cx), mutex_of(mutex), mutex);
}

bool reacquire(Scheduler& s, GreenThread* t, Value mutex, Value value) {
  Mutex* m = mutex_of(mutex);
  if (!m->owner) {
    take(m, mutex, t, t->running);
    return true;
  }
  t->after_lock = value;
  t->wait_kind = WaitKind::Other;
  t->wait_queue = &m->waiters;
  m->waiters.push_back(t);
  s.add_waiting(t);
  return false;
}

Dispatch mutex_lock(Context& cx, Value self, CallArgs&, uint32_t ret_reg, Value& result) {
  Mutex* m = mutex_of(self);
  Scheduler& s = scheduler_of(cx);
  result = self;
  if (s.current->acts_for) return thread_error(cx, "can't be called from trap context");
  if (!m->owner) {
    take(m, self, s.current, &cx);
    return Dispatch::Done;
  }
  if (m->owner == identity(s.current)) {
    return thread_error(cx, owned_by_current(cx, m)
                                ? "deadlock; recursive locking"
                                : "deadlock; lock already owned by another fiber belonging to the same thread");
  }
  s.current->after_lock = self;
  return s.park(cx, ret_reg, WaitKind::Other, &m->waiters, 0, result);
}

// Releases the mutex and sleeps, atomically: a wakeup sent once the mutex is
// free cannot be missed. The thread takes the mutex back before it answers.
static Dispatch release_and_sleep(Context& cx, Value mutex, Value timeout, WaitQueue* queue, uint32_t ret_reg,
                                  Value& result) {
  uint64_t deadline = 0;
  if (!timeout.is_nil() && !deadline_after(cx, timeout, deadline)) return Dispatch::Raised;
  if (!unlock(cx, mutex)) return Dispatch::Raised;
  Scheduler& s = scheduler_of(cx);
  s.current->relock = mutex;
  Dispatch d = s.park(cx, ret_reg, WaitKind::MutexSleep, queue, deadline, result);
  if (d != Dispatch::Switch && !s.current->relock.is_nil()) { // woke at once: take it back now
    s.current->relock = Value::nil();
    take(mutex_of(mutex), mutex, s.current, &cx);
  }
  return d;
}

Dispatch mutex_sleep(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  return release_and_sleep(cx, self, args.argc ? args.argv[0] : Value::nil(), nullptr, ret_reg, result);
}

Dispatch condition_wait(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  if (!mutex_of(args.argv[0])) {
    raise(cx, cx.world->c.TypeError, "wrong argument type (expected Thread::Mutex)");
    return Dispatch::Raised;
  }
  ConditionVariable* cv = condition_variable_of(self);
  return release_and_sleep(cx, args.argv[0], args.argc > 1 ? args.argv[1] : Value::nil(), &cv->waiters, ret_reg,
                           result);
}

void signal(Context& cx, ConditionVariable* cv, bool all) {
  do {
    if (cv->waiters.empty()) return;
    GreenThread* t = cv->waiters.front();
    wakeup(cx, t); // leaves the queue as it wakes
    if (!cv->waiters.empty() && cv->waiters.front() == t) cv->waiters.pop_front();
  } while (all);
}

void queue_admit_pushers(Context& cx, Queue* q) {
  Scheduler& s = scheduler_of(cx);
  while (!q->pushers.empty() && (q->max == 0 || q->items.size() < q->max)) {
    GreenThread* pusher = q->pushers.front();
    q->items.push_back(pusher->carried);
    s.wake(pusher, pusher->waiting_on); // its push answers the queue
  }
}

void queue_close(Context& cx, Queue* q) {
  Scheduler& s = scheduler_of(cx);
  q->closed = true;
  while (!q->poppers.empty()) s.wake(q->poppers.front(), Value::nil());
  while (!q->pushers.empty()) {
    GreenThread* pusher = q->pushers.front();
    pusher->wake_exception = new_exception(cx, cx.world->c.ClosedQueueError, "queue closed");
    s.wake(pusher, Value::undef());
  }
}

Dispatch queue_pop(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  Queue* q = queue_of(self);
  bool non_block, has_timeout;
  uint64_t deadline = 0;
  if (!blocking_options(cx, args, 0, non_block, has_timeout, deadline)) return Dispatch::Raised;
  result = Value::nil();
  if (!q->items.empty()) {
    result = q->items.front();
    q->items.pop_front();
    queue_admit_pushers(cx, q);
    return Dispatch::Done;
  }
  if (non_block) return thread_error(cx, "queue empty");
  Scheduler& s = scheduler_of(cx);
  if (q->closed || (has_timeout && deadline <= s.now(cx))) return Dispatch::Done;
  return s.park(cx, ret_reg, WaitKind::Other, &q->poppers, deadline, result);
}

Dispatch queue_push(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  Queue* q = queue_of(self);
  bool non_block, has_timeout;
  uint64_t deadline = 0;
  if (!blocking_options(cx, args, 1, non_block, has_timeout, deadline)) return Dispatch::Raised;
  if (q->closed) {
    raise(cx, cx.world->c.ClosedQueueError, "queue closed");
    return Dispatch::Raised;
  }
  Scheduler& s = scheduler_of(cx);
  Value item = args.argv[0];
  result = self;
  if (!q->poppers.empty()) { // straight to the first waiting popper
    s.wake(q->poppers.front(), item);
    return Dispatch::Done;
  }
  if (q->max == 0 || q->items.size() < q->max) {
    q->items.push_back(item);
    return Dispatch::Done;
  }
  if (non_block) return thread_error(cx, "queue full");
  if (has_timeout && deadline <= s.now(cx)) {
    result = Value::nil();
    return Dispatch::Done;
  }
  s.current->carried = item;
  s.current->waiting_on = self;
  return s.park(cx, ret_reg, WaitKind::Other, &q->pushers, deadline, result);
}

} // namespace garnet::sched
