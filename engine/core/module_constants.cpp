// module_constants.cpp — Module's reflection on constants and class
// variables: const_get, const_set, const_defined?, const_source_location,
// constants, remove_const, private_constant and co., class_variable_get and
// co.
#include <algorithm>
#include <set>

#include "core/core.h"
#include "core/string_internal.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

Class* self_class(Value self) { return self.as<Class>(); }

bool is_constant_name(Context& cx, Sym s) { return name_kind(cx.world->name(s)) == NameKind::Constant; }

// A constant's name (Symbol, String or to_str): NameError unless it is one.
bool const_name_arg(Context& cx, Value v, Sym& out) {
  if (!name_to_sym(cx, v, out)) return false;
  if (is_constant_name(cx, out)) return true;
  raise_name_error(cx, cx.world->c.NameError, "wrong constant name " + cx.world->name(out), out);
  return false;
}

// A class variable's name: NameError unless it is one (@@name).
bool cvar_name_arg(Context& cx, Value self, Value v, Sym& out) {
  if (!name_to_sym(cx, v, out)) return false;
  if (name_kind(cx.world->name(out)) == NameKind::ClassVariable) return true;
  raise_name_error(cx, cx.world->c.NameError, "'" + cx.world->name(out) + "' is not allowed as a class variable name", v,
                   self);
  return false;
}

// Where a lookup of a constant looks: the module alone (inherit = false),
// its ancestors and, for a module, Object's (Mod.const_get(:X)), or its
// ancestors short of Object's (a later segment of "A::B", as A::B does).
enum class Reach { Own, Inherited, Scoped };

bool autoload_registered(Context& cx, Class* k, Sym name) {
  WorldLock lock(*cx.world);
  return cx.world->autoloads.count({k, name}) != 0;
}

// The module whose table holds constant `name` as seen from k, or null.
Class* constant_holder(Context& cx, Class* k, Sym name, Reach reach) {
  Class* object = cx.world->c.Object;
  if (reach == Reach::Own) return k->find_constant(name) ? k : nullptr;
  for (Class* a : k->ancestors) {
    if (reach == Reach::Scoped && a == object && k != object) return nullptr;
    if (a->find_constant(name)) return a;
  }
  if (reach == Reach::Inherited && k->is_module())
    for (Class* a : object->ancestors)
      if (a->find_constant(name)) return a;
  return nullptr;
}

// The constant's value (loading it when autoloaded), const_missing's
// answer when there is none, undef when that raised.
Value lookup(Context& cx, Class* k, Sym name, Reach reach) {
  switch (reach) {
    case Reach::Inherited: return const_get(cx, k, name);
    case Reach::Scoped: return scoped_const_get(cx, k, name);
    case Reach::Own: break;
  }
  if (Value* v = k->find_constant(name)) return *v;
  std::string where = k == cx.world->c.Object ? "" : class_path(cx, k) + "::";
  return const_missing(cx, k, name, where + cx.world->name(name));
}

// A constant path's last segment and the module it is looked up in.
struct ConstantRef {
  Class* module;
  Sym name;
  Reach reach;
};

enum class Walk { Found, Missing, Raised };

// Walks `name` (a Symbol, or a String or to_str naming a path: "A::B::C",
// "::A") from k as const_get does, up to its last segment. A missing
// segment on the way raises as const_get, or with `quiet` (const_defined?,
// const_source_location) is Missing.
Walk walk_path(Context& cx, Class* k, Value name, bool inherit, bool quiet, ConstantRef& out) {
  World& w = *cx.world;
  Reach first = inherit ? Reach::Inherited : Reach::Own, later = inherit ? Reach::Scoped : Reach::Own;
  if (name.is_symbol()) {
    if (!const_name_arg(cx, name, out.name)) return Walk::Raised;
    out = {k, out.name, first};
    return Walk::Found;
  }
  Value text = implicit_string(cx, name);
  if (text.is_undef()) return Walk::Raised;
  const std::string path = str(text);
  auto wrong_name = [&]() {
    raise_name_error(cx, w.c.NameError, "wrong constant name " + path, intern(cx, path));
    return Walk::Raised;
  };
  size_t pos = 0;
  Reach reach = first;
  if (path.rfind("::", 0) == 0) {
    k = w.c.Object;
    pos = 2;
    reach = later;
  }
  for (;;) {
    size_t end = path.find("::", pos);
    std::string segment = path.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    if (segment.empty() || (end != std::string::npos && end + 2 >= path.size())) return wrong_name();
    Sym s = intern(cx, segment);
    if (!is_constant_name(cx, s)) {
      raise_name_error(cx, w.c.NameError, "wrong constant name " + segment, s);
      return Walk::Raised;
    }
    if (end == std::string::npos) {
      out = {k, s, reach};
      return Walk::Found;
    }
    if (quiet && !constant_holder(cx, k, s, reach) && !w.autoload_constant(cx, k, s, false)) return Walk::Missing;
    Value v = lookup(cx, k, s, reach);
    if (v.is_undef()) return Walk::Raised;
    if (!is_class_or_module(v)) {
      raisef(cx, w.c.TypeError, "%s does not refer to class/module", path.c_str());
      return Walk::Raised;
    }
    k = v.as<Class>();
    pos = end + 2;
    reach = later;
  }
}

