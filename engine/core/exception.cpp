// exception.cpp — Exception and its subclasses' accessors: message,
// backtrace, cause, ==, and the data carried by NameError, NoMethodError,
// KeyError, NoMatchingPatternKeyError, StopIteration, SystemExit,
// UncaughtThrowError, FrozenError (the texts written for an exception are
// error_report.cpp's).
#include "core/core.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

NATIVE(exc_initialize) {
  if (!ivar_set(cx, self, cx.world->sym.mesg, argc > 0 ? argv[0] : Value::nil())) return Value::undef();
  return Value::nil();
}

// Exception.exception(msg) is new; exc.exception(msg) copies with a new message.
NATIVE(exc_s_exception) {
  return call(cx, self, cx.world->sym.new_, argc, argv);
}

NATIVE(exc_exception) {
  if (argc == 0 || argv[0] == self) return self;
  Value copy = new_object(cx, real_class(cx, self));
  vm::Object* src = self.as<vm::Object>();
  vm::Object* dst = copy.as<vm::Object>();
  dst->layout = src->layout;
  dst->ivars = src->ivars;
  ivar_set(cx, copy, cx.world->sym.mesg, argv[0]);
  return copy;
}

NATIVE(exc_to_s) {
  Value m = ivar_get(cx, self, cx.world->sym.mesg);
  if (m.is_nil()) return new_string(cx, class_path(cx, real_class(cx, self)));
  return to_s(cx, m);
}

// Whatever to_s answers, a String or not, as Ruby's Exception#message.
NATIVE(exc_message) { return call(cx, self, cx.world->sym.to_s); }

NATIVE(exc_inspect) {
  std::string cls = class_path(cx, real_class(cx, self));
  Value m = call(cx, self, cx.world->sym.to_s);
  if (m.is_undef()) return m;
  std::string s = is_string(m) ? str(m) : "";
  if (s.empty()) return new_string(cx, cls);
  if (s.find('\n') != std::string::npos) {  // a message of several lines: quoted, after no space
    Value q = inspect(cx, m);
    if (q.is_undef()) return q;
    return new_string(cx, "#<" + cls + ":" + str(q) + ">");
  }
  return new_string(cx, "#<" + cls + ": " + s + ">");
}

NATIVE(exc_backtrace) { return exception_backtrace(cx, self); }

// The hidden ivar backtrace_locations keeps its answer in.
constexpr char kLocationsMemo[] = "bt_locations";

// Thread::Backtrace::Location (core prelude), or nullptr.
Class* backtrace_location_class(Context& cx) {
  Value* backtrace = cx.world->c.Thread->find_constant(intern(cx, "Backtrace"));
  if (!backtrace || !is_class_or_module(*backtrace)) return nullptr;
  Value* location = backtrace->as<Class>()->find_constant(intern(cx, "Location"));
  return location && is_class_or_module(*location) ? location->as<Class>() : nullptr;
}

// Whether every element is a String, or every one a Location (whose lines
// are stored then, and `locations` is the Locations given).
bool backtrace_elements(Context& cx, Value& bt, Value& locations) {
  Array* a = bt.as<Array>();
  bool strings = true, all_locations = true;
  Class* location = backtrace_location_class(cx);
  for (Value e : a->items) {
    strings = strings && is_string(e);
    all_locations = all_locations && location && is_a(cx, e, location);
  }
  if (strings) return true;
  if (!all_locations) return false;
  locations = new_array(cx, a->items.data(), a->items.size());
  std::vector<Value> lines;
  for (size_t i = 0; i < a->items.size(); i++) { // to_s may change the array
    Value line = call(cx, a->items[i], intern(cx, "to_s"));
    if (line.is_undef()) return false;
    lines.push_back(line);
  }
  bt = new_array(cx, std::move(lines));
  return true;
}

// backtrace_locations: the Locations of the backtrace the VM made, made once
// (the same Array each time); nil before a raise, and after set_backtrace
// with Strings.
NATIVE(exc_backtrace_locations) {
  Sym memo = intern(cx, kLocationsMemo);
  if (ivar_defined(cx, self, memo)) return ivar_get(cx, self, memo);
  Value bt = exception_backtrace(cx, self);
  Class* location = backtrace_location_class(cx);
  if (!is_array(bt) || !location) return Value::nil();
  std::vector<Value> locations;
  for (size_t i = 0; i < as_array(bt)->items.size(); i++) {
    Value line = as_array(bt)->items[i];
    Value at = call(cx, Value::object(location), intern(cx, "__for"), 1, &line);
    if (at.is_undef()) return at;
    if (at.is_nil()) return at; // a line the VM did not write
    locations.push_back(at);
  }
  Value result = new_array(cx, std::move(locations));
  if (!is_frozen(self) && !ivar_set(cx, self, memo, result)) return Value::undef();
  return result;
}

