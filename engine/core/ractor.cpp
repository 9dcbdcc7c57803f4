// ractor.cpp — Ractor and Ractor::Port, their errors, and the shareable
// checks (Ractor.make_shareable, Ractor.shareable?). The isolates behind
// them live in sched/isolates.h.
#include "core/core.h"
#include "sched/isolates.h"
#include "sched/sync.h"
#include "vm/shareable.h"

namespace garnet::core {

using namespace vm;

namespace {

std::shared_ptr<sched::IsolateRecord> self_record(Value self) { return sched::record_from(self); }

// Splits off a trailing keyword Hash: the value of `key` in it (else nil).
Value take_keyword(Context& cx, int& argc, Value* argv, const char* key) {
  if (!kwargs_given(cx) || argc == 0 || !is_type(argv[argc - 1], Type::Hash)) return Value::nil();
  Value kw = argv[--argc];
  return hash_get(cx, kw, Value::symbol(intern(cx, key)));
}

NATIVE(ractor_s_new) {
  Value name = take_keyword(cx, argc, argv, "name");
  if (name.is_undef()) return name;
  return sched::spawn(cx, block, new_array(cx, argv, size_t(argc)), name);
}

NATIVE(ractor_s_current) {
  return sched::ractor_object(cx, sched::record_of(cx));
}

NATIVE(ractor_s_main) {
  if (cx.iso->is_main) return ractor_s_current(cx, self, argc, argv, block);
  return sched::ractor_object(cx, sched::main_record(*cx.world));
}

NATIVE(ractor_s_main_p) { return Value::boolean(cx.iso->is_main); }

NATIVE(ractor_s_count) {
  return Value::fixnum(int64_t(sched::live_count(*cx.world)));
}

// A shareable deep copy of v (Ractor.make_shareable(v, copy: true)): copied
// as a message to another Ractor is, then made shareable.
Value shareable_copy(Context& cx, Value v) {
  sched::Message copy;
  if (!copy.capture(cx, v)) return Value::undef();
  Value fresh = copy.materialize(cx);
  return fresh.is_undef() ? fresh : make_shareable(cx, fresh);
}

NATIVE(ractor_s_make_shareable) {
  Value copy = take_keyword(cx, argc, argv, "copy");
  if (copy.is_undef()) return copy;
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  return copy.truthy() ? shareable_copy(cx, argv[0]) : make_shareable(cx, argv[0]);
}

// Ractor.__make_shareable_copy(v): shareable_constant_value: experimental_copy.
NATIVE(ractor_s_make_shareable_copy) { return shareable_copy(cx, argv[0]); }

// Ractor.__ensure_shareable(value, name): shareable_constant_value: literal's
// check of a constant's value that is no literal.
NATIVE(ractor_s_ensure_shareable) {
  if (deeply_frozen(argv[0])) return make_shareable(cx, argv[0]);
  return raisef(cx, cx.world->ractor_classes.isolation_error, "cannot assign unshareable object to %s",
                str(argv[1]).c_str());
}

NATIVE(ractor_s_shareable_p) { return Value::boolean(deeply_frozen(argv[0])); }

// Ractor#send / Port#send (obj, move: false) to port.
Value send_to(Context& cx, const std::shared_ptr<sched::Port>& port, Value self, int argc, Value* argv) {
  Value move = take_keyword(cx, argc, argv, "move");
  if (move.is_undef()) return move;
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  if (!sched::send(cx, port, argv[0], move.truthy())) return Value::undef();
  return self;
}

NATIVE(ractor_send) {
  return send_to(cx, self_record(self)->default_port, self, argc, argv);
}

NATIVE(ractor_close_outgoing) {
  return Value::boolean(sched::close_outgoing(self_record(self)));
}

std::shared_ptr<sched::Port> port_argument(Context& cx, Value v) {
  std::shared_ptr<sched::Port> port = sched::port_from(v);
  if (!port) raise_conversion(cx, v, "Ractor::Port");
  return port;
}

NATIVE(ractor_monitor) {
  std::shared_ptr<sched::Port> port = port_argument(cx, argv[0]);
  if (!port) return Value::undef();
  sched::monitor(cx, self_record(self), port);
  return self;
}

// Ractor.__require_on_main(feature, port): Ractor._require's request.
NATIVE(ractor_s_require_on_main) {
  std::shared_ptr<sched::Port> port = port_argument(cx, argv[1]);
  if (!port) return Value::undef();
  if (!is_string(argv[0])) return raise_conversion(cx, argv[0], "String");
  sched::require_on_main(cx, str(argv[0]), port);
  return Value::nil();
}

NATIVE(ractor_unmonitor) {
  std::shared_ptr<sched::Port> port = port_argument(cx, argv[0]);
  if (!port) return Value::undef();
  sched::unmonitor(self_record(self), port);
  return self;
}

NATIVE(ractor_s_shareable_proc) {
  return sched::shareable_proc(cx, block, false);
}

NATIVE(ractor_s_shareable_lambda) {
  return sched::shareable_proc(cx, block, true);
}

NATIVE(moved_object_method_missing) {
  return raise(cx, cx.world->ractor_classes.moved_error, "can not send any methods to a moved object");
}

NATIVE(ractor_name) {
  const std::string& name = self_record(self)->name;
  return name.empty() ? Value::nil() : new_string(cx, name);
}

NATIVE(ractor_inspect) {
  std::shared_ptr<sched::IsolateRecord> rec = self_record(self);
  bool terminated;
  {
    std::lock_guard<std::mutex> lock(rec->mutex);
    terminated = rec->terminated;
  }
  std::string text = "#<Ractor:#" + std::to_string(rec->id);
  if (!rec->name.empty()) text += " " + rec->name;
  if (!rec->origin.empty()) text += " " + rec->origin;
  return new_string(cx, text + (terminated ? " terminated>" : " running>"));
}

NATIVE(ractor_default_port) {
  return sched::port_object(cx, self_record(self)->default_port);
}

NATIVE(ractor_close_incoming) {
  std::shared_ptr<sched::Port> port = self_record(self)->default_port;
  bool was_closed;
  {
    std::lock_guard<std::mutex> lock(port->mutex);
    was_closed = port->closed;
  }
  sched::close_port(port);
  return Value::boolean(was_closed);
}

// Ractor-local storage: only the current Ractor's is reachable.
Value ractor_locals(Context& cx, Value self) {
  if (self_record(self) != sched::record_of(cx))
    return raise(cx, cx.world->ractor_classes.error, "can not access ractor local storage of other Ractors");
  Sym key = intern(cx, "__ractor_locals");
  Value& table = cx.iso->globals[key];
  if (!is_type(table, Type::Hash)) table = new_hash(cx);
  return table;
}

NATIVE(ractor_aref) {
  Value table = ractor_locals(cx, self);
  if (table.is_undef()) return table;
  Value key = argv[0].is_symbol() ? argv[0] : call(cx, argv[0], cx.world->sym.to_sym);
  return key.is_undef() ? key : hash_get(cx, table, key);
}

NATIVE(ractor_aset) {
  Value table = ractor_locals(cx, self);
  if (table.is_undef()) return table;
  Value key = argv[0].is_symbol() ? argv[0] : call(cx, argv[0], cx.world->sym.to_sym);
  if (key.is_undef() || !hash_store(cx, table.as<Hash>(), key, argv[1])) return Value::undef();
  return argv[1];
}

// Ractor.__locals: the current Ractor's local storage (store_if_absent).
NATIVE(ractor_s_locals) {
  return ractor_locals(cx, ractor_s_current(cx, Value::nil(), 0, nullptr, block));
}

// Ractor.__store_lock: the current isolate's lock around store_if_absent.
NATIVE(ractor_s_store_lock) {
  Value& lock = cx.iso->globals[intern(cx, "__ractor_store_lock")];
  if (lock.is_undef() || lock.is_nil()) lock = sched::new_mutex(cx);
  return lock;
}

NATIVE(ractor_s_aref) {
  return ractor_aref(cx, ractor_s_current(cx, Value::nil(), 0, nullptr, block), argc, argv, block);
}

NATIVE(ractor_s_aset) {
  return ractor_aset(cx, ractor_s_current(cx, Value::nil(), 0, nullptr, block), argc, argv, block);
}

NATIVE(remote_error_ractor) {
  return ivar_get(cx, self, intern(cx, "@ractor"));
}

// ---- Ractor::Port ----

NATIVE(port_s_new) { return sched::new_port(cx); }

NATIVE(port_send) {
  return send_to(cx, sched::port_from(self), self, argc, argv);
}

NATIVE(port_close) {
  std::shared_ptr<sched::Port> port = sched::port_from(self);
  if (port->owner.lock() != sched::record_of(cx))
    return raise(cx, cx.world->ractor_classes.error, "closing port by other ractors is not allowed");
  sched::close_port(port);
  return Value::nil();
}

NATIVE(port_closed_p) {
  std::shared_ptr<sched::Port> port = sched::port_from(self);
  std::lock_guard<std::mutex> lock(port->mutex);
  return Value::boolean(port->closed);
}

NATIVE(port_inspect) {
  std::shared_ptr<sched::Port> port = sched::port_from(self);
  std::shared_ptr<sched::IsolateRecord> owner = port->owner.lock();
  return new_string(cx, "#<Ractor::Port to:#" + std::to_string(owner ? owner->id : 0) + " id:" +
                            std::to_string(port->id) + ">");
}

NATIVE(port_eq) {
  std::shared_ptr<sched::Port> other = sched::port_from(argv[0]);
  return Value::boolean(other && other == sched::port_from(self));
}

} // namespace

void init_ractor(World& w) {
  Class* r = define_class(w, "Ractor", w.c.Object);
  undef_allocator(w, r);
  auto& errors = w.ractor_classes;
  errors.error = define_class(w, "Error", w.c.RuntimeError, r);
  errors.remote_error = define_class(w, "RemoteError", errors.error, r);
  define_method(w, errors.remote_error, "ractor", remote_error_ractor, 0, 0);
  errors.closed_error = define_class(w, "ClosedError", w.c.StopIteration, r);
  errors.isolation_error = define_class(w, "IsolationError", w.c.ArgumentError, r);
  errors.moved_error = define_class(w, "MovedError", errors.error, r);
  define_class(w, "UnsafeError", errors.error, r);
  errors.moved_object = define_class(w, "MovedObject", w.c.BasicObject, r);
  undef_allocator(w, errors.moved_object);
  define_method(w, errors.moved_object, "method_missing", moved_object_method_missing, 0, -1, Visibility::Private);

  Class* meta = metaclass(w, r);
  define_singleton_method(w, r, "new", ractor_s_new, 0, -1);
  keeps_block(w, meta, {"new"});
  define_singleton_method(w, r, "current", ractor_s_current, 0, 0);
  define_singleton_method(w, r, "main", ractor_s_main, 0, 0);
  define_singleton_method(w, r, "main?", ractor_s_main_p, 0, 0);
  define_singleton_method(w, r, "count", ractor_s_count, 0, 0);
  define_singleton_method(w, r, "__require_on_main", ractor_s_require_on_main, 2, 2);
  define_singleton_method(w, r, "make_shareable", ractor_s_make_shareable, 1, 2);
  define_singleton_method(w, r, "shareable?", ractor_s_shareable_p, 1, 1);
  define_singleton_method(w, r, "__make_shareable_copy", ractor_s_make_shareable_copy, 1, 1);
  define_singleton_method(w, r, "__ensure_shareable", ractor_s_ensure_shareable, 2, 2);
  define_singleton_method(w, r, "[]", ractor_s_aref, 1, 1);
  define_singleton_method(w, r, "__locals", ractor_s_locals, 0, 0);
  define_singleton_method(w, r, "__store_lock", ractor_s_store_lock, 0, 0);
  define_singleton_method(w, r, "[]=", ractor_s_aset, 2, 2);
  define_switching(w, meta, "yield", sched::yield_value, 0, 1);
  define_switching(w, meta, "__select_step", sched::select_step, 1, 1);
  define_switching(w, meta, "__await_require", sched::await_require, 1, 1);
  define_singleton_method(w, r, "shareable_proc", ractor_s_shareable_proc, 0, 1);
  define_singleton_method(w, r, "shareable_lambda", ractor_s_shareable_lambda, 0, 1);
  keeps_block(w, meta, {"shareable_proc", "shareable_lambda"});
  define_method(w, r, "close_outgoing", ractor_close_outgoing, 0, 0);
  define_method(w, r, "monitor", ractor_monitor, 1, 1);
  define_method(w, r, "unmonitor", ractor_unmonitor, 1, 1);
  for (const char* name : {"receive", "recv"}) define_switching(w, meta, name, sched::receive, 0, 0);
  define_switching(w, r, "take", sched::take, 0, 0);
  define_switching(w, r, "value", sched::ractor_value, 0, 0);
  define_switching(w, r, "join", sched::ractor_join, 0, 0);
  for (const char* name : {"send", "<<"}) define_method(w, r, name, ractor_send, 1, 2);
  define_method(w, r, "name", ractor_name, 0, 0);
  define_method(w, r, "inspect", ractor_inspect, 0, 0);
  define_method(w, r, "to_s", ractor_inspect, 0, 0);
  define_method(w, r, "default_port", ractor_default_port, 0, 0);
  define_method(w, r, "close_incoming", ractor_close_incoming, 0, 0);
  define_method(w, r, "[]", ractor_aref, 1, 1);
  define_method(w, r, "[]=", ractor_aset, 2, 2);

  Class* port = define_class(w, "Port", w.c.Object, r);
  port->allocator = [](Context& cx, Class*) { return sched::new_port(cx); };
  define_singleton_method(w, port, "new", port_s_new, 0, 0);
  for (const char* name : {"send", "<<"}) define_method(w, port, name, port_send, 1, 2);
  define_switching(w, port, "receive", sched::port_receive, 0, 0);
  define_method(w, port, "close", port_close, 0, 0);
  define_method(w, port, "closed?", port_closed_p, 0, 0);
  define_method(w, port, "inspect", port_inspect, 0, 0);
  define_method(w, port, "to_s", port_inspect, 0, 0);
  for (const char* name : {"==", "eql?"}) define_method(w, port, name, port_eq, 1, 1);
}

} // namespace garnet::core
