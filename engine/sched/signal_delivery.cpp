// signal_delivery.cpp — delivering signals to trap handlers or the main thread,
// and the table of signal names.
#include "sched/signal_delivery.h"


#include "sched/green_threads.h"
#include "sched/reports.h"

namespace garnet::sched {

using namespace vm;

const std::vector<std::pair<const char*, int>>& signal_table() {
  // Linux numbering (the WASM build reports none, so names are all it uses).
  static const std::vector<std::pair<const char*, int>> table = {
      {"EXIT", 0},  {"HUP", 1},   {"INT", 2},   {"QUIT", 3},  {"ILL", 4},   {"TRAP", 5},  {"ABRT", 6},
      {"IOT", 6},   {"BUS", 7},   {"FPE", 8},   {"KILL", 9},  {"USR1", 10}, {"SEGV", 11}, {"USR2", 12},
      {"PIPE", 13}, {"ALRM", 14}, {"TERM", 15}, {"CHLD", 17}, {"CLD", 17},  {"CONT", 18}, {"STOP", 19},
      {"TSTP", 20}, {"TTIN", 21}, {"TTOU", 22}, {"URG", 23},  {"XCPU", 24}, {"XFSZ", 25}, {"VTALRM", 26},
      {"PROF", 27}, {"WINCH", 28}, {"IO", 29},  {"POLL", 29}, {"PWR", 30},  {"SYS", 31},
  };
  return table;
}

int signal_number(Context& cx, Value sig) {
  if (sig.is_fixnum()) {
    int64_t n = sig.as_fixnum();
    for (auto& entry : signal_table())
      if (entry.second == n) return int(n);
    raisef(cx, cx.world->c.ArgumentError, "invalid signal number (%lld)", (long long)n);
    return -1;
  }
  std::string name = sig.is_symbol() ? sym_name(cx, sig.as_symbol()) : is_string(sig) ? str(sig) : "";
  if (!sig.is_symbol() && !is_string(sig)) {
    raisef(cx, cx.world->c.ArgumentError, "bad signal type %s", class_path(cx, real_class(cx, sig)).c_str());
    return -1;
  }
  std::string bare = name.rfind("SIG", 0) == 0 ? name.substr(3) : name;
  for (auto& entry : signal_table())
    if (bare == entry.first) return entry.second;
  raisef(cx, cx.world->c.ArgumentError, "unsupported signal 'SIG%s'", bare.c_str());
  return -1;
}

std::string signal_name(int signo) {
  for (auto& entry : signal_table())
    if (entry.second == signo) return std::string("SIG") + entry.first;
  return "SIG" + std::to_string(signo);
}

Value signal_exception(Context& cx, int signo) {
  World& w = *cx.world;
  Value exc = signo == 2 ? new_exception(cx, w.c.Interrupt, "")
                         : new_exception(cx, w.c.SignalException, signal_name(signo));
  ivar_set(cx, exc, intern(cx, "@signo"), Value::fixnum(signo));
  return exc;
}

namespace {

bool is_command(Value handler, const char* name) { return is_string(handler) && str(handler) == name; }

// A trap handler as a Proc: itself, or its #call method's (undef, with
// NoMethodError pending, if it has none).
Value handler_proc(Context& cx, Value handler) {
  if (is_proc(handler)) return handler;
  World& w = *cx.world;
  Sym call = w.intern("call");
  if (!respond_to(cx, handler, call, true))
    return raise_name_error(cx, w.c.NoMethodError, "undefined method 'call' for " + describe_receiver(cx, handler),
                            call, handler);
  Value name = Value::symbol(call);
  Value method = vm::call(cx, handler, w.intern("method"), 1, &name);
  return method.is_undef() ? method : vm::call(cx, method, w.intern("to_proc"));
}

// Runs a trap handler in a new green thread acting for the main thread
// (GreenThread::acts_for), so that it runs at once even while main waits,
// and main's wait goes on; what it raises goes to main.
void run_handler(Context& cx, Value handler, int signo) {
  Value arg = Value::fixnum(signo);
  CallArgs args{&arg, 1, Value::undef(), Value::nil()};
  Value thread = new_thread(cx, cx.world->c.Thread, handler, args);
  if (GreenThread* t = thread_of(thread)) {
    t->report_on_exception = false;
    t->abort_on_exception = true;
    t->acts_for = &scheduler_of(cx).main;
  }
}

} // namespace

bool deliver_signals(Context& cx, bool raise_here) {
  const platform::Platform* p = cx.iso->platform;
  if (!p->take_signal || !cx.iso->is_main) return false; // signals go to the main isolate
  bool raised = false;
  while (int signo = p->take_signal(p->user)) {
    Scheduler& s = scheduler_of(cx);
    auto trap = s.traps.find(signo);
    if (trap != s.traps.end() && (trap->second.is_nil() || is_command(trap->second, "IGNORE"))) continue;
    Value handler = trap == s.traps.end() ? Value::nil() : trap->second;
    Value exc;
    if (!handler.is_nil() && !is_string(handler)) {
      Value proc = handler_proc(cx, handler);
      if (!proc.is_undef()) {
        run_handler(cx, proc, signo);
        continue;
      }
      exc = cx.pending; // no #call: NoMethodError, raised in the main thread
      cx.pending = Value::undef();
    } else if (is_command(handler, "EXIT")) {
      exc = new_exception(cx, cx.world->c.SystemExit, "exit");
      ivar_set(cx, exc, cx.world->sym.exit_status, Value::fixnum(0));
    } else { // "DEFAULT", "SYSTEM_DEFAULT", or no trap
      exc = signal_exception(cx, signo);
    }
    if (raise_here && s.current == &s.main && !raised) {
      raise(cx, exc);
      raised = true;
    } else {
      s.interrupt(&s.main, exc);
    }
  }
  return raised;
}

void raise_out_of_memory(Context& cx) {
  cx.iso->heap.take_out_of_memory();
  raise(cx, cx.world->c.NoMemoryError, "failed to allocate memory");
}

namespace {

constexpr uint64_t kStepsPerSafepoint = 1024; // interp.cpp calls safepoint every 1024 steps of a context

// Past World::step_limit: a return to the running context's outermost frame
// (Thread#kill's unwinding), pending in cx.
bool steps_used_up(Context& cx) {
  uint64_t limit = cx.world->step_limit;
  if (!limit || ++cx.iso->safepoints_passed * kStepsPerSafepoint <= limit || cx.frames.empty()) return false;
  cx.pending = make_throw(cx, ThrowKind::Return, cx.frames.front().id, Value::nil());
  return true;
}

} // namespace

Safepoint safepoint(Context& cx) {
  if (cx.iso->pause_requested.load(std::memory_order_relaxed)) cx.world->roster.pause(*cx.iso);
  // Reports read the clock, which costs a call out of WebAssembly: every
  // 16th safepoint (about 16K instructions) is often enough for 10 ms.
  if ((cx.ticks & (16 * 1024 - 1)) == 0) report_now_and_then(*cx.iso);
  if (steps_used_up(cx)) return Safepoint::Raise;
  if (deliver_signals(cx, true)) return Safepoint::Raise;
  if (cx.iso->finalizers_due && cx.world->start_finalizers) cx.world->start_finalizers(cx);
  cx.iso->scheduler->run_jobs(cx);
  if (preempt(cx)) return Safepoint::Switch;
  return cx.pending.is_undef() ? Safepoint::Continue : Safepoint::Raise; // a signal that came while it picked
}

} // namespace garnet::sched
