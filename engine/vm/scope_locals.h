// scope_locals.h — a scope's local variables reached by name at run time: what
// a Binding object holds (Kernel#binding, Proc#binding) and the lookups behind
// eval, local_variable_get/set/defined? and local_variables.
//
// A scope keeps its locals in registers, except those a block captures,
// which live in its Env (compile/scope.h). A scope that calls `binding` or
// `eval` keeps all of them in the Env. The Iseq names its Env's slots
// (env_names); a block's Env chains to its home's, and Iseq::parent leads to
// the code whose Env comes next (iseqs without an Env are skipped). So a
// binding is an Env chain, the Iseq that names it, and the self, lexical
// class, method and block that code there sees.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "vm/interp.h"

namespace garnet::vm {

struct BindingData {
  const Iseq* iseq = nullptr; // the scope's code: it and its parents name the Envs
  Env* env = nullptr;         // the scope's Env chain (nullptr when it has none)
  Value self = Value::nil();
  Cref* cref = nullptr;
  const MethodEntry* method = nullptr;
  Class* method_class = nullptr;
  Value block = Value::nil(); // what `yield` calls there
  std::shared_ptr<const std::string> file; // source_location
  uint32_t line = 0;
};

// The scope running in frame f, at its current line.
BindingData binding_of_frame(Context& cx, const Frame& f);
// The scope of the innermost frame: a native method's caller.
BindingData caller_binding(Context& cx);
// The scope a block was written in (false for a proc without Ruby code).
bool binding_of_proc(const Proc* p, BindingData& out);

Value new_binding(Context& cx, const BindingData& b); // a Binding object
BindingData* binding_data(Value v);                    // nullptr unless a Binding

// The slot holding a visible local (the innermost of that name), or nullptr.
Value* find_local(const BindingData& b, Sym name);
// The visible locals' names: innermost Env first, each once, without the
// hidden ones (anonymous parameters, numbered parameters).
std::vector<Sym> local_names(World& w, const BindingData& b);
// The names of each Env's slots, innermost first (to compile code there).
std::vector<std::vector<std::string>> env_slot_names(World& w, const BindingData& b);
// Makes the binding see `code`'s own locals, which live in `env` (chained
// below the binding's Env): eval'd code that declared locals, or a
// local_variable_set of a new name.
void extend_binding(BindingData& b, const Iseq* code, Env* env);
// Adds a local only the binding sees, set to v (local_variable_set).
void add_binding_local(Context& cx, BindingData& b, Sym name, Value v);

// Whether `name` can name a local variable (local_variable_get & co.).
bool is_local_name(const std::string& name);

} // namespace garnet::vm
