// thread.cpp — the Ruby API of green threads (the mechanism is
// sched/green_threads.h): Thread.new/current/main/list/pass/stop/exit/kill,
// #join, #value, #alive?, #status, #stop?, fiber-local #[] / #[]= and
// thread variables, #name, #kill, #wakeup, #raise, report_on_exception and
// abort_on_exception, and Kernel#sleep. (Thread#run, #fetch and #keys are
// Ruby: core/prelude/99_thread.rb.)
#include <algorithm>
#include <cmath>

#include "core/core.h"
#include "sched/green_threads.h"

namespace garnet::core {

using namespace vm;
using sched::GreenThread;

namespace {

GreenThread* self_thread(Value self) { return sched::thread_of(self); }

// Kernel#sleep's duration, checked as CRuby's time intervals are: nil (for
// ever) or a Numeric that is neither NaN, negative nor beyond a long.
bool check_time_interval(Context& cx, Value v) {
  World& w = *cx.world;
  if (v.is_nil()) return true;
  if (is_bignum(v)) return raise(cx, w.c.RangeError, "bignum too big to convert into 'long'"), false;
  if (!is_a(cx, v, w.c.Numeric)) {
    std::string name = class_path(cx, real_class(cx, v));
    return raisef(cx, w.c.TypeError, "can't convert %s into time interval", name.c_str()), false;
  }
  double secs;
  if (!to_double(cx, v, secs)) return false;
  if (std::isnan(secs)) return raise(cx, w.c.RangeError, "NaN out of Time range"), false;
  if (secs < 0) return raise(cx, w.c.ArgumentError, "time interval must not be negative"), false;
  return true;
}

Dispatch k_sleep(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  if (args.argc > 0 && !check_time_interval(cx, args.argv[0])) return Dispatch::Raised;
  return sched::sleep(cx, self, args, ret_reg, result);
}

// A thread of class `self` running block(*argv); without a block, `missing`
// is raised with `message` (new's ThreadError, start's and fork's ArgumentError).
Value start_thread(Context& cx, Value self, int argc, Value* argv, Value block, Class* missing, const char* message) {
  if (!is_proc(block)) return raise(cx, missing, message);
  std::vector<Value> args(argv, argv + argc);
  CallArgs a{args.data(), argc, Value::undef(), Value::nil()};
  return sched::new_thread(cx, self.as<Class>(), block, a);
}

NATIVE(thread_s_new) {
  return start_thread(cx, self, argc, argv, block, cx.world->c.ThreadError, "must be called with a block");
}
NATIVE(thread_s_start) {
  return start_thread(cx, self, argc, argv, block, cx.world->c.ArgumentError,
                      "tried to create Proc object without a block");
}

NATIVE(thread_s_current) {
  sched::Scheduler& s = sched::scheduler_of(cx);
  return s.object_of(cx, sched::identity(s.current));
}

NATIVE(thread_s_main) { return sched::scheduler_of(cx).main_object(cx); }

NATIVE(thread_s_list) {
  sched::Scheduler& s = sched::scheduler_of(cx);
  std::vector<Value> all;
  for (GreenThread* t : s.live_threads()) all.push_back(s.object_of(cx, t));
  return new_array(cx, std::move(all));
}

// Thread#__backtrace(start = 0, length = nil) / (range), for #backtrace and
// #backtrace_locations (prelude/96_backtrace_location.rb): the thread's
// frames where it is now (entry 0 is that call for the current thread); nil
// once it has ended.
NATIVE(thread_backtrace) {
  GreenThread* t = self_thread(self);
  if (t->state == GreenThread::State::Dead) return Value::nil();
  const Context* of = t->running ? t->running : t->root;
  if (!of) return new_array(cx); // not started
  Value lines = make_backtrace(cx, nullptr, of == &cx ? nullptr : of);
  return backtrace_window(cx, lines, argc, argv, 0);
}

NATIVE(thread_alive_p) {
  return Value::boolean(self_thread(self)->state != GreenThread::State::Dead);
}

NATIVE(thread_stop_p) {
  GreenThread::State state = self_thread(self)->state;
  return Value::boolean(state == GreenThread::State::Dead || state == GreenThread::State::Waiting);
}

// "run", "sleep" (waiting, even while dying), "aborting" (killed, running its
// ensure clauses), false (ended normally or killed) or nil (ended by an exception).
NATIVE(thread_status) {
  GreenThread* t = self_thread(self);
  switch (t->state) {
    case GreenThread::State::Dead: return t->exception.is_undef() ? Value::false_value() : Value::nil();
    case GreenThread::State::Waiting: return new_string(cx, "sleep");
    default: return new_string(cx, t->killed ? "aborting" : "run");
  }
}

// Thread#[] keys: Symbols, or Strings converted to Symbols.
// A fiber-local or thread variable's key: a Symbol (a String is made one);
// anything else raises TypeError (undef).
Value local_key(Context& cx, Value key) {
  if (key.is_symbol()) return key;
  if (is_string(key)) return symbol_value(cx, str(key));
  Value text = inspect(cx, key);
  if (text.is_undef()) return text;
  return raisef(cx, cx.world->c.TypeError, "%s is not a symbol nor a string", str(text).c_str());
}

Value storage_get(Context& cx, Value storage, Value key) {
  Value k = local_key(cx, key);
  if (k.is_undef()) return k;
  return is_hash(storage) ? hash_get(cx, storage, k) : Value::nil();
}

Value storage_set(Context& cx, Value self, Value& storage, Value key, Value v) {
  Value k = local_key(cx, key);
  if (k.is_undef() || !check_frozen(cx, self)) return Value::undef();
  if (!is_hash(storage)) storage = new_hash(cx);
  if (!hash_store(cx, as_hash(storage), k, v)) return Value::undef();
  return v;
}

Value storage_has(Context& cx, Value storage, Value key) {
  Value k = local_key(cx, key);
  if (k.is_undef()) return k;
  if (!is_hash(storage)) return Value::false_value();
  bool found;
  hash_lookup(cx, as_hash(storage), k, found);
  return Value::boolean(found);
}

NATIVE(thread_aref) {
  return storage_get(cx, self_thread(self)->locals, argv[0]);
}
NATIVE(thread_aset) {
  return storage_set(cx, self, self_thread(self)->locals, argv[0], argv[1]);
}
NATIVE(thread_key_p) {
  return storage_has(cx, self_thread(self)->locals, argv[0]);
}
NATIVE(thread_locals) {
  Value& locals = self_thread(self)->locals;
  if (!is_hash(locals)) locals = new_hash(cx);
  return locals;
}
NATIVE(thread_variable_get) {
  return storage_get(cx, self_thread(self)->variables, argv[0]);
}
NATIVE(thread_variable_set) {
  return storage_set(cx, self, self_thread(self)->variables, argv[0], argv[1]);
}
NATIVE(thread_variable_p) {
  return storage_has(cx, self_thread(self)->variables, argv[0]);
}

// thread_variables: the names set with thread_variable_set.
NATIVE(thread_variables) {
  Value vars = self_thread(self)->variables;
  return is_hash(vars) ? call(cx, vars, cx.world->intern("keys")) : new_array(cx);
}

NATIVE(thread_name) { return self_thread(self)->name; }
// name=(name): a String (by to_str) without NUL bytes, or nil.
NATIVE(thread_set_name) {
  Value name = argv[0];
  if (!name.is_nil()) {
    name = implicit_string(cx, name);
    if (name.is_undef()) return name;
    if (str(name).find('\0') != std::string::npos) return raise(cx, cx.world->c.ArgumentError, "string contains null byte");
  }
  self_thread(self)->name = name;
  return argv[0];
}

NATIVE(thread_report_p) {
  return Value::boolean(self_thread(self)->report_on_exception);
}
NATIVE(thread_set_report) {
  self_thread(self)->report_on_exception = argv[0].truthy();
  return argv[0];
}
NATIVE(thread_abort_p) {
  return Value::boolean(self_thread(self)->abort_on_exception);
}
NATIVE(thread_set_abort) {
  self_thread(self)->abort_on_exception = argv[0].truthy();
  return argv[0];
}
NATIVE(thread_s_abort_p) {
  return Value::boolean(sched::scheduler_of(cx).abort_on_exception);
}
NATIVE(thread_s_set_abort) {
  sched::scheduler_of(cx).abort_on_exception = argv[0].truthy();
  return argv[0];
}

NATIVE(thread_s_report_p) {
  return Value::boolean(sched::scheduler_of(cx).report_on_exception);
}
NATIVE(thread_s_set_report) {
  sched::scheduler_of(cx).report_on_exception = argv[0].truthy();
  return argv[0];
}

NATIVE(thread_wakeup) {
  if (!sched::wakeup(cx, self_thread(self))) return raise(cx, cx.world->c.ThreadError, "killed thread");
  return self;
}

NATIVE(thread_inspect) {
  return new_binary_string(cx, sched::describe(cx, self_thread(self))); // BINARY, as CRuby's
}

NATIVE(thread_priority) { return Value::fixnum(self_thread(self)->priority); }
// priority=(n): an Integer, kept within -3..3 (CRuby's range).
NATIVE(thread_set_priority) {
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  self_thread(self)->priority = int(std::clamp<int64_t>(n, -3, 3));
  return argv[0];
}

Dispatch thread_kill(Context& cx, Value self, CallArgs&, uint32_t, Value& result) {
  return sched::kill(cx, self_thread(self), result);
}

Dispatch thread_s_kill(Context& cx, Value, CallArgs& args, uint32_t, Value& result) {
  GreenThread* t = self_thread(args.argv[0]);
  if (!t) {
    raise(cx, cx.world->c.TypeError, "wrong argument type (expected VM/thread)");
    return Dispatch::Raised;
  }
  return sched::kill(cx, t, result);
}

Dispatch thread_s_exit(Context& cx, Value, CallArgs&, uint32_t, Value& result) {
  return sched::kill(cx, sched::scheduler_of(cx).current, result);
}

// Thread#raise: the exception is raised in the target where it stands.
Dispatch thread_raise(Context& cx, Value self, CallArgs& args, uint32_t, Value& result) {
  GreenThread* t = self_thread(self);
  result = Value::nil();
  if (t->state == GreenThread::State::Dead) return Dispatch::Done;
  Value exc = args.argc == 0 ? new_exception(cx, cx.world->c.RuntimeError, "unhandled exception")
                             : exception_from_args(cx, args.argc, args.argv);
  if (exc.is_undef()) return Dispatch::Raised;
  sched::Scheduler& s = sched::scheduler_of(cx);
  if (t == s.current) {
    raise(cx, exc);
    return Dispatch::Raised;
  }
  if (ivar_get(cx, exc, cx.world->sym.bt).is_nil()) ivar_set(cx, exc, cx.world->sym.bt, make_backtrace(*t->running));
  s.interrupt(t, exc);
  return Dispatch::Done;
}

} // namespace

void init_thread(World& w) {
  Class* t = w.c.Thread;
  undef_allocator(w, t);
  define_singleton_method(w, t, "new", thread_s_new, 0, -1);
  for (const char* name : {"start", "fork"}) define_singleton_method(w, t, name, thread_s_start, 0, -1);
  keeps_block(w, metaclass(w, t), {"new", "start", "fork"});
  define_singleton_method(w, t, "current", thread_s_current, 0, 0);
  define_singleton_method(w, t, "main", thread_s_main, 0, 0);
  define_singleton_method(w, t, "list", thread_s_list, 0, 0);
  define_singleton_method(w, t, "abort_on_exception", thread_s_abort_p, 0, 0);
  define_singleton_method(w, t, "abort_on_exception=", thread_s_set_abort, 1, 1);
  define_singleton_method(w, t, "report_on_exception", thread_s_report_p, 0, 0);
  define_singleton_method(w, t, "report_on_exception=", thread_s_set_report, 1, 1);
  define_switching(w, metaclass(w, t), "pass", sched::pass, 0, 0);
  define_switching(w, metaclass(w, t), "stop", sched::stop, 0, 0);
  define_switching(w, metaclass(w, t), "exit", thread_s_exit, 0, 0);
  define_switching(w, metaclass(w, t), "kill", thread_s_kill, 1, 1);
  define_switching(w, t, "join", sched::join, 0, 1);
  define_switching(w, t, "value", sched::value, 0, 0);
  for (const char* name : {"kill", "exit", "terminate"}) define_switching(w, t, name, thread_kill, 0, 0);
  define_switching(w, t, "raise", thread_raise, 0, 3);
  define_method(w, t, "wakeup", thread_wakeup, 0, 0);
  define_method(w, t, "alive?", thread_alive_p, 0, 0);
  define_method(w, t, "__backtrace", thread_backtrace, 0, 2);
  define_method(w, t, "stop?", thread_stop_p, 0, 0);
  define_method(w, t, "status", thread_status, 0, 0);
  define_method(w, t, "[]", thread_aref, 1, 1);
  define_method(w, t, "[]=", thread_aset, 2, 2);
  define_method(w, t, "key?", thread_key_p, 1, 1);
  define_method(w, t, "__locals", thread_locals, 0, 0);
  define_method(w, t, "thread_variable_get", thread_variable_get, 1, 1);
  define_method(w, t, "thread_variable_set", thread_variable_set, 2, 2);
  define_method(w, t, "thread_variable?", thread_variable_p, 1, 1);
  define_method(w, t, "name", thread_name, 0, 0);
  define_method(w, t, "name=", thread_set_name, 1, 1);
  define_method(w, t, "report_on_exception", thread_report_p, 0, 0);
  define_method(w, t, "report_on_exception=", thread_set_report, 1, 1);
  define_method(w, t, "abort_on_exception", thread_abort_p, 0, 0);
  define_method(w, t, "abort_on_exception=", thread_set_abort, 1, 1);
  define_method(w, t, "priority", thread_priority, 0, 0);
  define_method(w, t, "priority=", thread_set_priority, 1, 1);
  define_method(w, t, "thread_variables", thread_variables, 0, 0);
  define_method(w, t, "inspect", thread_inspect, 0, 0);
  define_method(w, t, "to_s", thread_inspect, 0, 0);
  define_switching(w, w.c.Kernel, "sleep", k_sleep, 0, 1, Visibility::Private);
  define_switching(w, metaclass(w, w.c.Kernel), "sleep", k_sleep, 0, 1);
}

} // namespace garnet::core
