// green_threads.cpp — green threads: creation, the run queue, parking with
// deadlines, join/sleep/stop/pass, interrupts (Thread#raise, kill,
// abort_on_exception), preemption, and thread termination.
#include "sched/green_threads.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gc/heap.h"
#include "sched/fiber_switch.h"
#include "sched/native_calls.h"
#include "sched/signal_delivery.h"
#include "sched/sync.h"

namespace garnet::sched {

using namespace vm;

namespace {

const DataType kThreadType = {
    "Thread",
    [](void* p, void (*mark)(void*, Value), void* tracer) {
      GreenThread* t = static_cast<GreenThread*>(p);
      for (Value v : {t->object, t->block, t->value, t->exception, t->locals, t->variables, t->name,
                      t->wake_value, t->wake_exception, t->waiting_on, t->carried, t->relock, t->after_lock,
                      t->interrupt_masks, t->deferred_interrupt})
        mark(tracer, v);
      for (Value v : t->held_mutexes) mark(tracer, v);
      if (t->own_context) t->own_context->trace(*static_cast<gc::Tracer*>(tracer));
    },
    [](void* p) { delete static_cast<GreenThread*>(p); },
};

// The main thread's object: the GreenThread belongs to the scheduler.
const DataType kMainThreadType = {"Thread", kThreadType.mark, nullptr};

constexpr uint64_t kTimeslice = 10'000'000; // ns

Value deadlock_error(Context& cx) { return new_exception(cx, cx.world->c.Fatal, "No live threads left. Deadlock?"); }

} // namespace

Scheduler::Scheduler(Context& main_context)
    : current(&main), stacks(std::make_unique<StackPool>(main_context.iso->platform)) {
  main.root = main.running = &main_context;
  main.state = GreenThread::State::Running;
}

Scheduler::~Scheduler() = default;

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

Value rounded_seconds(uint64_t since_ns, uint64_t now_ns) {
  return Value::fixnum(int64_t((now_ns - since_ns + 500'000'000) / 1'000'000'000));
}

bool deadline_after(Context& cx, Value seconds, uint64_t& deadline_ns) {
  double secs;
  if (!to_double(cx, seconds, secs)) return false;
  uint64_t start = scheduler_of(cx).now(cx);
  deadline_ns = secs <= 0 ? start : start + uint64_t(std::min(secs, 1e9) * 1e9);
  if (deadline_ns == 0) deadline_ns = 1;
  return true;
}

Value new_thread(Context& cx, Class* klass, Value block, CallArgs& args) {
  Scheduler& s = scheduler_of(cx);
  GreenThread* t = new GreenThread();
  t->own_context = std::make_unique<Context>(cx.iso, 64, 8);
  t->root = t->running = t->own_context.get();
  t->block = block;
  t->origin = current_position(cx);
  t->report_on_exception = s.report_on_exception;
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

Value new_thread_calling(Context& cx, Value receiver, Sym method, Value* argv, int argc) {
  World& w = *cx.world;
  Value name = Value::symbol(method);
  Value bound = call(cx, receiver, w.intern("method"), 1, &name);
  Value body = bound.is_undef() ? bound : call(cx, bound, w.intern("to_proc"));
  if (body.is_undef()) return body;
  CallArgs args{argv, argc, Value::undef(), Value::nil()};
  return new_thread(cx, w.c.Thread, body, args);
}

std::vector<GreenThread*> Scheduler::live_threads() {
  std::vector<GreenThread*> all{&main};
  if (current != &main) all.push_back(current);
  for (GreenThread* t : runnable)
    if (t != &main) all.push_back(t);
  for (GreenThread* t : waiting)
    if (t != &main) all.push_back(t);
  return all;
}

void Scheduler::keep_only_current() {
  for (GreenThread* t : live_threads()) {
    if (t == current) continue;
    if (t->state == GreenThread::State::Waiting) stop_waiting(t);
    if (t == &main) continue;
    t->state = GreenThread::State::Dead;
    t->killed = true;
    t->value = Value::nil();
  }
  runnable.clear();
  if (current == &main) return;
  main.state = GreenThread::State::Waiting;
  main.wait_kind = WaitKind::Stop;
  add_waiting(&main);
  fork_survivor = current;
}

void Scheduler::trace(gc::Tracer& tracer) {
  for (auto& trap : traps) tracer.mark(trap.second);
  for (GreenThread* t : live_threads()) {
    tracer.mark(t->object);
    if (t == &main) kThreadType.mark(t, gc::Tracer::mark_value, &tracer);
  }
}

void Scheduler::apply_remote_wakes(Context& cx) {
  if (!inbox->has_posts()) return;
  for (RemoteWake& post : inbox->take()) {
    auto it = remote_waiters.find(post.ticket);
    if (it == remote_waiters.end()) continue; // the thread stopped waiting (killed, timed out)
    GreenThread* t = it->second;
    bool raise = false;
    Value answer = post.answer(cx, raise);
    if (answer.is_undef()) { // building the answer raised
      answer = cx.pending;
      cx.pending = Value::undef();
      raise = true;
    }
    if (raise) interrupt(t, answer);
    else wake(t, answer);
  }
}

void Scheduler::run_jobs(Context& cx) {
  if (!inbox->has_jobs()) return;
  for (IsolateJob& job : inbox->take_jobs()) job(cx);
}

void Scheduler::idle(Context& cx, uint64_t deadline_ns) {
  Isolate& iso = *cx.iso;
  const platform::Platform* p = iso.platform;
  iso.flush_out();
  if (carrier) {
    carrier->idle(deadline_ns);
    return;
  }
  constexpr uint64_t kLongWait = 3600'000'000'000ull; // no deadline: an hour, or until woken
  uint64_t pause_ns = deadline_ns ? deadline_ns - std::min(deadline_ns, now(cx)) : kLongWait;
  iso.world->roster.stop_running(iso);
  if (!remote_waiters.empty() || takes_jobs) {
    // Signals don't end a wait on the inbox: the main isolate looks for them
    // every few milliseconds.
    constexpr uint64_t kSignalCheck = 20'000'000;
    inbox->wait(iso.is_main && p->take_signal ? std::min(pause_ns, kSignalCheck) : pause_ns);
  } else if (p->sleep_ns) {
    p->sleep_ns(p->user, pause_ns);
  }
  iso.world->roster.start_running(iso);
}

GreenThread* Scheduler::pick(Context& cx) {
  while (true) {
    deliver_signals(cx, false); // may wake the main thread, or start a trap handler
    apply_remote_wakes(cx);
    run_jobs(cx);
    uint64_t t_now = now(cx);
    while (!timers.empty() && timers.begin()->first <= t_now) {
      // Timed out: sleep answers the seconds slept (rounded), other waits
      // nil. It runs next, ahead of the queue: its deadline has come.
      GreenThread* w = timers.begin()->second;
      wake(w, w->wait_kind == WaitKind::Sleep ? rounded_seconds(w->wait_started_ns, t_now) : Value::nil(), true);
    }
    uint64_t earliest = timers.empty() ? 0 : timers.begin()->first;
    // Threads waiting on descriptors: a glance when others can run, else
    // the carrier waits in the poll until the earliest deadline.
    int64_t poll_timeout = runnable.empty() ? (earliest ? int64_t(earliest - t_now) : -1) : 0;
    constexpr int64_t kInboxCheck = 1'000'000; // other isolates' wake-ups don't end a poll
    if ((!remote_waiters.empty() || takes_jobs) && (poll_timeout < 0 || poll_timeout > kInboxCheck))
      poll_timeout = kInboxCheck;
    bool polled = io_waiters && poll_descriptors(cx, poll_timeout);
    if (!runnable.empty()) {
      GreenThread* next = runnable.front();
      runnable.pop_front();
      return next;
    }
    if (polled) continue;
    // Nothing will ever run again, unless a thread sleeps without a time
    // limit (Kernel#sleep is never a deadlock, as in Ruby): then only a
    // signal can end the wait.
    bool sleeping_forever = std::any_of(waiting.begin(), waiting.end(), [](GreenThread* w) {
      return w->wait_kind == WaitKind::Sleep && !w->deadline_ns;
    });
    const platform::Platform* p = cx.iso->platform;
    if (!earliest && !(sleeping_forever && p->take_signal) && remote_waiters.empty()) return nullptr;
    idle(cx, earliest);
  }
}

bool Scheduler::poll_descriptors(Context& cx, int64_t timeout_ns) {
  std::vector<platform::PollItem> items;
  items.reserve(io_waiters);
  std::vector<GreenThread*> owners;
  for (GreenThread* w : waiting) {
    if (w->wait_kind != WaitKind::Io) continue;
    for (const platform::PollItem& item : w->wait_fds) {
      items.push_back(item);
      owners.push_back(w);
    }
  }
  const platform::Platform* p = cx.iso->platform;
  if (items.empty() || !p->poll_fds) return false;
  Isolate& iso = *cx.iso;
  bool blocks = timeout_ns != 0;
  if (blocks) {
    iso.flush_out();
    iso.world->roster.stop_running(iso);
    if (carrier) carrier->blocking_begin();
  }
  int ready = p->poll_fds(p->user, items.data(), items.size(), timeout_ns);
  if (blocks) {
    if (carrier) carrier->blocking_end();
    iso.world->roster.start_running(iso);
  }
  if (ready > 0) {
    for (size_t i = 0; i < items.size(); i++)
      if (items[i].ready) wake(owners[i], Value::true_value());
  }
  return true;
}

void Scheduler::add_waiting(GreenThread* t) {
  t->waiting_entry = waiting.insert(waiting.end(), t);
  if (t->deadline_ns) t->timer = timers.emplace(t->deadline_ns, t);
  if (t->wait_kind == WaitKind::Io) io_waiters++;
}

void Scheduler::stop_waiting(GreenThread* t) {
  waiting.erase(t->waiting_entry);
  if (t->deadline_ns) timers.erase(t->timer);
  if (t->wait_kind == WaitKind::Io) io_waiters--;
  if (t->wait_kind == WaitKind::Remote) remote_waiters.erase(t->wait_ticket);
  if (t->wait_queue) {
    WaitQueue& q = *t->wait_queue;
    q.erase(std::remove(q.begin(), q.end(), t), q.end());
    t->wait_queue = nullptr;
  }
  t->deadline_ns = 0;
  t->waiting_on = Value::nil();
  t->carried = Value::nil();
}

void Scheduler::wake(GreenThread* t, Value value, bool first) {
  if (t->state != GreenThread::State::Waiting) return;
  stop_waiting(t);
  if (!t->relock.is_nil()) { // Mutex#sleep and CV#wait answer once they hold the mutex again
    Value mutex = t->relock;
    t->relock = Value::nil();
    if (!reacquire(*this, t, mutex, value)) return;
  }
  t->state = GreenThread::State::Runnable;
  t->wake_value = value;
  if (first)
    runnable.push_front(t);
  else
    runnable.push_back(t);
}

void Scheduler::interrupt(GreenThread* t, Value exception) {
  if (t->state == GreenThread::State::Dead) return;
  t->wake_exception = exception;
  t->wake_interrupts = true;
  t->interrupted_while_waiting = t->state == GreenThread::State::Waiting;
  if (t->state == GreenThread::State::Waiting) wake(t, Value::undef());
}

// interrupt_masks holds one Array of [class, timing] pairs per
// Thread.handle_interrupt block, innermost last: the innermost pair whose
// class the exception is an instance of decides.
bool Scheduler::interrupt_deliverable(Context& cx, GreenThread* t, Value exception, bool blocking) {
  if (!is_type(t->interrupt_masks, Type::Array)) return true;
  const auto& masks = t->interrupt_masks.as<Array>()->items;
  for (auto mask = masks.rbegin(); mask != masks.rend(); ++mask) {
    for (Value pair : mask->as<Array>()->items) {
      const auto& entry = pair.as<Array>()->items;
      if (!is_a(cx, exception, entry[0].as<Class>())) continue;
      const std::string& timing = cx.world->name(entry[1].as_symbol());
      return timing == "immediate" || (timing == "on_blocking" && blocking);
    }
  }
  return true;
}

Value Scheduler::main_object(Context& cx) {
  if (main.object.is_nil()) main.object = new_data(cx, cx.world->c.Thread, &kMainThreadType, &main);
  return main.object;
}

// Marks `next` running; its wake-up exception, if any, becomes pending.
void Scheduler::resume_state(GreenThread* next) {
  next->state = GreenThread::State::Running;
  current = next;
  if (!next->wake_exception.is_undef() && next->wake_interrupts &&
      !interrupt_deliverable(*next->running, next, next->wake_exception, next->interrupted_while_waiting)) {
    next->deferred_interrupt = next->wake_exception; // until its masks let it through
    next->wake_exception = Value::undef();
  }
  next->wake_interrupts = false;
  if (!next->wake_exception.is_undef()) {
    Value exc = next->wake_exception;
    if (is_type(exc, Type::Object) && ivar_get(*next->running, exc, next->running->world->sym.bt).is_nil())
      ivar_set(*next->running, exc, next->running->world->sym.bt, make_backtrace(*next->running));
    next->running->pending = exc;
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

// Waiting where the coroutine can't switch (Ruby code called by a C++
// method that runs inline): a sleep blocks the carrier, other waits raise.
static Dispatch wait_inline(Scheduler& s, Context& cx, WaitKind kind, uint64_t deadline_ns, Value& result) {
  if (kind != WaitKind::Sleep || !deadline_ns) {
    raise(cx, cx.world->c.ThreadError,
          "can't wait here: Ruby code called by a C++ method without a block can't switch threads");
    return Dispatch::Raised;
  }
  uint64_t t = s.now(cx);
  const platform::Platform* p = cx.iso->platform;
  {
    BlockingSection blocked(cx);
    if (deadline_ns > t && p->sleep_ns) p->sleep_ns(p->user, deadline_ns - t);
  }
  result = Value::nil(); // sleep writes the seconds slept
  return Dispatch::Done;
}

BlockingSection::BlockingSection(Context& cx) : cx_(cx) {
  cx.iso->flush_out();
  cx.world->roster.stop_running(*cx.iso);
  if (CarrierLink* carrier = scheduler_of(cx).carrier) carrier->blocking_begin();
}

BlockingSection::~BlockingSection() {
  if (CarrierLink* carrier = scheduler_of(cx_).carrier) carrier->blocking_end();
  cx_.world->roster.start_running(*cx_.iso);
}

Dispatch Scheduler::park(Context& cx, uint32_t ret_reg, WaitKind kind, WaitQueue* queue, uint64_t deadline_ns,
                         Value& result) {
  if (!can_switch(cx)) return wait_inline(*this, cx, kind, deadline_ns, result);
  GreenThread* me = current;
  me->state = GreenThread::State::Waiting;
  me->wait_kind = kind;
  me->deadline_ns = deadline_ns;
  me->wait_started_ns = now(cx);
  me->running = &cx;
  if (queue) {
    queue->push_back(me);
    me->wait_queue = queue;
  }
  if (kind == WaitKind::Remote) {
    me->wait_ticket = next_ticket++;
    remote_waiters[me->wait_ticket] = me;
  }
  add_waiting(me);
  GreenThread* next = pick(cx);
  if (!next) {
    stop_waiting(me);
    me->state = GreenThread::State::Running;
    raise(cx, deadlock_error(cx));
    return Dispatch::Raised;
  }
  if (next == me) { // woke up (deadline) without anyone else running
    result = me->wake_value;
    me->wake_value = Value::undef();
    resume_state(me);
    return cx.pending.is_undef() ? Dispatch::Done : Dispatch::Raised;
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
  if (next == me) { // an interrupt that came meanwhile (a signal) becomes pending in cx
    me->wake_value = Value::undef();
    resume_state(me);
    return false;
  }
  switch_to(cx, next, ret_reg);
  return true;
}

Context* Scheduler::finished(Context& cx, GreenThread* t, Value value) {
  World& w = *cx.world;
  if (value.is_undef()) {
    Value exc = cx.pending;
    cx.pending = Value::undef();
    if (throw_info(exc)) { // a kill that ended in a fiber of the thread
      t->value = Value::nil();
    } else if (is_a(cx, exc, w.c.SystemExit)) {
      interrupt(&main, exc); // exit in any thread exits the process
      if (t == fork_survivor) fork_survivor = nullptr; // with this status
    } else {
      t->exception = exc;
      if (t->report_on_exception) {
        cx.iso->write_out(2, describe(cx, t) + " terminated with exception (report_on_exception is true):\n");
        report_exception(cx, exc);
      }
      if (t->abort_on_exception || abort_on_exception) interrupt(&main, exc);
    }
  } else {
    t->value = value;
  }
  t->state = GreenThread::State::Dead;
  release_mutexes(cx, t);
  if (t == fork_survivor) { // the child of a fork made in this thread ends with it
    fork_survivor = nullptr;
    Value ending = new_exception(cx, w.c.SystemExit, "exit");
    ivar_set(cx, ending, w.sym.exit_status, Value::fixnum(t->exception.is_undef() ? 0 : 1));
    interrupt(&main, ending);
  }
  // Threads joining this one get its value, or its exception.
  for (auto it = waiting.begin(); it != waiting.end();) {
    GreenThread* j = *it++; // waking j removes its entry only
    if (j->waiting_on != t->object) continue;
    if (!t->exception.is_undef()) j->wake_exception = t->exception;
    wake(j, j->join_wants_value ? t->value : t->object);
  }
  GreenThread* next = pick(cx);
  if (!next) {
    // Everyone left waits forever: the main thread learns of the deadlock.
    next = &main;
    stop_waiting(next);
    next->wake_exception = deadlock_error(cx);
  }
  resume_state(next);
  slice_started_ns = now(cx);
  if (!next->wake_value.is_undef() && !next->running->frames.empty())
    next->running->frames.back().regs[next->running->wake_reg] = next->wake_value;
  next->wake_value = Value::undef();
  return next->running;
}

std::string describe(Context& cx, GreenThread* t) {
  Scheduler& s = scheduler_of(cx);
  char address[32];
  snprintf(address, sizeof address, "0x%016llx", (unsigned long long)s.object_of(cx, t).bits());
  std::string out = std::string("#<Thread:") + address;
  if (is_string(t->name)) out += "@" + str(t->name);
  if (!t->origin.empty()) out += " " + t->origin;
  switch (t->state) {
    case GreenThread::State::Dead: out += " dead"; break;
    case GreenThread::State::Waiting: out += " sleep"; break;
    default: out += t->killed ? " aborting" : " run";
  }
  return out + ">";
}

bool wakeup(Context& cx, GreenThread* t) {
  if (t->state == GreenThread::State::Dead) return false;
  if (t->state != GreenThread::State::Waiting) return true;
  Scheduler& s = scheduler_of(cx);
  switch (t->wait_kind) {
    case WaitKind::Sleep:
    case WaitKind::MutexSleep: s.wake(t, rounded_seconds(t->wait_started_ns, s.now(cx))); break;
    case WaitKind::Stop: s.wake(t, Value::nil()); break;
    default: break;
  }
  return true;
}

Dispatch kill(Context& cx, GreenThread* t, Value& result) {
  Scheduler& s = scheduler_of(cx);
  result = s.object_of(cx, t);
  // Killing a thread already dead or being killed does nothing: the kill of
  // a thread running its ensure clauses lets them finish.
  if (t->state == GreenThread::State::Dead || t->killed) return Dispatch::Done;
  Value ending;
  if (t == &s.main) {
    ending = new_exception(cx, cx.world->c.SystemExit, "exit");
    ivar_set(cx, ending, intern(cx, "@status"), Value::fixnum(0));
  } else {
    // A return to the thread's outermost frame: ensure clauses run, rescue does not.
    Context& running = t == s.current ? cx : *t->running;
    ending = make_throw(cx, ThrowKind::Return, running.frames.front().id, Value::nil());
    t->killed = true;
  }
  if (t != s.current) {
    s.interrupt(t, ending);
    return Dispatch::Done;
  }
  cx.pending = ending;
  return Dispatch::Raised;
}

namespace {

Dispatch join_thread(Context& cx, Value thread, CallArgs& args, uint32_t ret_reg, Value& result, bool want_value) {
  Scheduler& s = scheduler_of(cx);
  GreenThread* t = thread_of(thread);
  GreenThread* me = s.current;
  if (t == me) {
    raise(cx, cx.world->c.ThreadError, "Target thread must not be current thread");
    return Dispatch::Raised;
  }
  if (t == &s.main && me != &s.main) {
    raise(cx, cx.world->c.ThreadError, "Target thread must not be main thread");
    return Dispatch::Raised;
  }
  if (t->state == GreenThread::State::Dead) {
    if (!t->exception.is_undef()) {
      cx.pending = t->exception;
      return Dispatch::Raised;
    }
    result = want_value ? t->value : thread;
    return Dispatch::Done;
  }
  uint64_t deadline = 0;
  if (!want_value && args.argc > 0 && !args.argv[0].is_nil()) {
    if (!deadline_after(cx, args.argv[0], deadline)) return Dispatch::Raised;
    if (deadline <= s.now(cx)) {
      result = Value::nil();
      return Dispatch::Done;
    }
  }
  me->waiting_on = thread;
  me->join_wants_value = want_value;
  return s.park(cx, ret_reg, WaitKind::Join, nullptr, deadline, result);
}

} // namespace

Dispatch join(Context& cx, Value thread, CallArgs& args, uint32_t ret_reg, Value& result) {
  return join_thread(cx, thread, args, ret_reg, result, false);
}

Dispatch value(Context& cx, Value thread, CallArgs& args, uint32_t ret_reg, Value& result) {
  return join_thread(cx, thread, args, ret_reg, result, true);
}

Dispatch sleep(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value& result) {
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
    deadline = start + uint64_t(std::min(secs, 1e9) * 1e9);
    if (deadline == start) deadline = start + 1;
  }
  Dispatch d = s.park(cx, ret_reg, WaitKind::Sleep, nullptr, deadline, result);
  if (d == Dispatch::Done) result = rounded_seconds(start, s.now(cx));
  return d;
}

Dispatch stop(Context& cx, Value, CallArgs&, uint32_t ret_reg, Value& result) {
  Scheduler& s = scheduler_of(cx);
  if (s.runnable.empty() && s.waiting.empty()) {
    raise(cx, cx.world->c.ThreadError, "stopping only thread\n\tnote: use sleep to stop forever");
    return Dispatch::Raised;
  }
  return s.park(cx, ret_reg, WaitKind::Stop, nullptr, 0, result);
}

Dispatch pass(Context& cx, Value, CallArgs&, uint32_t ret_reg, Value& result) {
  result = Value::nil();
  if (!can_switch(cx)) return Dispatch::Done;
  if (scheduler_of(cx).yield_turn(cx, ret_reg, Value::nil())) return Dispatch::Switch;
  return cx.pending.is_undef() ? Dispatch::Done : Dispatch::Raised;
}

Dispatch wait_fds(Context& cx, std::vector<platform::PollItem> items, uint64_t deadline_ns, uint32_t ret_reg,
                  Value& result) {
  Scheduler& s = scheduler_of(cx);
  const platform::Platform* p = cx.iso->platform;
  if (!can_switch(cx)) { // the carrier waits itself
    uint64_t t = s.now(cx);
    int64_t timeout = deadline_ns ? int64_t(deadline_ns > t ? deadline_ns - t : 0) : -1;
    cx.iso->flush_out();
    bool ready = p->poll_fds && p->poll_fds(p->user, items.data(), items.size(), timeout) > 0;
    result = ready ? Value::true_value() : Value::nil();
    return Dispatch::Done;
  }
  s.current->wait_fds = std::move(items);
  return s.park(cx, ret_reg, WaitKind::Io, nullptr, deadline_ns, result);
}

bool preempt(Context& cx) {
  Scheduler& s = scheduler_of(cx);
  if (s.carrier && s.carrier->should_yield()) s.carrier->yield(); // other isolates' turn
  if ((s.runnable.empty() && s.waiting.empty()) || !can_switch(cx)) return false;
  uint64_t t = s.now(cx);
  // A thread whose deadline has come (a sleep, a timed wait) preempts the
  // running one at once: its wake-up is exact, not a timeslice late.
  bool deadline_came = !s.timers.empty() && s.timers.begin()->first <= t;
  if (t - s.slice_started_ns < kTimeslice && !deadline_came) return false;
  s.slice_started_ns = t;
  return s.yield_turn(cx, 0, Value::undef()); // also wakes waiters whose deadline passed
}

} // namespace garnet::sched