// set_backtrace(nil | String | [String] | [Thread::Backtrace::Location])
NATIVE(exc_set_backtrace) {
  Value bt = argv[0];
  if (is_string(bt)) bt = new_array(cx, &bt, 1);
  Value locations = Value::nil();
  if (!bt.is_nil() && !(is_type(bt, Type::Array) && backtrace_elements(cx, bt, locations))) {
    if (has_pending(cx)) return Value::undef();
    return raise(cx, cx.world->c.TypeError,
                 "backtrace must be an Array of String or an Array of Thread::Backtrace::Location");
  }
  // Locations given become backtrace_locations; Strings leave it as the raise
  // made it (nil if there was none).
  Sym memo = intern(cx, kLocationsMemo);
  if (locations.is_nil() && ivar_defined(cx, self, memo)) locations = ivar_get(cx, self, memo);
  else if (locations.is_nil()) locations = exc_backtrace_locations(cx, self, 0, nullptr, Value::nil());
  if (locations.is_undef() || !ivar_set(cx, self, memo, locations)) return Value::undef();
  if (!ivar_set(cx, self, cx.world->sym.bt, bt)) return Value::undef();
  return bt;
}

NATIVE(exc_cause) { return ivar_get(cx, self, cx.world->sym.cause); }

NATIVE(exc_equal) {
  Value other = argv[0];
  if (self == other) return Value::true_value();
  if (real_class(cx, self) != real_class(cx, other)) return Value::false_value();
  // The same message and backtrace, as their readers give them.
  for (Sym reader : {cx.world->sym.message, cx.world->intern("backtrace")}) {
    Value mine = call(cx, self, reader);
    if (mine.is_undef()) return mine;
    Value theirs = call(cx, other, reader);
    if (theirs.is_undef()) return theirs;
    int r = equal(cx, mine, theirs);
    if (r <= 0) return r < 0 ? Value::undef() : Value::false_value();
  }
  return Value::true_value();
}

// Readers of data some subclasses carry in ivars.
template <const char* Name>
NATIVE(ivar_reader) {
  return ivar_get(cx, self, intern(cx, Name));
}
constexpr char kName[] = "@name";
constexpr char kMatchee[] = "@matchee";
constexpr char kKey[] = "@key";
constexpr char kPath[] = "@path";
constexpr char kArgs[] = "@args";
constexpr char kReason[] = "@reason";
constexpr char kExitValue[] = "@exit_value";
constexpr char kResult[] = "@result";
constexpr char kStatus[] = "status";
constexpr char kTag[] = "tag";
constexpr char kValue[] = "value";

NATIVE(name_error_initialize) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value kw = argc > 0 && kwargs_given(cx) ? argv[--argc] : Value::undef();
  ivar_set(cx, self, cx.world->sym.mesg, argc > 0 ? argv[0] : Value::nil());
  if (argc > 1) ivar_set(cx, self, intern(cx, "@name"), argv[1]);
  Value recv = kwarg(cx, kw, "receiver");
  if (!recv.is_undef()) ivar_set(cx, self, intern(cx, "@receiver"), recv);
  return Value::nil();
}

// NoMethodError.new(message = nil, name = nil, args = [], private_call = false, receiver: nil)
NATIVE(nomethod_error_initialize) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value kw = argc > 0 && kwargs_given(cx) ? argv[--argc] : Value::undef();
  if (argc > 4) return raise_arity(cx, argc, 0, 4);
  ivar_set(cx, self, cx.world->sym.mesg, argc > 0 ? argv[0] : Value::nil());
  if (argc > 1) ivar_set(cx, self, intern(cx, "@name"), argv[1]);
  ivar_set(cx, self, intern(cx, "@args"), argc > 2 ? argv[2] : new_array(cx));
  if (argc > 3 && argv[3].truthy()) ivar_set(cx, self, intern(cx, "__private_call"), Value::true_value());
  Value recv = kwarg(cx, kw, "receiver");
  if (!recv.is_undef()) ivar_set(cx, self, intern(cx, "@receiver"), recv);
  return Value::nil();
}

// NameError#receiver / KeyError#receiver / FrozenError#receiver: only an
// error made with one has it.
NATIVE(receiver_reader) {
  Value r = ivar_get(cx, self, intern(cx, "@receiver"));
  if (r.is_nil() && !ivar_defined(cx, self, intern(cx, "@receiver")))
    return raise(cx, cx.world->c.ArgumentError, "no receiver is available");
  return r;
}

// initialize(message = nil, **data): each keyword of `names` given goes to
// the ivar of the same name.
Value initialize_with_data(Context& cx, Value self, int argc, Value* argv,
                           std::initializer_list<const char*> names) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value kw = argc > 0 && kwargs_given(cx) ? argv[--argc] : Value::undef();
  ivar_set(cx, self, cx.world->sym.mesg, argc > 0 ? argv[0] : Value::nil());
  for (const char* k : names) {
    Value v = kwarg(cx, kw, k);
    if (!v.is_undef()) ivar_set(cx, self, intern(cx, std::string("@") + k), v);
  }
  return Value::nil();
}