bool inherit_arg(int argc, Value* argv, int index) { return argc <= index || argv[index].truthy(); }

NATIVE(mod_const_get) {
  ConstantRef ref;
  if (walk_path(cx, self_class(self), argv[0], inherit_arg(argc, argv, 1), false, ref) != Walk::Found)
    return Value::undef();
  return lookup(cx, ref.module, ref.name, ref.reach);
}

NATIVE(mod_const_defined_p) {
  ConstantRef ref;
  switch (walk_path(cx, self_class(self), argv[0], inherit_arg(argc, argv, 1), true, ref)) {
    case Walk::Raised: return Value::undef();
    case Walk::Missing: return Value::false_value();
    case Walk::Found: break;
  }
  if (constant_holder(cx, ref.module, ref.name, ref.reach)) return Value::true_value();
  if (ref.reach == Reach::Own) return Value::boolean(autoload_registered(cx, ref.module, ref.name));
  return Value::boolean(cx.world->autoload_constant(cx, ref.module, ref.name, false));
}

// [file, line] where the program set the constant; [] for one the core
// defines; nil when there is no such constant.
NATIVE(mod_const_source_location) {
  ConstantRef ref;
  switch (walk_path(cx, self_class(self), argv[0], inherit_arg(argc, argv, 1), true, ref)) {
    case Walk::Raised: return Value::undef();
    case Walk::Missing: return Value::nil();
    case Walk::Found: break;
  }
  Class* holder = constant_holder(cx, ref.module, ref.name, ref.reach);
  if (!holder) return Value::nil();
  const ConstantLocation* at = constant_location(holder, ref.name);
  if (!at) return new_array(cx);
  Value items[2] = {new_string(cx, *at->file), Value::fixnum(at->line)};
  return new_array(cx, items, 2);
}

NATIVE(mod_const_set) {
  Sym s;
  if (!const_name_arg(cx, argv[0], s)) return Value::undef();
  Value v = argv[1];
  if (!check_frozen(cx, self) || !program_const_set(cx, self_class(self), s, v)) return Value::undef();
  return v;
}

// const_missing(name): what a failed lookup calls; raises NameError.
NATIVE(mod_const_missing) {
  Sym s;
  if (!name_to_sym(cx, argv[0], s)) return Value::undef();
  Class* k = self_class(self);
  std::string where = k == cx.world->c.Object ? "" : class_path(cx, k) + "::";
  return raise_name_error(cx, cx.world->c.NameError, "uninitialized constant " + where + cx.world->name(s), s, self);
}

Value raise_not_own_constant(Context& cx, Value self, Sym name) {
  std::string message = "constant " + class_path(cx, self_class(self)) + "::" + cx.world->name(name) + " not defined";
  return raise_name_error(cx, cx.world->c.NameError, message, name, self);
}

