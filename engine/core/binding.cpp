// binding.cpp — Binding, and the Kernel and Proc methods that reach a
// scope's locals by name: binding, eval, local_variables, Proc#binding.
// The scope model and eval itself are the VM's (vm/scope_locals.h, vm/eval.h).
#include "core/core.h"
#include "vm/scope_locals.h"

namespace garnet::core {

using namespace vm;

namespace {

BindingData& data_of(Value self) { return *binding_data(self); }

// The local's name from a Symbol or String; false after raising (TypeError,
// or NameError for a name that cannot be a local's).
bool local_name_arg(Context& cx, Value self, Value name, Sym& out) {
  if (name.is_symbol()) {
    out = name.as_symbol();
  } else if (is_string(name)) {
    out = intern(cx, str(name));
  } else {
    Value insp = inspect(cx, name);
    if (!insp.is_undef()) raisef(cx, cx.world->c.TypeError, "%s is not a symbol nor a string", str(insp).c_str());
    return false;
  }
  if (is_local_name(sym_name(cx, out))) return true;
  Value insp = inspect(cx, self);
  if (insp.is_undef()) return false;
  raise_name_error(cx, cx.world->c.NameError,
                   "wrong local variable name '" + sym_name(cx, out) + "' for " + str(insp), out, self);
  return false;
}

Value name_list(Context& cx, const BindingData& b) {
  std::vector<Value> names;
  for (Sym s : local_names(*cx.world, b)) names.push_back(Value::symbol(s));
  return new_array(cx, std::move(names));
}

NATIVE(k_binding) {
  return new_binding(cx, caller_binding(cx));
}

NATIVE(k_local_variables) {
  return name_list(cx, caller_binding(cx));
}

NATIVE(proc_binding) {
  BindingData b;
  if (!binding_of_proc(self.as<Proc>(), b))
    return raise(cx, cx.world->c.ArgumentError, "Can't create Binding from C level function");
  return new_binding(cx, b);
}

NATIVE(binding_local_variable_get) {
  Sym name;
  if (!local_name_arg(cx, self, argv[0], name)) return Value::undef();
  if (Value* slot = find_local(data_of(self), name)) return *slot;
  Value insp = inspect(cx, self);
  if (insp.is_undef()) return insp;
  return raise_name_error(cx, cx.world->c.NameError,
                          "local variable '" + sym_name(cx, name) + "' is not defined for " + str(insp), name, self);
}

NATIVE(binding_local_variable_set) {
  Sym name;
  Value v = argv[1];
  if (!local_name_arg(cx, self, argv[0], name)) return Value::undef();
  BindingData& b = data_of(self);
  if (Value* slot = find_local(b, name)) *slot = v;
  else add_binding_local(cx, b, name, v);
  return v;
}

NATIVE(binding_local_variable_defined_p) {
  Sym name;
  if (!local_name_arg(cx, self, argv[0], name)) return Value::undef();
  return Value::boolean(find_local(data_of(self), name) != nullptr);
}

NATIVE(binding_local_variables) { return name_list(cx, data_of(self)); }

NATIVE(binding_receiver) { return data_of(self).self; }

NATIVE(binding_source_location) {
  const BindingData& b = data_of(self);
  Value items[2] = {new_string(cx, b.file ? *b.file : std::string("-")), Value::fixnum(b.line)};
  return new_array(cx, items, 2);
}

} // namespace

void init_binding(World& w) {
  Class* b = w.c.Binding = define_class(w, "Binding", w.c.Object);
  define_method(w, b, "local_variable_get", binding_local_variable_get, 1, 1);
  define_method(w, b, "local_variable_set", binding_local_variable_set, 2, 2);
  define_method(w, b, "local_variable_defined?", binding_local_variable_defined_p, 1, 1);
  define_method(w, b, "local_variables", binding_local_variables, 0, 0);
  define_method(w, b, "receiver", binding_receiver, 0, 0);
  define_method(w, b, "source_location", binding_source_location, 0, 0);
  define_builtin(w, b, "eval", Builtin::BindingEval);

  Class* k = w.c.Kernel;
  define_method(w, k, "binding", k_binding, 0, 0, Visibility::Private);
  define_method(w, k, "local_variables", k_local_variables, 0, 0, Visibility::Private);
  define_builtin(w, k, "eval", Builtin::Eval, Visibility::Private);

  define_method(w, w.c.Proc, "binding", proc_binding, 0, 0);
}

} // namespace garnet::core
