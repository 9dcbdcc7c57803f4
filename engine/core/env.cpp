// env.cpp — ENV, the process's environment variables: a static object
// (shared by every isolate) whose singleton class holds the natives that
// read and write the platform's environment (platform/environment.h). The
// rest of its Hash-like interface is Ruby (prelude/87_env.rb).
#include "core/core.h"
#include "platform/environment.h"

namespace garnet::core {

using namespace vm;

namespace {

const platform::Environment* environment(Context& cx) { return cx.iso->platform->environment; }
void* host(Context& cx) { return cx.iso->platform->user; }

Value frozen_string(Context& cx, const std::string& s) {
  Value v = new_string(cx, s);
  v.as_obj()->flags |= FL_FROZEN;
  return v;
}

// A variable's name or value as a C string: String (or to_str) without NUL.
bool env_text(Context& cx, Value v, const char* what, std::string& out) {
  Value s = implicit_string(cx, v);
  if (s.is_undef()) return false;
  out = str(s);
  if (out.find('\0') != std::string::npos) {
    raise(cx, cx.world->c.ArgumentError, std::string("bad environment variable ") + what + ": contains null byte");
    return false;
  }
  return true;
}

NATIVE(env_get) {
  std::string name, value;
  if (!env_text(cx, argv[0], "name", name)) return Value::undef();
  const platform::Environment* env = environment(cx);
  if (!env || !env->get(host(cx), name, value)) return Value::nil();
  return frozen_string(cx, value);
}

NATIVE(env_key_p) {
  Value v = env_get(cx, self, argc, argv, block);
  return v.is_undef() ? v : Value::boolean(!v.is_nil());
}

// Sets (or, for nil, removes) a variable; the errno value of a refusal
// becomes Errno::EINVAL "Invalid argument - setenv(NAME)".
bool env_write(Context& cx, const std::string& name, const std::string* value) {
  const platform::Environment* env = environment(cx);
  if (!env || !env->set) {
    raise(cx, cx.world->c.NotImplementedError, "ENV cannot be changed on this platform");
    return false;
  }
  if (int err = env->set(host(cx), name, value)) {
    raise_errno(cx, err, "", "setenv(" + name + ")");
    return false;
  }
  return true;
}

NATIVE(env_store) {
  std::string name, value;
  if (!env_text(cx, argv[0], "name", name)) return Value::undef();
  if (argv[1].is_nil()) return env_write(cx, name, nullptr) ? Value::nil() : Value::undef();
  if (!env_text(cx, argv[1], "value", value)) return Value::undef();
  return env_write(cx, name, &value) ? argv[1] : Value::undef();
}

// __delete(name): removes the variable, answering its value (nil: unset).
NATIVE(env_delete) {
  Value old = env_get(cx, self, argc, argv, block);
  if (old.is_undef() || old.is_nil()) return old;
  std::string name;
  env_text(cx, argv[0], "name", name);
  return env_write(cx, name, nullptr) ? old : Value::undef();
}

// __pairs: every variable as a frozen [name, value] pair, in the
// environment's order.
NATIVE(env_pairs) {
  const platform::Environment* env = environment(cx);
  std::vector<Value> pairs;
  if (env && env->list) {
    for (const auto& [name, value] : env->list(host(cx))) {
      Value pair[2] = {frozen_string(cx, name), frozen_string(cx, value)};
      pairs.push_back(new_array(cx, pair, 2));
    }
  }
  return new_array(cx, std::move(pairs));
}

NATIVE(env_to_s) { return new_string(cx, "ENV"); }

} // namespace

void init_env(World& w) {
  vm::Object* env = w.make_static<vm::Object>(w.c.Object, Type::Object);
  Class* single = attach_singleton_class(w, env);
  include_module(w, single, w.c.Enumerable);
  define_method(w, single, "[]", env_get, 1, 1);
  define_method(w, single, "[]=", env_store, 2, 2);
  define_method(w, single, "store", env_store, 2, 2);
  for (const char* name : {"key?", "has_key?", "include?", "member?"}) define_method(w, single, name, env_key_p, 1, 1);
  define_method(w, single, "to_s", env_to_s, 0, 0);
  define_method(w, single, "__delete", env_delete, 1, 1, Visibility::Private);
  define_method(w, single, "__pairs", env_pairs, 0, 0, Visibility::Private);
  const_set(w, w.c.Object, w.intern("ENV"), Value::object(env));
}

} // namespace garnet::core
