// kernel.cpp — Kernel's control flow: raise/fail (with causes), catch and
// throw, block_given?, proc and lambda, exit, exit!, abort and at_exit,
// caller, __method__ and __callee__, and the `when *list` test the compiler emits.
#include <algorithm>

#include "core/core.h"
#include "core/string_internal.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

Value backtrace_window(Context& cx, Value lines, int argc, const Value* argv, int64_t default_start) {
  const vm::ValueVector& items = as_array(lines)->items;
  int64_t total = int64_t(items.size()), start = default_start, length = total;
  if (argc > 0 && is_range(argv[0])) {
    int found = range_beg_len(cx, argv[0], total, start, length);
    if (found <= 0) return found < 0 ? Value::undef() : Value::nil();
  } else {
    if (argc > 0 && !to_int64(cx, argv[0], start)) return Value::undef();
    if (start < 0) return raisef(cx, cx.world->c.ArgumentError, "negative level (%lld)", (long long)start);
    if (argc > 1 && !argv[1].is_nil()) {
      if (!to_int64(cx, argv[1], length)) return Value::undef();
      if (length < 0) return raisef(cx, cx.world->c.ArgumentError, "negative size (%lld)", (long long)length);
    }
    if (start > total) return Value::nil();
  }
  length = std::min(length, total - start);
  return new_array(cx, items.data() + start, size_t(length));
}

namespace {

// Sets exc.cause as raise does: never to exc itself, and never to a cause
// whose own chain of causes leads back to exc (ArgumentError "circular
// causes" for raise's cause: argument; the implicit cause, $!, is then left
// out). False when it raised.
bool set_cause(Context& cx, Value exc, Value cause, bool given) {
  World& w = *cx.world;
  if (given && cause.is_nil()) return ivar_set(cx, exc, w.sym.cause, cause); // cause: nil, none implied
  if (cause.is_nil() || cause == exc) return true;
  if (given && !is_a(cx, cause, w.c.Exception)) {
    raise(cx, w.c.TypeError, "exception object expected");
    return false;
  }
  for (Value c = cause; !c.is_nil() && !c.is_undef(); c = ivar_get(cx, c, w.sym.cause)) {
    if (c != exc) continue;
    if (given) raise(cx, w.c.ArgumentError, "circular causes");
    return !given;
  }
  return ivar_set(cx, exc, w.sym.cause, cause);
}

NATIVE(k_raise) {
  World& w = *cx.world;
  Value current = cx.errinfo;
  Value explicit_cause = Value::undef();
  if (argc > 0 && kwargs_given(cx)) {
    explicit_cause = kwarg(cx, argv[--argc], "cause");
    if (argc == 0 && !explicit_cause.is_undef())
      return raise(cx, w.c.ArgumentError, "only cause is given with no arguments");
  }
  Value exc;
  if (argc == 0) {
    if (!current.is_nil() && !current.is_undef()) return raise(cx, current);
    exc = new_exception(cx, w.c.RuntimeError, ""); // reported as "unhandled exception"
    cx.current_native = nullptr;
  } else {
    exc = exception_from_args(cx, argc, argv);
    if (exc.is_undef()) return exc;
  }
  if (!explicit_cause.is_undef()) {
    if (!set_cause(cx, exc, explicit_cause, true)) return Value::undef();
  } else if (!current.is_undef() && ivar_get(cx, exc, w.sym.cause).is_nil()) {
    if (!set_cause(cx, exc, current, false)) return Value::undef();
  }
  cx.current_native = nullptr; // the backtrace starts at the caller, as in CRuby
  return raise(cx, exc);
}

NATIVE(k_block_given_p) {
  return Value::boolean(!cx.frames.empty() && is_proc(cx.frames.back().block));
}

NATIVE(k_proc) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  return block;
}

NATIVE(k_lambda) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  Proc* p = block.as<Proc>();
  // Only a literal block becomes a lambda; lambda(&existing) is an error
  // since Ruby 3.3, unless existing is a lambda already (then it is returned).
  if (p->is_lambda()) return block;
  if (cx.frames.empty() || p->creator_frame != cx.frames.back().id || p->creator_pc != cx.frames.back().pc ||
      !p->iseq || cx.block_through_method_call)
    return raise(cx, cx.world->c.ArgumentError, "the lambda method requires a literal block");
  p->flags |= FL_LAMBDA;
  return block;
}

NATIVE(k_catch_enter) {
  cx.catch_tags.push_back({argv[0], cx.frames.back().id});
  return Value::nil();
}

NATIVE(k_throw) {
  Value tag = argv[0];
  Value value = argc > 1 ? argv[1] : Value::nil();
  for (size_t i = cx.catch_tags.size(); i-- > 0;) {
    if (cx.catch_tags[i].first == tag) {
      cx.pending = make_throw(cx, ThrowKind::Return, cx.catch_tags[i].second, value);
      return Value::undef();
    }
  }
  Value insp = inspect(cx, tag);
  if (insp.is_undef()) return insp;
  Value exc = new_exception(cx, cx.world->c.UncaughtThrowError, "uncaught throw " + str(insp));
  ivar_set(cx, exc, cx.world->sym.tag, tag);
  ivar_set(cx, exc, cx.world->sym.value, value);
  return raise(cx, exc);
}

