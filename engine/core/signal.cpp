// signal.cpp — the Ruby API of signals (delivery is sched/signal_delivery.h):
// Signal.trap / Kernel#trap, Signal.list, Signal.signame, Process.kill, and
// SignalException / Interrupt with #signo (#signm is in exception.cpp).
#include <cerrno>

#include "core/core.h"
#include "sched/green_threads.h"
#include "sched/signal_delivery.h"

namespace garnet::core {

using namespace vm;

namespace {

// Signals Ruby reserves for itself (SEGV, BUS, ILL, FPE, VTALRM).
bool reserved(int signo) { return signo == 11 || signo == 7 || signo == 4 || signo == 8 || signo == 26; }

// What trap answers for a signal no trap has changed: "DEFAULT" where Ruby
// handles it itself (raising SignalException), nil for PIPE (ignored), else
// "SYSTEM_DEFAULT" (the system's action).
Value initial_handler(Context& cx, int signo) {
  switch (signo) {
    case 1: case 2: case 3: case 10: case 12: case 14: case 15: return new_string(cx, "DEFAULT");
    case 13: return Value::nil();
    default: return new_string(cx, "SYSTEM_DEFAULT");
  }
}

// trap(:EXIT, command): the handler runs as the program ends, before the
// at_exit blocks (Kernel.__pop_at_exit gives it first).
Value trap_exit(Context& cx, Value handler) {
  Value previous = cx.iso->exit_trap;
  bool runs = !handler.is_nil() && !is_string(handler);
  cx.iso->exit_trap = runs ? handler : Value::nil();
  return previous;
}

// trap(signal, command) / trap(signal) { |signo| }: returns the previous
// handler. A command is a Proc or anything with #call (called with the
// signal's number), or a String or Symbol: "IGNORE", "SIG_IGN" or "" (and
// nil) ignore the signal, "DEFAULT" and "SIG_DFL" restore Ruby's handling,
// "SYSTEM_DEFAULT" the system's, "EXIT" exits.
NATIVE(signal_trap) {
  World& w = *cx.world;
  if (argc < 1 || argc > 2) return raisef(cx, w.c.ArgumentError, "wrong number of arguments (given %d, expected 1..2)", argc);
  int signo = sched::signal_number(cx, argv[0]);
  if (signo < 0) return Value::undef();
  Value handler = argc == 2 ? argv[1] : block;
  if (handler.is_nil() && argc == 1) return raise(cx, w.c.ArgumentError, "tried to create Proc object without a block");
  if (reserved(signo))
    return raisef(cx, w.c.ArgumentError, "can't trap reserved signal: %s", sched::signal_name(signo).c_str());
  if (signo == 9 || signo == 19) return raise_errno(cx, EINVAL, "", sched::signal_name(signo)); // KILL, STOP
  if (handler.is_symbol()) handler = new_string(cx, sym_name(cx, handler.as_symbol())); // trap(:INT, :SIG_DFL)
  if (signo == 0) return trap_exit(cx, handler);
  std::string command = is_string(handler) ? str(handler) : "";
  sched::Scheduler& s = sched::scheduler_of(cx);
  auto it = s.traps.find(signo);
  Value previous = it == s.traps.end() ? initial_handler(cx, signo) : it->second;
  if (command == "SIG_DFL" || command == "DEFAULT") s.traps.erase(signo);
  else if (command == "" && is_string(handler)) s.traps[signo] = new_string(cx, "IGNORE");
  else if (command == "SIG_IGN") s.traps[signo] = new_string(cx, "IGNORE");
  else s.traps[signo] = handler; // a callable, nil (ignore), or another String
  return previous;
}

NATIVE(signal_list) {
  Value h = new_hash(cx);
  for (auto& e : sched::signal_table())
    if (!hash_store(cx, as_hash(h), new_string(cx, e.first), Value::fixnum(e.second))) return Value::undef();
  return h;
}

NATIVE(signal_signame) {
  if (!argv[0].is_fixnum()) return raise_conversion(cx, argv[0], "Integer");
  for (auto& e : sched::signal_table())
    if (e.second == argv[0].as_fixnum()) return new_string(cx, e.first);
  return Value::nil();
}

// Process.kill(signal, *pids): the number of processes signalled.
// Process.kill's signal: a negative number, or a name after a minus sign
// ("-TERM", :"-SIGTERM"), signals the process groups of the pids.
int kill_signal(Context& cx, Value sig, bool& groups) {
  groups = false;
  if (sig.is_fixnum() && sig.as_fixnum() < 0) {
    groups = true;
    sig = Value::fixnum(-sig.as_fixnum());
  } else if (sig.is_symbol() || is_string(sig)) {
    std::string name = sig.is_symbol() ? sym_name(cx, sig.as_symbol()) : str(sig);
    if (name.rfind("-", 0) == 0) {
      groups = true;
      sig = new_string(cx, name.substr(1));
    }
  }
  return sched::signal_number(cx, sig);
}

NATIVE(process_kill) {
  bool groups;
  int signo = kill_signal(cx, argv[0], groups);
  if (signo < 0) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  for (int i = 1; i < argc; i++) {
    int64_t pid;
    if (!to_int64(cx, argv[i], pid)) return Value::undef();
    if (!p->send_signal) return raise(cx, cx.world->c.NotImplementedError, "Process.kill is not available here");
    int err = p->send_signal(p->user, groups ? -pid : pid, signo);
    if (err) return raise_errno(cx, err, "", "");
  }
  // A signal sent to this process takes effect before kill returns, as in Ruby.
  if (sched::deliver_signals(cx, true)) return Value::undef();
  return Value::fixnum(argc - 1);
}

// SignalException.new("INT") / .new(2) / .new(2, "message")
NATIVE(signal_exception_initialize) {
  World& w = *cx.world;
  if (argc < 1 || argc > 2) return raisef(cx, w.c.ArgumentError, "wrong number of arguments (given %d, expected 1..2)", argc);
  int signo = sched::signal_number(cx, argv[0]);
  if (signo < 0) return Value::undef();
  if (argc == 2 && !argv[0].is_fixnum())
    return raisef(cx, w.c.ArgumentError, "wrong number of arguments (given 2, expected 1)");
  if (!check_frozen(cx, self)) return Value::undef();
  ivar_set(cx, self, w.sym.mesg, argc == 2 ? argv[1] : new_string(cx, sched::signal_name(signo)));
  ivar_set(cx, self, intern(cx, "@signo"), Value::fixnum(signo));
  return Value::nil();
}

// Interrupt.new(message = "Interrupt")
NATIVE(interrupt_initialize) {
  if (!check_frozen(cx, self)) return Value::undef();
  ivar_set(cx, self, cx.world->sym.mesg, argc ? argv[0] : new_string(cx, "Interrupt"));
  ivar_set(cx, self, intern(cx, "@signo"), Value::fixnum(2));
  return Value::nil();
}

NATIVE(signal_exception_signo) {
  return ivar_get(cx, self, intern(cx, "@signo"));
}

} // namespace

void init_signal(World& w) {
  Class* s = w.c.Signal;
  define_module_function(w, s, "trap", signal_trap, 0, -1);
  define_module_function(w, s, "list", signal_list, 0, 0);
  define_module_function(w, s, "signame", signal_signame, 1, 1);
  define_module_function(w, w.c.Kernel, "trap", signal_trap, 0, -1);
  keeps_block(w, s, {"trap"});
  keeps_block(w, metaclass(w, s), {"trap"});
  keeps_block(w, w.c.Kernel, {"trap"});
  keeps_block(w, metaclass(w, w.c.Kernel), {"trap"});
  define_singleton_method(w, w.c.Process, "kill", process_kill, 1, -1);
  define_method(w, w.c.SignalException, "initialize", signal_exception_initialize, 0, -1, Visibility::Private);
  define_method(w, w.c.SignalException, "signo", signal_exception_signo, 0, 0);
  define_method(w, w.c.Interrupt, "initialize", interrupt_initialize, 0, 1, Visibility::Private);
}

} // namespace garnet::core
