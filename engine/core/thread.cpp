// thread.cpp — the Ruby API of green threads (the mechanism is
// sched/threads.h): Thread.new/current/main/pass, #join, #value, #alive?,
// #status, #[] / #[]=, #name, #report_on_exception, and Kernel#sleep.
#include <cstdio>

#include "core/core.h"
#include "sched/threads.h"

namespace garnet::core {

using namespace vm;
using sched::GreenThread;

namespace {

GreenThread* self_thread(Value self) { return sched::thread_of(self); }

Value thread_object(Context& cx, GreenThread* t) {
  return t == &sched::scheduler_of(cx).main ? sched::scheduler_of(cx).main_object(cx) : t->object;
}

Value thread_s_new(Context& cx, Value self, int argc, Value* argv, Value block) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ThreadError, "must be called with a block");
  std::vector<Value> args(argv, argv + argc);
  CallArgs a{args.data(), argc, Value::undef(), Value::nil()};
  return sched::new_thread(cx, self.as<Class>(), block, a);
}

Value thread_s_current(Context& cx, Value, int, Value*, Value) {
  return thread_object(cx, sched::scheduler_of(cx).current);
}

Value thread_s_main(Context& cx, Value, int, Value*, Value) { return sched::scheduler_of(cx).main_object(cx); }

Value thread_alive_p(Context&, Value self, int, Value*, Value) {
  return Value::boolean(self_thread(self)->state != GreenThread::State::Dead);
}

// "run", "sleep" (waiting), false (ended normally) or nil (ended by an exception).
Value thread_status(Context& cx, Value self, int, Value*, Value) {
  GreenThread* t = self_thread(self);
  switch (t->state) {
    case GreenThread::State::Dead: return t->exception.is_undef() ? Value::false_value() : Value::nil();
    case GreenThread::State::Waiting: return new_string(cx, "sleep");
    default: return new_string(cx, "run");
  }
}

Value thread_aref(Context& cx, Value self, int, Value* argv, Value) {
  GreenThread* t = self_thread(self);
  if (!is_hash(t->locals)) return Value::nil();
  Value key = argv[0].is_symbol() ? argv[0] : is_string(argv[0]) ? symbol_value(cx, str(argv[0])) : argv[0];
  return hash_get(cx, t->locals, key);
}

Value thread_aset(Context& cx, Value self, int, Value* argv, Value) {
  GreenThread* t = self_thread(self);
  if (!is_hash(t->locals)) t->locals = new_hash(cx);
  Value key = argv[0].is_symbol() ? argv[0] : is_string(argv[0]) ? symbol_value(cx, str(argv[0])) : argv[0];
  Value v = argv[1];
  if (!hash_store(cx, as_hash(t->locals), key, v)) return Value::undef();
  return v;
}

Value thread_key_p(Context& cx, Value self, int, Value* argv, Value) {
  GreenThread* t = self_thread(self);
  if (!is_hash(t->locals)) return Value::false_value();
  bool found;
  Value key = argv[0].is_symbol() ? argv[0] : is_string(argv[0]) ? symbol_value(cx, str(argv[0])) : argv[0];
  hash_lookup(cx, as_hash(t->locals), key, found);
  return Value::boolean(found);
}

Value thread_name(Context&, Value self, int, Value*, Value) { return self_thread(self)->name; }
Value thread_set_name(Context&, Value self, int, Value* argv, Value) { return self_thread(self)->name = argv[0]; }

Value thread_report_p(Context&, Value self, int, Value*, Value) {
  return Value::boolean(self_thread(self)->report_on_exception);
}
Value thread_set_report(Context&, Value self, int, Value* argv, Value) {
  self_thread(self)->report_on_exception = argv[0].truthy();
  return argv[0];
}

Value thread_inspect(Context& cx, Value self, int argc, Value* argv, Value blk) {
  GreenThread* t = self_thread(self);
  char buf[64];
  snprintf(buf, sizeof buf, "#<Thread:0x%016llx", (unsigned long long)self.bits());
  std::string out = buf;
  if (is_string(t->name)) out += "@" + str(t->name);
  Value status = thread_status(cx, self, argc, argv, blk);
  out += " ";
  out += is_string(status) ? str(status) : "dead";
  return new_string(cx, out + ">");
}

} // namespace

void init_thread(World& w) {
  Class* t = w.c.Thread;
  t->allocator = [](Context& cx, Class*) { return raise(cx, cx.world->c.TypeError, "allocator undefined for Thread"); };
  define_singleton_method(w, t, "new", thread_s_new, 0, -1);
  define_singleton_method(w, t, "start", thread_s_new, 0, -1);
  define_singleton_method(w, t, "current", thread_s_current, 0, 0);
  define_singleton_method(w, t, "main", thread_s_main, 0, 0);
  define_builtin(w, metaclass(w, t), "pass", Builtin::ThreadPass);
  define_builtin(w, t, "join", Builtin::ThreadJoin);
  define_builtin(w, t, "value", Builtin::ThreadValue);
  define_method(w, t, "alive?", thread_alive_p, 0, 0);
  define_method(w, t, "status", thread_status, 0, 0);
  define_method(w, t, "[]", thread_aref, 1, 1);
  define_method(w, t, "[]=", thread_aset, 2, 2);
  define_method(w, t, "key?", thread_key_p, 1, 1);
  define_method(w, t, "name", thread_name, 0, 0);
  define_method(w, t, "name=", thread_set_name, 1, 1);
  define_method(w, t, "report_on_exception", thread_report_p, 0, 0);
  define_method(w, t, "report_on_exception=", thread_set_report, 1, 1);
  define_method(w, t, "inspect", thread_inspect, 0, 0);
  define_method(w, t, "to_s", thread_inspect, 0, 0);
  define_builtin(w, w.c.Kernel, "sleep", Builtin::Sleep, Visibility::Private);
  define_builtin(w, metaclass(w, w.c.Kernel), "sleep", Builtin::Sleep);
}

} // namespace garnet::core