// remove_const(name): the module's own constant, its value returned (nil
// for an autoload still waiting to load).
NATIVE(mod_remove_const) {
  World& w = *cx.world;
  Class* k = self_class(self);
  Sym s;
  if (!name_to_sym(cx, argv[0], s)) return Value::undef();
  if (!is_constant_name(cx, s))
    return raise_name_error(cx, w.c.NameError, "'" + w.name(s) + "' is not allowed as a constant variable name", s,
                            self);
  if (!check_frozen(cx, self)) return Value::undef();
  auto& table = k->constants;
  auto it = std::find_if(table.begin(), table.end(), [s](const auto& c) { return c.first == s; });
  if (it == table.end()) {
    if (autoload_registered(cx, k, s)) {
      WorldWrite write(w);
      w.autoloads.erase({k, s});
      return Value::nil();
    }
    return raise_not_own_constant(cx, self, s);
  }
  WorldWrite write(w);
  Value removed = it->second;
  table.erase(it);
  auto& hidden = k->private_constants;
  hidden.erase(std::remove(hidden.begin(), hidden.end(), s), hidden.end());
  auto& locations = k->constant_locations;
  locations.erase(std::remove_if(locations.begin(), locations.end(), [s](const auto& l) { return l.name == s; }),
                  locations.end());
  w.constant_serial.fetch_add(1, std::memory_order_release);
  return removed;
}

// The public constants of k's own table and its autoloads still to load,
// each once, in order.
void add_constants(Context& cx, Class* k, std::vector<Value>& out, std::set<Sym>& seen) {
  for (auto& kv : k->constants)
    if (!k->constant_private(kv.first) && seen.insert(kv.first).second) out.push_back(Value::symbol(kv.first));
  WorldLock lock(*cx.world);
  for (auto& [key, feature] : cx.world->autoloads)
    if (key.first == k && seen.insert(key.second).second) out.push_back(Value::symbol(key.second));
}

// constants(inherit = true): the module's, then its ancestors' short of
// Object's (unless it is Object).
Value constant_list(Context& cx, Class* k, bool inherit) {
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* a : k->ancestors) {
    if (a == cx.world->c.Object && k != cx.world->c.Object) break;
    add_constants(cx, a, out, seen);
    if (!inherit) break;
  }
  return new_array(cx, std::move(out));
}

NATIVE(mod_constants) { return constant_list(cx, self_class(self), inherit_arg(argc, argv, 0)); }

// Module.constants: those the caller's lexical scopes see, then the top
// level's; with an argument, Module#constants of Module.
NATIVE(mod_s_constants) {
  if (argc > 0) return constant_list(cx, cx.world->c.Module, argv[0].truthy());
  std::vector<Value> out;
  std::set<Sym> seen;
  if (!cx.frames.empty())
    for (Cref* c = cx.frames.back().cref; c && c->parent; c = c->parent) add_constants(cx, c->klass, out, seen);
  for (Class* a : cx.world->c.Object->ancestors) add_constants(cx, a, out, seen);
  return new_array(cx, std::move(out));
}

// The names given (Symbols, Strings or to_str), each a constant of the
// module itself; false after raising NameError for one that is not.
bool own_constant_names(Context& cx, Value self, int argc, Value* argv, std::vector<Sym>& out) {
  Class* k = self_class(self);
  for (int i = 0; i < argc; i++) {
    Sym s;
    if (!name_to_sym(cx, argv[i], s)) return false;
    if (!k->find_constant(s)) return raise_not_own_constant(cx, self, s), false;
    out.push_back(s);
  }
  return true;
}

// private_constant(*names) / public_constant(*names).
Value set_constant_visibility(Context& cx, Value self, int argc, Value* argv, bool hide) {
  std::vector<Sym> names;
  if (!check_class_unfrozen(cx, self_class(self)) || !own_constant_names(cx, self, argc, argv, names))
    return Value::undef();
  WorldWrite write(*cx.world);
  auto& list = self_class(self)->private_constants;
  for (Sym s : names) {
    list.erase(std::remove(list.begin(), list.end(), s), list.end());
    if (hide) list.push_back(s);
  }
  cx.world->constant_serial.fetch_add(1, std::memory_order_release); // A::X caches it as public
  return Value::nil();
}
NATIVE(mod_private_constant) {
  return set_constant_visibility(cx, self, argc, argv, true);
}
NATIVE(mod_public_constant) {
  return set_constant_visibility(cx, self, argc, argv, false);
}
// deprecate_constant(*names): Ruby warns on their use only under
// -W:deprecated; Garnet does not warn.
NATIVE(mod_deprecate_constant) {
  std::vector<Sym> names;
  return check_class_unfrozen(cx, self_class(self)) && own_constant_names(cx, self, argc, argv, names) ? self
                                                                                                      : Value::undef();
}