Value exit_exception(Context& cx, int status, std::string_view message) {
  Value exc = new_exception(cx, cx.world->c.SystemExit, message);
  ivar_set(cx, exc, cx.world->sym.exit_status, Value::fixnum(status));
  return exc;
}

// exit's and exit!'s status: true is 0, false 1, anything else an Integer
// by implicit conversion (false after raising TypeError).
bool exit_status_arg(Context& cx, int argc, Value* argv, int default_status, int& status) {
  status = default_status;
  if (argc == 0) return true;
  if (argv[0].is_true() || argv[0].is_false()) {
    status = argv[0].is_true() ? 0 : 1;
    return true;
  }
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return false;
  status = int(n);
  return true;
}

NATIVE(k_exit) {
  int status;
  if (!exit_status_arg(cx, argc, argv, 0, status)) return Value::undef();
  return raise(cx, exit_exception(cx, status, "exit"));
}

NATIVE(k_exit_bang) {
  int status;
  if (!exit_status_arg(cx, argc, argv, 1, status)) return Value::undef();
  cx.iso->flush_out();
  const platform::Platform* p = cx.iso->platform;
  if (p->exit_now) {
    cx.world->roster.halt_others(cx.iso);
    p->exit_now(p->user, status);
  }
  return raise(cx, exit_exception(cx, status, "exit"));
}

NATIVE(k_abort) {
  std::string msg;
  if (argc > 0) {
    Value s = implicit_string(cx, argv[0]);
    if (s.is_undef()) return s;
    msg = str(s);
    cx.iso->write_out(2, msg + "\n");
  }
  return raise(cx, exit_exception(cx, 1, msg));
}

NATIVE(k_at_exit) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "called without a block");
  cx.iso->at_exit_blocks.push_back(block);
  return block;
}

// Kernel.__pop_at_exit: trap(:EXIT)'s handler, then the last at_exit block
// still waiting to run (nil: none), for the driver that runs them from Ruby
// (vm/embed.cpp), where they may wait.
NATIVE(k_pop_at_exit) {
  if (!cx.iso->exit_trap.is_nil()) {
    Value handler = cx.iso->exit_trap;
    cx.iso->exit_trap = Value::nil();
    return handler;
  }
  auto& blocks = cx.iso->at_exit_blocks;
  if (blocks.empty()) return Value::nil();
  Value last = blocks.back();
  blocks.pop_back();
  return last;
}

// caller(start = 1, length = nil) / caller(range): entry 0 is the method
// that calls caller.
NATIVE(k_caller) {
  const MethodEntry* saved = cx.current_native;
  cx.current_native = nullptr;
  Value bt = make_backtrace(cx);
  cx.current_native = saved;
  return backtrace_window(cx, bt, argc, argv, 1);
}

// __method__ names the running method as defined; __callee__ by the name it
// was called by (an alias's own).
NATIVE(k_method_name) {
  if (cx.frames.empty() || !cx.frames.back().method) return Value::nil();
  return Value::symbol(cx.frames.back().method->original_name);
}
NATIVE(k_callee) {
  if (cx.frames.empty() || !cx.frames.back().method) return Value::nil();
  return Value::symbol(cx.frames.back().method->name);
}

NATIVE(k_when_splat) {
  Value list = argv[0], subject = argv[1];
  Value arr = is_array(list) ? list : new_array(cx, &list, 1);
  std::vector<Value> items = as_array(arr)->items.to_vector();
  for (Value pattern : items) {
    Value r = call(cx, pattern, cx.world->sym.eqq, 1, &subject);
    if (r.is_undef()) return r;
    if (r.truthy()) return Value::true_value();
  }
  return Value::false_value();
}

} // namespace

void init_kernel(World& w) {
  Class* k = w.c.Kernel;
  define_module_function(w, k, "raise", k_raise, 0, 4);
  define_module_function(w, k, "fail", k_raise, 0, 4);
  define_module_function(w, k, "block_given?", k_block_given_p, 0, 0);
  define_module_function(w, k, "proc", k_proc, 0, 0);
  define_module_function(w, k, "lambda", k_lambda, 0, 0);
  define_method(w, k, "__catch_frame", k_catch_enter, 1, 1, Visibility::Private);
  define_module_function(w, k, "throw", k_throw, 1, 2);
  define_module_function(w, k, "exit", k_exit, 0, 1);
  define_module_function(w, k, "exit!", k_exit_bang, 0, 1);
  define_module_function(w, k, "abort", k_abort, 0, 1);
  define_singleton_method(w, w.c.Process, "exit", k_exit, 0, 1);
  define_singleton_method(w, w.c.Process, "exit!", k_exit_bang, 0, 1);
  define_singleton_method(w, w.c.Process, "abort", k_abort, 0, 1);
  define_module_function(w, k, "at_exit", k_at_exit, 0, 0);
  define_singleton_method(w, k, "__pop_at_exit", k_pop_at_exit, 0, 0);
  keeps_block(w, k, {"proc", "lambda", "at_exit"});
  keeps_block(w, metaclass(w, k), {"proc", "lambda", "at_exit"});
  define_module_function(w, k, "caller", k_caller, 0, 2);
  define_module_function(w, k, "__method__", k_method_name, 0, 0);
  define_module_function(w, k, "__callee__", k_callee, 0, 0);
  define_method(w, k, "__when_splat", k_when_splat, 2, 2, Visibility::Private);
}

} // namespace garnet::core
