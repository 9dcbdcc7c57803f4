// threads.cpp — green threads: creation, the run queue, blocking with
// deadlines, join/sleep/pass, preemption, and thread termination.
#include "sched/threads.h"

#include <algorithm>

#include "sched/fiber.h"

namespace garnet::sched {

using namespace vm;

namespace {

const DataType kThreadType = {
    "Thread",
    [](void* p, void (*mark)(void*, Value), void* tracer) {
      GreenThread* t = static_cast<GreenThread*>(p);
      for (Value v : {t->block, t->value, t->exception, t->locals, t->name, t->wake_value, t->wake_exception,
                      t->waiting_on})
        mark(tracer, v);
      if (t->own_context) t->own_context->trace(*static_cast<gc::Tracer*>(tracer));
    },
    [](void* p) { delete static_cast<GreenThread*>(p); },
};

// The main thread's object: the GreenThread belongs to the scheduler.
const DataType kMainThreadType = {"Thread", kThreadType.mark, nullptr};

constexpr uint64_t kTimeslice = 10'000'000; // ns

void erase(std::vector<GreenThread*>& v, GreenThread* t) { v.erase(std::remove(v.begin(), v.end(), t), v.end()); }

} // namespace

Scheduler::Scheduler(Context& main_context) : current(&main) {
  main.root = main.running = &main_context;
  main.state = GreenThread::State::Running;
}

uint64_t Scheduler::now(Context& cx) const {
  const platform::Platform* p = cx.iso->platform;
  return p->monotonic_ns ? p->monotonic_ns(p->user) : 0;
}

Scheduler& scheduler_of(Context& cx) { return *cx.iso->scheduler; }

GreenThread* thread_of(Value v) {
  if (!is_type(v, Type::Data)) return nullptr;
  const DataType* type = v.as<Data>()->data_type;
  return type == &kThreadType || type == &kMainThreadType ? static_cast<GreenThread*>(v.as<Data>()->ptr) : nullptr;
}

Value new_thread(Context& cx, Class* klass, Value block, CallArgs& args) {
  Scheduler& s = scheduler_of(cx);
  GreenThread* t = new GreenThread();
  t->own_context = std::make_unique<Context>(cx.iso, 64, 8);
  t->root = t->running = t->own_context.get();
  t->block = block;
  t->object = new_data(cx, klass, &kThreadType, t);
  t->root->thread = t;
  // The body's frame waits on the thread's own stack, as its barrier.
  Context& tc = *t->root;
  Value* base = tc.stack;
  tc.ensure_stack(base, size_t(args.argc) + 2 + kScratchRegs);
  base = tc.stack;
  base[0] = Value::nil();
  std::copy(args.argv, args.argv + args.argc, base + 1);
  CallArgs a{base + 1, args.argc, args.kwargs, Value::nil()};
  Value r;
  Dispatch d = invoke_proc(tc, block.as<Proc>(), Value::undef(), base, a, 0, r);
  if (d == Dispatch::Raised) {
    cx.pending = tc.pending;
    tc.pending = Value::undef();
    return Value::undef();
  }
  if (d == Dispatch::Done) {
    t->state = GreenThread::State::Dead;
    t->value = r;
    return t->object;
  }
  tc.frames.front().barrier = true;
  t->wake_value = Value::undef();
  s.runnable.push_back(t);
  return t->object;
}

GreenThread* Scheduler::pick(Context& cx) {
  while (true) {
    uint64_t t_now = now(cx);
    uint64_t earliest = 0;
    for (GreenThread* w : std::vector<GreenThread*>(waiting)) {
      if (w->deadline_ns && w->deadline_ns <= t_now) {
        // Timed out: sleep answers the seconds slept (rounded), other waits nil.
        Value v = w->sleep_started_ns
                      ? Value::fixnum(int64_t((t_now - w->sleep_started_ns + 500'000'000) / 1'000'000'000))
                      : Value::nil();
        wake(w, v);
      } else if (w->deadline_ns && (!earliest || w->deadline_ns < earliest)) {
        earliest = w->deadline_ns;
      }
    }
    if (!runnable.empty()) {
      GreenThread* next = runnable.front();
      runnable.pop_front();
      return next;
    }
    if (!earliest) return nullptr; // nothing will ever run again
    const platform::Platform* p = cx.iso->platform;
    cx.iso->flush_out();
    if (p->sleep_ns) p->sleep_ns(p->user, earliest - t_now);
  }
}

void Scheduler::wake(GreenThread* t, Value value) {
  if (t->state != GreenThread::State::Waiting) return;
  erase(waiting, t);
  t->state = GreenThread::State::Runnable;
  t->deadline_ns = 0;
  t->sleep_started_ns = 0;
  t->waiting_on = Value::nil();
  t->wake_value = value;
  runnable.push_back(t);
}

Value Scheduler::main_object(Context& cx) {
  if (main.object.is_nil()) main.object = new_data(cx, cx.world->c.Thread, &kMainThreadType, &main);
  return main.object;
}

// Marks `next` running; its wake-up exception, if any, becomes pending.
void Scheduler::resume_state(GreenThread* next) {
  next->state = GreenThread::State::Running;
  current = next;
  if (!next->wake_exception.is_undef()) {
    next->running->pending = next->wake_exception;
    next->wake_exception = Value::undef();
    next->wake_value = Value::undef();
  }
}

void Scheduler::switch_to(Context& cx, GreenThread* next, uint32_t ret_reg) {
  resume_state(next);
  slice_started_ns = now(cx);
  cx.wake_reg = ret_reg;
  cx.switch_to = next->running;
  cx.switch_value = next->wake_value;
  next->wake_value = Value::undef();
}

Dispatch Scheduler::block(Context& cx, uint32_t ret_reg, uint64_t deadline_ns, Value& result) {
  GreenThread* me = current;
  me->state = GreenThread::State::Waiting;
  me->deadline_ns = deadline_ns;
  me->running = &cx;
  waiting.push_back(me);
  GreenThread* next = pick(cx);
  if (!next) {
    erase(waiting, me);
    me->state = GreenThread::State::Running;
    raise(cx, cx.world->c.Exception, "No live threads left. Deadlock?");
    return Dispatch::Raised;
  }
  if (next == me) { // woke up (deadline) without anyone else running
    me->state = GreenThread::State::Running;
    current = me;
    result = me->wake_value;
    me->wake_value = Value::undef();
    if (!me->wake_exception.is_undef()) {
      cx.pending = me->wake_exception;
      me->wake_exception = Value::undef();
      return Dispatch::Raised;
    }
    return Dispatch::Done;
  }
  switch_to(cx, next, ret_reg);
  return Dispatch::Switch;
}

bool Scheduler::yield_turn(Context& cx, uint32_t ret_reg, Value resume_value) {
  if (runnable.empty() && waiting.empty()) return false;
  GreenThread* me = current;
  me->running = &cx;
  me->state = GreenThread::State::Runnable;
  me->wake_value = resume_value;
  runnable.push_back(me);
  GreenThread* next = pick(cx);
  if (next == me) {
    me->state = GreenThread::State::Running;
    return false;
  }
  switch_to(cx, next, ret_reg);
  return true;
}

Context* Scheduler::finished(Context& cx, GreenThread* t, Value value) {
  t->state = GreenThread::State::Dead;
  if (value.is_undef()) {
    t->exception = cx.pending;
    cx.pending = Value::undef();
    if (t->report_on_exception) {
      cx.iso->write_out(2, "#<Thread:0x" + std::to_string(uintptr_t(t)) +
                               " run> terminated with exception (report_on_exception is true):\n");
      report_exception(cx, t->exception);
    }
  } else {
    t->value = value;
  }
  // Threads joining this one get its value, or its exception.
  for (GreenThread* w : std::vector<GreenThread*>(waiting)) {
    if (w->waiting_on != t->object) continue;
    if (!t->exception.is_undef()) w->wake_exception = t->exception;
    wake(w, w->join_wants_value ? t->value : t->object);
  }
  GreenThread* next = pick(cx);
  if (!next) {
    // Everyone left waits forever: the main thread learns of the deadlock.
    next = &main;
    erase(waiting, next);
    next->wake_exception = new_exception(cx, cx.world->c.Exception, "No live threads left. Deadlock?");
  }
  resume_state(next);
  slice_started_ns = now(cx);
  if (!next->wake_value.is_undef() && !next->running->frames.empty())
    next->running->frames.back().regs[next->running->wake_reg] = next->wake_value;
  next->wake_value = Value::undef();
  return next->running;
}

Dispatch join(Context& cx, Value thread, CallArgs& args, uint32_t ret_reg, Value& result, bool want_value) {
  Scheduler& s = scheduler_of(cx);
  GreenThread* t = thread_of(thread);
  GreenThread* me = s.current;
  if (t == me) {
    raise(cx, cx.world->c.ThreadError, "Target thread must not be current thread");
    return Dispatch::Raised;
  }
  auto outcome = [&]() {
    if (!t->exception.is_undef()) {
      cx.pending = t->exception;
      return Dispatch::Raised;
    }
    result = want_value ? t->value : thread;
    return Dispatch::Done;
  };
  if (t->state == GreenThread::State::Dead) return outcome();
  uint64_t deadline = 0;
  if (!want_value && args.argc > 0 && !args.argv[0].is_nil()) {
    double secs;
    if (!to_double(cx, args.argv[0], secs)) return Dispatch::Raised;
    if (secs <= 0) {
      result = Value::nil();
      return Dispatch::Done;
    }
    deadline = s.now(cx) + uint64_t(secs * 1e9);
  }
  me->waiting_on = thread;
  me->join_wants_value = want_value;
  return s.block(cx, ret_reg, deadline, result);
}

Dispatch sleep(Context& cx, CallArgs& args, uint32_t ret_reg, Value& result) {
  Scheduler& s = scheduler_of(cx);
  uint64_t start = s.now(cx);
  uint64_t deadline = 0;
  if (args.argc > 0 && !args.argv[0].is_nil()) {
    double secs;
    if (!to_double(cx, args.argv[0], secs)) return Dispatch::Raised;
    if (secs < 0) {
      raise(cx, cx.world->c.ArgumentError, "time interval must not be negative");
      return Dispatch::Raised;
    }
    deadline = start + uint64_t(secs * 1e9);
    if (deadline == start) deadline = start + 1;
  }
  s.current->sleep_started_ns = start;
  Dispatch d = s.block(cx, ret_reg, deadline, result);
  if (d == Dispatch::Done) result = Value::fixnum(int64_t((s.now(cx) - start + 500'000'000) / 1'000'000'000));
  return d;
}

Dispatch pass(Context& cx, uint32_t ret_reg, Value& result) {
  result = Value::nil();
  return scheduler_of(cx).yield_turn(cx, ret_reg, Value::nil()) ? Dispatch::Switch : Dispatch::Done;
}

bool preempt(Context& cx) {
  Scheduler& s = scheduler_of(cx);
  if ((s.runnable.empty() && s.waiting.empty()) || cx.native_depth > 0) return false;
  uint64_t t = s.now(cx);
  if (t - s.slice_started_ns < kTimeslice) return false;
  s.slice_started_ns = t;
  return s.yield_turn(cx, 0, Value::undef()); // also wakes waiters whose deadline passed
}

} // namespace garnet::sched