NATIVE(key_error_initialize) {
  return initialize_with_data(cx, self, argc, argv, {"receiver", "key"});
}

NATIVE(pattern_key_error_initialize) {
  return initialize_with_data(cx, self, argc, argv, {"matchee", "key"});
}

NATIVE(system_exit_initialize) {
  if (!check_frozen(cx, self)) return Value::undef();
  int status = 0;
  int i = 0;
  if (argc > 0 && (argv[0].is_fixnum() || argv[0].is_true() || argv[0].is_false())) {
    status = argv[0].is_fixnum() ? int(argv[0].as_fixnum()) : argv[0].is_true() ? 0 : 1;
    i = 1;
  }
  ivar_set(cx, self, cx.world->sym.exit_status, Value::fixnum(status));
  ivar_set(cx, self, cx.world->sym.mesg, i < argc ? argv[i] : new_string(cx, "exit"));
  return Value::nil();
}

NATIVE(system_exit_success_p) {
  Value s = ivar_get(cx, self, cx.world->sym.exit_status);
  return Value::boolean(s.is_nil() || s == Value::fixnum(0));
}

// NoMethodError#private_call?: the failed call had no explicit receiver.
NATIVE(nomethod_private_call_p) {
  return Value::boolean(ivar_get(cx, self, cx.world->intern("__private_call")).truthy());
}

} // namespace

void init_exception(World& w) {
  Class* e = w.c.Exception;
  define_method(w, e, "initialize", exc_initialize, 0, 1, Visibility::Private);
  define_singleton_method(w, e, "exception", exc_s_exception, 0, -1);
  define_method(w, e, "exception", exc_exception, 0, 1);
  define_method(w, e, "to_s", exc_to_s, 0, 0);
  define_method(w, e, "message", exc_message, 0, 0);
  define_method(w, w.c.SignalException, "signm", exc_message, 0, 0); // CRuby aliases it
  define_method(w, e, "inspect", exc_inspect, 0, 0);
  define_method(w, e, "backtrace", exc_backtrace, 0, 0);
  define_method(w, e, "set_backtrace", exc_set_backtrace, 1, 1);
  define_method(w, e, "backtrace_locations", exc_backtrace_locations, 0, 0);
  define_method(w, e, "cause", exc_cause, 0, 0);
  define_method(w, e, "==", exc_equal, 1, 1);

  define_method(w, w.c.NameError, "initialize", name_error_initialize, 0, 3, Visibility::Private);
  define_method(w, w.c.NameError, "name", ivar_reader<kName>, 0, 0);
  define_method(w, w.c.NameError, "receiver", receiver_reader, 0, 0);
  define_method(w, w.c.KeyError, "initialize", key_error_initialize, 0, 2, Visibility::Private);
  define_method(w, w.c.KeyError, "key", ivar_reader<kKey>, 0, 0);
  define_method(w, w.c.KeyError, "receiver", receiver_reader, 0, 0);
  define_method(w, w.c.FrozenError, "initialize", key_error_initialize, 0, 2, Visibility::Private);
  define_method(w, w.c.NoMatchingPatternKeyError, "initialize", pattern_key_error_initialize, 0, 2,
                Visibility::Private);
  define_method(w, w.c.NoMatchingPatternKeyError, "matchee", ivar_reader<kMatchee>, 0, 0);
  define_method(w, w.c.NoMatchingPatternKeyError, "key", ivar_reader<kKey>, 0, 0);
  define_method(w, w.c.LoadError, "path", ivar_reader<kPath>, 0, 0);
  define_method(w, w.c.NoMethodError, "initialize", nomethod_error_initialize, 0, -1, Visibility::Private);
  define_method(w, w.c.NoMethodError, "args", ivar_reader<kArgs>, 0, 0);
  define_method(w, w.c.LocalJumpError, "reason", ivar_reader<kReason>, 0, 0);
  define_method(w, w.c.LocalJumpError, "exit_value", ivar_reader<kExitValue>, 0, 0);
  define_method(w, w.c.FrozenError, "receiver", receiver_reader, 0, 0);
  define_method(w, w.c.StopIteration, "result", ivar_reader<kResult>, 0, 0);
  define_method(w, w.c.SystemExit, "initialize", system_exit_initialize, 0, 2, Visibility::Private);
  define_method(w, w.c.SystemExit, "status", ivar_reader<kStatus>, 0, 0);
  define_method(w, w.c.SystemExit, "success?", system_exit_success_p, 0, 0);
  define_method(w, w.c.UncaughtThrowError, "tag", ivar_reader<kTag>, 0, 0);
  define_method(w, w.c.UncaughtThrowError, "value", ivar_reader<kValue>, 0, 0);
  define_method(w, w.c.NoMethodError, "private_call?", nomethod_private_call_p, 0, 0);
}

} // namespace garnet::core