// ---- class variables ----

NATIVE(mod_cvar_get) {
  Sym s;
  if (!cvar_name_arg(cx, self, argv[0], s)) return Value::undef();
  Class* k = self_class(self);
  for (Class* a : k->ancestors)
    for (auto& kv : a->cvars)
      if (kv.first == s) return kv.second;
  return raise_name_error(cx, cx.world->c.NameError,
                          "uninitialized class variable " + cx.world->name(s) + " in " + class_path(cx, k), argv[0], self);
}
NATIVE(mod_cvar_set) {
  Sym s;
  if (!cvar_name_arg(cx, self, argv[0], s) || !check_frozen(cx, self)) return Value::undef();
  Cref cref{self_class(self), nullptr};
  Value v = argv[1];
  return cvar_set(cx, &cref, s, v) ? v : Value::undef();
}
NATIVE(mod_cvar_defined_p) {
  Sym s;
  if (!cvar_name_arg(cx, self, argv[0], s)) return Value::undef();
  for (Class* k : self_class(self)->ancestors)
    for (auto& kv : k->cvars)
      if (kv.first == s) return Value::true_value();
  return Value::false_value();
}
// class_variables(inherit = true): the module's own, then its ancestors'.
NATIVE(mod_class_variables) {
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* k : self_class(self)->ancestors) {
    for (auto& kv : k->cvars)
      if (seen.insert(kv.first).second) out.push_back(Value::symbol(kv.first));
    if (!inherit_arg(argc, argv, 0)) break;
  }
  return new_array(cx, std::move(out));
}
// remove_class_variable(name): the module's own class variable; its value.
NATIVE(mod_remove_cvar) {
  Sym s;
  if (!cvar_name_arg(cx, self, argv[0], s) || !check_frozen(cx, self)) return Value::undef();
  Class* k = self_class(self);
  auto& table = k->cvars;
  auto it = std::find_if(table.begin(), table.end(), [s](const auto& c) { return c.first == s; });
  if (it != table.end()) {
    WorldWrite write(*cx.world);
    Value removed = it->second;
    table.erase(it);
    return removed;
  }
  const std::string& name = cx.world->name(s);
  for (Class* a : k->ancestors)
    for (auto& kv : a->cvars)
      if (kv.first == s)
        return raise_name_error(cx, cx.world->c.NameError, "cannot remove " + name + " for " + class_path(cx, k), s,
                                self);
  std::string message = "class variable " + name + " not defined for " + class_path(cx, k);
  return raise_name_error(cx, cx.world->c.NameError, message, s, self);
}

} // namespace

void init_module_constants(World& w) {
  Class* m = w.c.Module;
  define_method(w, m, "private_constant", mod_private_constant, 0, -1);
  define_method(w, m, "deprecate_constant", mod_deprecate_constant, 0, -1);
  define_method(w, m, "public_constant", mod_public_constant, 0, -1);
  define_method(w, m, "const_get", mod_const_get, 1, 2);
  define_method(w, m, "const_set", mod_const_set, 2, 2);
  define_method(w, m, "const_defined?", mod_const_defined_p, 1, 2);
  define_method(w, m, "const_source_location", mod_const_source_location, 1, 2);
  define_method(w, m, "remove_const", mod_remove_const, 1, 1, Visibility::Private);
  define_method(w, m, "const_missing", mod_const_missing, 1, 1);
  define_method(w, m, "constants", mod_constants, 0, 1);
  define_singleton_method(w, m, "constants", mod_s_constants, 0, 1);
  define_method(w, m, "class_variable_get", mod_cvar_get, 1, 1);
  define_method(w, m, "class_variable_set", mod_cvar_set, 2, 2);
  define_method(w, m, "class_variable_defined?", mod_cvar_defined_p, 1, 1);
  define_method(w, m, "class_variables", mod_class_variables, 0, 1);
  define_method(w, m, "remove_class_variable", mod_remove_cvar, 1, 1);
}

} // namespace garnet::core
