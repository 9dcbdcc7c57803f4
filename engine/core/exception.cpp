// exception.cpp — Exception and its subclasses' accessors: message,
// backtrace, cause, detailed_message and full_message (with error_highlight's
// snippet and did_you_mean's suggestions), and the data carried by NameError,
// KeyError, NoMatchingPatternKeyError, StopIteration, SystemExit,
// UncaughtThrowError, FrozenError; and
// the error report's "Did you mean?" hook (prelude/on_demand/did_you_mean.rb).
#include "core/core.h"
#include "vm/error_highlight.h"
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

NATIVE(exc_message) { return to_s(cx, self); }

// The report's "Did you mean?" lines for a NameError (on-demand
// prelude did_you_mean.rb); anything it raises is dropped.
std::string did_you_mean(Context& cx, Value exc) {
  if (!is_a(cx, exc, cx.world->c.NameError)) return "";
  std::string text;
  if (load_on_demand(cx, "did_you_mean.rb")) {
    Value r = call(cx, exc, cx.world->intern("__did_you_mean"));
    if (is_string(r)) text = str(r);
  }
  cx.pending = Value::undef();
  return text;
}

// "message (Class)", then error_highlight's snippet and did_you_mean's
// suggestions (turned off by error_highlight: false / did_you_mean: false).
NATIVE(exc_detailed_message) {
  Value kw = argc > 0 && kwargs_given(cx) ? argv[argc - 1] : Value::undef();
  Value m = call(cx, self, cx.world->sym.message);
  if (m.is_undef()) return m;
  std::string s = is_string(m) ? str(m) : "";
  std::string cls = class_path(cx, real_class(cx, self));
  size_t nl = s.find('\n');
  if (s.empty()) s = cls;
  else if (nl == std::string::npos) s += " (" + cls + ")";
  else s = s.substr(0, nl) + " (" + cls + ")" + s.substr(nl);
  if (!kwarg(cx, kw, "error_highlight").is_false()) s += error_highlight(cx, self);
  if (!kwarg(cx, kw, "did_you_mean").is_false()) {
    std::string suggestions = did_you_mean(cx, self);
    if (!suggestions.empty() && suggestions.back() == '\n') suggestions.pop_back();
    if (!suggestions.empty()) s += "\n" + suggestions;
  }
  return new_string(cx, s);
}

NATIVE(exc_inspect) {
  std::string cls = class_path(cx, real_class(cx, self));
  Value m = call(cx, self, cx.world->sym.to_s);
  if (m.is_undef()) return m;
  std::string s = is_string(m) ? str(m) : "";
  if (s.empty()) return new_string(cx, cls);
  if (s.find('\n') != std::string::npos) {
    Value q = inspect(cx, m);
    if (q.is_undef()) return q;
    s = str(q);
  }
  return new_string(cx, "#<" + cls + ": " + s + ">");
}

NATIVE(exc_full_message) {
  Value bt = ivar_get(cx, self, cx.world->sym.bt);
  Value detail = exc_detailed_message(cx, self, 0, nullptr, Value::nil());
  if (detail.is_undef()) return detail;
  std::vector<Value> lines = is_array(bt) ? as_array(bt)->items : std::vector<Value>{};
  // Without a backtrace, Ruby names the place full_message is called from.
  std::string head = lines.empty() ? current_position(cx) + ":in 'full_message'" : str(lines[0]);
  std::string out = head + ": " + str(detail) + "\n";
  for (size_t i = 1; i < lines.size(); i++) out += "\tfrom " + str(lines[i]) + "\n";
  return new_string(cx, out);
}

NATIVE(exc_backtrace) { return ivar_get(cx, self, cx.world->sym.bt); }

NATIVE(exc_set_backtrace) {
  Value bt = argv[0];
  if (is_string(bt)) bt = new_array(cx, &bt, 1);
  if (!ivar_set(cx, self, cx.world->sym.bt, bt)) return Value::undef();
  return bt;
}

NATIVE(exc_cause) { return ivar_get(cx, self, cx.world->sym.cause); }

NATIVE(exc_equal) {
  Value other = argv[0];
  if (self == other) return Value::true_value();
  if (real_class(cx, self) != real_class(cx, other)) return Value::false_value();
  int r = equal(cx, ivar_get(cx, self, cx.world->sym.mesg), ivar_get(cx, other, cx.world->sym.mesg));
  return r < 0 ? Value::undef() : Value::boolean(r == 1);
}

// Readers of data some subclasses carry in ivars.
template <const char* Name>
NATIVE(ivar_reader) {
  return ivar_get(cx, self, intern(cx, Name));
}
constexpr char kName[] = "@name";
constexpr char kReceiver[] = "@receiver";
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
  define_method(w, e, "detailed_message", exc_detailed_message, 0, 1);
  define_method(w, e, "inspect", exc_inspect, 0, 0);
  define_method(w, e, "full_message", exc_full_message, 0, 1);
  define_method(w, e, "backtrace", exc_backtrace, 0, 0);
  define_method(w, e, "set_backtrace", exc_set_backtrace, 1, 1);
  define_method(w, e, "cause", exc_cause, 0, 0);
  define_method(w, e, "==", exc_equal, 1, 1);

  define_method(w, w.c.NameError, "initialize", name_error_initialize, 0, 3, Visibility::Private);
  define_method(w, w.c.NameError, "name", ivar_reader<kName>, 0, 0);
  define_method(w, w.c.NameError, "receiver", ivar_reader<kReceiver>, 0, 0);
  define_method(w, w.c.KeyError, "initialize", key_error_initialize, 0, 2, Visibility::Private);
  define_method(w, w.c.KeyError, "key", ivar_reader<kKey>, 0, 0);
  define_method(w, w.c.KeyError, "receiver", ivar_reader<kReceiver>, 0, 0);
  define_method(w, w.c.FrozenError, "initialize", key_error_initialize, 0, 2, Visibility::Private);
  define_method(w, w.c.NoMatchingPatternKeyError, "initialize", pattern_key_error_initialize, 0, 2,
                Visibility::Private);
  define_method(w, w.c.NoMatchingPatternKeyError, "matchee", ivar_reader<kMatchee>, 0, 0);
  define_method(w, w.c.NoMatchingPatternKeyError, "key", ivar_reader<kKey>, 0, 0);
  define_method(w, w.c.LoadError, "path", ivar_reader<kPath>, 0, 0);
  define_method(w, w.c.NoMethodError, "args", ivar_reader<kArgs>, 0, 0);
  define_method(w, w.c.LocalJumpError, "reason", ivar_reader<kReason>, 0, 0);
  define_method(w, w.c.LocalJumpError, "exit_value", ivar_reader<kExitValue>, 0, 0);
  define_method(w, w.c.FrozenError, "receiver", ivar_reader<kReceiver>, 0, 0);
  define_method(w, w.c.StopIteration, "result", ivar_reader<kResult>, 0, 0);
  define_method(w, w.c.SystemExit, "initialize", system_exit_initialize, 0, 2, Visibility::Private);
  define_method(w, w.c.SystemExit, "status", ivar_reader<kStatus>, 0, 0);
  define_method(w, w.c.SystemExit, "success?", system_exit_success_p, 0, 0);
  define_method(w, w.c.UncaughtThrowError, "tag", ivar_reader<kTag>, 0, 0);
  define_method(w, w.c.UncaughtThrowError, "value", ivar_reader<kValue>, 0, 0);
  define_method(w, w.c.NoMethodError, "private_call?", nomethod_private_call_p, 0, 0);
  w.suggestions = did_you_mean;
}

} // namespace garnet::core
