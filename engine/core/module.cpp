// module.cpp — Module and Class: naming, comparison, ancestry, include/
// extend/prepend, method definition and visibility, attribute accessors,
// constants and class variables, instantiation.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <set>

#include "core/core.h"
#include "core/string_internal.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

Class* self_class(Value self) { return self.as<Class>(); }

bool name_arg(Context& cx, Value v, Sym& out) {
  if (v.is_symbol()) {
    out = v.as_symbol();
    return true;
  }
  if (is_string(v)) {
    out = intern(cx, str(v));
    return true;
  }
  Value insp = inspect(cx, v);
  if (!insp.is_undef()) raisef(cx, cx.world->c.TypeError, "%s is not a symbol nor a string", str(insp).c_str());
  return false;
}

// name_arg for a constant: NameError "wrong constant name x" unless it is one.
bool const_name_arg(Context& cx, Value v, Sym& out) {
  if (!name_arg(cx, v, out)) return false;
  if (name_kind(cx.world->name(out)) == NameKind::Constant) return true;
  raisef(cx, cx.world->c.NameError, "wrong constant name %s", cx.world->name(out).c_str());
  return false;
}

// name_arg for a class variable: NameError unless it is one (@@name).
bool cvar_name_arg(Context& cx, Value v, Sym& out) {
  if (!name_arg(cx, v, out)) return false;
  if (name_kind(cx.world->name(out)) == NameKind::ClassVariable) return true;
  raisef(cx, cx.world->c.NameError, "'%s' is not allowed as a class variable name", cx.world->name(out).c_str());
  return false;
}

// Flattens symbol arguments (private :a, :b / private [:a, :b]).
bool name_list(Context& cx, int argc, Value* argv, std::vector<Sym>& out) {
  for (int i = 0; i < argc; i++) {
    if (is_array(argv[i])) {
      std::vector<Value> items = as_array(argv[i])->items;
      if (!name_list(cx, int(items.size()), items.data(), out)) return false;
      continue;
    }
    Sym s;
    if (!name_arg(cx, argv[i], s)) return false;
    out.push_back(s);
  }
  return true;
}

NATIVE(mod_name) {
  Class* k = self_class(self);
  if (k->path.empty()) return Value::nil();
  return new_string(cx, k->path);
}

NATIVE(mod_to_s) {
  Class* k = self_class(self);
  if (!k->path.empty() || k->is_singleton()) return new_string(cx, class_path(cx, k));
  char buf[48];
  snprintf(buf, sizeof buf, "#<%s:0x%016" PRIx64 ">", k->is_module() ? "Module" : "Class", uint64_t(self.bits()));
  return new_string(cx, buf);
}

NATIVE(mod_eqq) {
  return Value::boolean(is_a(cx, argv[0], self_class(self)));
}

bool descends(Class* a, Class* b) { return std::find(a->ancestors.begin(), a->ancestors.end(), b) != a->ancestors.end(); }

// The argument of <, <=, >, >=: a class or module, else TypeError (nullptr).
Class* compared_module(Context& cx, Value v) {
  if (is_class_or_module(v)) return v.as<Class>();
  raise(cx, cx.world->c.TypeError, "compared with non class/module");
  return nullptr;
}
// a < b: true when a descends from b, false when b descends from a (or is a), nil when unrelated.
Value below(Class* a, Class* b, bool or_equal) {
  if (a == b) return Value::boolean(or_equal);
  if (descends(a, b)) return Value::true_value();
  return descends(b, a) ? Value::false_value() : Value::nil();
}
NATIVE(mod_lt) {
  Class* other = compared_module(cx, argv[0]);
  return other ? below(self_class(self), other, false) : Value::undef();
}
NATIVE(mod_le) {
  Class* other = compared_module(cx, argv[0]);
  return other ? below(self_class(self), other, true) : Value::undef();
}
NATIVE(mod_gt) {
  Class* other = compared_module(cx, argv[0]);
  return other ? below(other, self_class(self), false) : Value::undef();
}
NATIVE(mod_ge) {
  Class* other = compared_module(cx, argv[0]);
  return other ? below(other, self_class(self), true) : Value::undef();
}

NATIVE(mod_cmp) {
  if (!is_class_or_module(argv[0])) return Value::nil();
  Class *a = self_class(self), *b = argv[0].as<Class>();
  if (a == b) return Value::fixnum(0);
  if (descends(a, b)) return Value::fixnum(-1);
  return descends(b, a) ? Value::fixnum(1) : Value::nil();
}

NATIVE(mod_ancestors) {
  std::vector<Value> out;
  for (Class* k : self_class(self)->ancestors) out.push_back(Value::object(k));
  return new_array(cx, std::move(out));
}

NATIVE(mod_include) {
  World& w = *cx.world;
  for (int i = argc; i-- > 0;) {
    Value m = argv[i];
    if (!is_class_or_module(m) || !m.as<Class>()->is_module()) {
      std::string desc = class_path(cx, real_class(cx, m));
      return raisef(cx, w.c.TypeError, "wrong argument type %s (expected Module)", desc.c_str());
    }
    if (call(cx, m, intern(cx, "append_features"), 1, &self).is_undef()) return Value::undef();
    const MethodEntry* hook = find_method(cx, class_of(cx, m), w.sym.included);
    if (hook && hook->kind != MethodKind::Native && call(cx, m, w.sym.included, 1, &self).is_undef())
      return Value::undef();
  }
  return self;
}

NATIVE(mod_prepend) {
  World& w = *cx.world;
  for (int i = argc; i-- > 0;) {
    Value m = argv[i];
    if (!is_class_or_module(m) || !m.as<Class>()->is_module()) {
      std::string desc = class_path(cx, real_class(cx, m));
      return raisef(cx, w.c.TypeError, "wrong argument type %s (expected Module)", desc.c_str());
    }
    if (call(cx, m, intern(cx, "prepend_features"), 1, &self).is_undef()) return Value::undef();
    Sym prepended = intern(cx, "prepended");
    const MethodEntry* hook = find_method(cx, class_of(cx, m), prepended);
    if (hook && hook->kind != MethodKind::Native && call(cx, m, prepended, 1, &self).is_undef()) return Value::undef();
  }
  return self;
}

Value raise_wrong_type(Context& cx, Value v, const char* expected) {
  std::string desc = class_path(cx, real_class(cx, v));
  return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected %s)", desc.c_str(), expected);
}

// append_features(klass) and prepend_features(klass): what include and
// prepend do for each module before its included/prepended hook; a module
// may redefine them (and call super).
NATIVE(mod_append_features) {
  if (!is_class_or_module(argv[0])) return raise_wrong_type(cx, argv[0], "Class");
  include_module(*cx.world, argv[0].as<Class>(), self_class(self));
  return self;
}

NATIVE(mod_prepend_features) {
  if (!is_class_or_module(argv[0])) return raise_wrong_type(cx, argv[0], "Class");
  prepend_module(*cx.world, argv[0].as<Class>(), self_class(self));
  return self;
}

// ruby2_keywords(*names): marks each named method of the module (one with
// a *rest and no keyword parameters) to keep keywords it is given for a
// later f(*rest), as Ruby 2 did (see ParamSpec::ruby2_keywords).
NATIVE(mod_ruby2_keywords) {
  Class* k = self_class(self);
  for (int i = 0; i < argc; i++) {
    Value name = argv[i].is_symbol() ? argv[i] : implicit_string(cx, argv[i]);
    if (name.is_undef()) return name;
    Sym sym = name.is_symbol() ? name.as_symbol() : intern(cx, str(name));
    auto it = k->methods.find(sym);
    if (it == k->methods.end() || !it->second->iseq) continue;
    ParamSpec& params = const_cast<Iseq*>(it->second->iseq)->params;
    if (params.rest && !params.has_kw()) params.ruby2_keywords = true;
  }
  return Value::nil();
}

// extend_object(obj): what Kernel#extend does for each module.
NATIVE(mod_extend_object) {
  return extend_object(cx, argv[0], self_class(self)) ? argv[0] : Value::undef();
}

NATIVE(mod_include_p) {
  if (!is_class_or_module(argv[0])) return raise(cx, cx.world->c.TypeError, "wrong argument type (expected Module)");
  Class* m = argv[0].as<Class>();
  return Value::boolean(m->is_module() && self_class(self) != m && descends(self_class(self), m));
}

NATIVE(mod_included_modules) {
  std::vector<Value> out;
  for (Class* k : self_class(self)->ancestors)
    if (k->is_module()) out.push_back(Value::object(k));
  return new_array(cx, std::move(out));
}

Value instance_method_list(Context& cx, Value self, int argc, Value* argv, bool (*want)(Visibility)) {
  bool inherit = argc == 0 || argv[0].truthy();
  Class* start = self_class(self);
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* k : start->ancestors) {
    if (!inherit && k != start) break;
    for (auto& [name, me] : k->methods) {
      if (!seen.insert(name).second) continue;
      if (!reflection_shows(*cx.world, *me) || !want(me->visibility)) continue;
      out.push_back(Value::symbol(name));
    }
  }
  return new_array(cx, std::move(out));
}

NATIVE(mod_instance_methods) {
  return instance_method_list(cx, self, argc, argv, [](Visibility v) { return v != Visibility::Private; });
}
NATIVE(mod_private_instance_methods) {
  return instance_method_list(cx, self, argc, argv, [](Visibility v) { return v == Visibility::Private; });
}
NATIVE(mod_protected_instance_methods) {
  return instance_method_list(cx, self, argc, argv, [](Visibility v) { return v == Visibility::Protected; });
}
NATIVE(mod_public_instance_methods) {
  return instance_method_list(cx, self, argc, argv, [](Visibility v) { return v == Visibility::Public; });
}

// Module.nesting: the lexical class nesting of the caller.
NATIVE(mod_s_nesting) {
  std::vector<Value> out;
  if (!cx.frames.empty())
    for (Cref* c = cx.frames.back().cref; c && c->parent; c = c->parent) out.push_back(Value::object(c->klass));
  return new_array(cx, std::move(out));
}

Value method_defined(Context& cx, Value self, Value name, bool (*want)(Visibility)) {
  Sym s;
  if (!name_arg(cx, name, s)) return Value::undef();
  const MethodEntry* me = find_method(cx, self_class(self), s);
  return Value::boolean(me && reflection_shows(*cx.world, *me) && want(me->visibility));
}
NATIVE(mod_method_defined_p) {
  return method_defined(cx, self, argv[0], [](Visibility v) { return v != Visibility::Private; });
}
NATIVE(mod_public_method_defined_p) {
  return method_defined(cx, self, argv[0], [](Visibility v) { return v == Visibility::Public; });
}
NATIVE(mod_private_method_defined_p) {
  return method_defined(cx, self, argv[0], [](Visibility v) { return v == Visibility::Private; });
}
NATIVE(mod_protected_method_defined_p) {
  return method_defined(cx, self, argv[0], [](Visibility v) { return v == Visibility::Protected; });
}

NATIVE(mod_instance_method) {
  Sym s;
  if (!name_arg(cx, argv[0], s)) return Value::undef();
  const MethodEntry* me = find_method(cx, self_class(self), s);
  if (!me) {
    std::string msg = "undefined method '" + cx.world->name(s) + "' for " +
                      (self_class(self)->is_module() ? "module '" : "class '") + class_path(cx, self_class(self)) + "'";
    return raise_name_error(cx, cx.world->c.NameError, msg, s, self);
  }
  vm::Method* m = cx.iso->heap.make<vm::Method>(cx.world->c.UnboundMethod, Type::Method);
  m->receiver = Value::nil();
  m->entry = me;
  m->owner = me->owner;
  m->name = s;
  m->flags |= FL_UNBOUND;
  return Value::object(m);
}

NATIVE(mod_define_method) {
  Sym s;
  if (!name_arg(cx, argv[0], s)) return Value::undef();
  Value body = argc > 1 ? argv[1] : block;
  MethodEntry* e = new MethodEntry();
  if (is_proc(body)) {
    e->kind = MethodKind::ProcBody;
    e->proc = body.as<Proc>();
    cx.iso->extra_roots.push_back(body);
  } else if (is_type(body, Type::Method)) {
    *e = *body.as<vm::Method>()->entry;
  } else {
    delete e;
    return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  }
  e->name = s;
  e->original_name = s;
  Visibility vis = cx.frames.empty() ? Visibility::Public : cx.frames.back().visibility;
  e->visibility = vis == Visibility::ModuleFunction ? Visibility::Public : vis;
  add_method(*cx.world, self_class(self), e);
  if (!notify_method_added(cx, self_class(self), s)) return Value::undef();
  return Value::symbol(s);
}

NATIVE(mod_alias_method) {
  Sym a, b;
  if (!name_arg(cx, argv[0], a) || !name_arg(cx, argv[1], b)) return Value::undef();
  if (!alias_method(cx, self_class(self), a, b) || !notify_method_added(cx, self_class(self), a)) return Value::undef();
  return Value::symbol(a);
}

NATIVE(mod_remove_method) {
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names)) return Value::undef();
  Class* k = self_class(self);
  for (Sym s : names) {
    if (!k->methods.count(s))
      return raisef(cx, cx.world->c.NameError, "method '%s' not defined in %s", cx.world->name(s).c_str(),
                    class_path(cx, k).c_str());
    WorldWrite write(*cx.world);
    k->methods.erase(s); // the entry itself stays allocated: caches may still point at it
    cx.world->method_serial.fetch_add(1);
  }
  return self;
}

NATIVE(mod_undef_method) {
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names)) return Value::undef();
  for (Sym s : names)
    if (!undef_method(cx, self_class(self), s)) return Value::undef();
  return self;
}

Value define_attrs(Context& cx, Value self, int argc, Value* argv, bool reader, bool writer) {
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names)) return Value::undef();
  World& w = *cx.world;
  Visibility vis = cx.frames.empty() ? Visibility::Public : cx.frames.back().visibility;
  if (vis == Visibility::ModuleFunction) vis = Visibility::Public;
  std::vector<Value> defined;
  for (Sym s : names) {
    const std::string& n = w.name(s);
    Sym ivar = w.intern("@" + n);
    if (reader) {
      MethodEntry* e = new MethodEntry();
      e->name = s;
      e->kind = MethodKind::AttrReader;
      e->ivar = ivar;
      e->visibility = vis;
      add_method(w, self_class(self), e);
      defined.push_back(Value::symbol(s));
    }
    if (writer) {
      MethodEntry* e = new MethodEntry();
      e->name = w.intern(n + "=");
      e->kind = MethodKind::AttrWriter;
      e->ivar = ivar;
      e->visibility = vis;
      add_method(w, self_class(self), e);
      defined.push_back(Value::symbol(e->name));
    }
  }
  return new_array(cx, std::move(defined));
}

NATIVE(mod_attr_reader) {
  return define_attrs(cx, self, argc, argv, true, false);
}
NATIVE(mod_attr_writer) {
  return define_attrs(cx, self, argc, argv, false, true);
}
NATIVE(mod_attr_accessor) {
  return define_attrs(cx, self, argc, argv, true, true);
}

// private/public/protected/module_function: with no arguments they set the
// default for following defs in the calling body; with names they change
// those methods (copying inherited entries into this class).
Value set_visibility(Context& cx, Value self, int argc, Value* argv, Visibility vis) {
  if (argc == 0) {
    if (!cx.frames.empty()) cx.frames.back().visibility = vis;
    return Value::nil();
  }
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names)) return Value::undef();
  World& w = *cx.world;
  Class* k = self_class(self);
  for (Sym s : names) {
    const MethodEntry* me = find_method(cx, k, s);
    if (!me)
      return raisef(cx, w.c.NameError, "undefined method '%s' for %s '%s'", w.name(s).c_str(),
                    k->is_module() ? "module" : "class", class_path(cx, k).c_str());
    if (vis == Visibility::ModuleFunction) {
      MethodEntry* pub = new MethodEntry(*me);
      pub->visibility = Visibility::Public;
      add_method(w, metaclass(w, k), pub);
      MethodEntry* priv = new MethodEntry(*me);
      priv->visibility = Visibility::Private;
      add_method(w, k, priv);
      continue;
    }
    if (me->owner == k) {
      const_cast<MethodEntry*>(me)->visibility = vis;
      w.method_serial.fetch_add(1);
    } else {
      MethodEntry* copy = new MethodEntry(*me);
      copy->visibility = vis;
      add_method(w, k, copy);
    }
  }
  return argc == 1 ? argv[0] : new_array(cx, argv, size_t(argc));
}

NATIVE(mod_private) {
  return set_visibility(cx, self, argc, argv, Visibility::Private);
}
NATIVE(mod_public) {
  return set_visibility(cx, self, argc, argv, Visibility::Public);
}
NATIVE(mod_protected) {
  return set_visibility(cx, self, argc, argv, Visibility::Protected);
}
NATIVE(mod_module_function) {
  return set_visibility(cx, self, argc, argv, Visibility::ModuleFunction);
}
NATIVE(mod_private_class_method) {
  Value meta = Value::object(metaclass(*cx.world, self_class(self)));
  if (set_visibility(cx, meta, argc, argv, Visibility::Private).is_undef()) return Value::undef();
  return Value::nil();
}
NATIVE(mod_public_class_method) {
  Value meta = Value::object(metaclass(*cx.world, self_class(self)));
  if (set_visibility(cx, meta, argc, argv, Visibility::Public).is_undef()) return Value::undef();
  return Value::nil();
}
NATIVE(mod_noop) { return Value::nil(); }

// private_constant(*names) / public_constant(*names): each must be a
// constant of the module itself.
Value set_constant_visibility(Context& cx, Value self, int argc, Value* argv, bool hide) {
  Class* k = self_class(self);
  for (int i = 0; i < argc; i++) {
    Sym s;
    if (!name_arg(cx, argv[i], s)) return Value::undef();
    if (!k->find_constant(s)) {
      std::string message = "constant " + class_path(cx, k) + "::" + cx.world->name(s) + " not defined";
      return raise_name_error(cx, cx.world->c.NameError, message, s, self);
    }
    WorldWrite write(*cx.world);
    auto& list = k->private_constants;
    list.erase(std::remove(list.begin(), list.end(), s), list.end());
    if (hide) list.push_back(s);
  }
  return Value::nil();
}
NATIVE(mod_private_constant) {
  return set_constant_visibility(cx, self, argc, argv, true);
}
NATIVE(mod_public_constant) {
  return set_constant_visibility(cx, self, argc, argv, false);
}
// deprecate_constant(*names): each must be a constant of the module itself.
// Ruby warns on their use only under -W:deprecated; Garnet does not warn.
NATIVE(mod_deprecate_constant) {
  Class* k = self_class(self);
  for (int i = 0; i < argc; i++) {
    Sym s;
    if (!name_arg(cx, argv[i], s)) return Value::undef();
    if (!k->find_constant(s)) {
      std::string message = "constant " + class_path(cx, k) + "::" + cx.world->name(s) + " not defined";
      return raise_name_error(cx, cx.world->c.NameError, message, s, self);
    }
  }
  return self;
}

NATIVE(mod_const_get) {
  Value name = argv[0];
  if (is_string(name)) {
    // "A::B" paths
    std::string path = str(name);
    Value cur = self;
    size_t pos = 0;
    if (path.rfind("::", 0) == 0) {
      cur = Value::object(cx.world->c.Object);
      pos = 2;
    }
    while (pos <= path.size()) {
      size_t next = path.find("::", pos);
      std::string part = path.substr(pos, next == std::string::npos ? std::string::npos : next - pos);
      if (!is_class_or_module(cur)) return raise(cx, cx.world->c.TypeError, "not a class/module");
      Sym s;
      if (!const_name_arg(cx, new_string(cx, part), s)) return Value::undef();
      cur = const_get(cx, cur.as<Class>(), s);
      if (cur.is_undef()) return cur;
      if (next == std::string::npos) break;
      pos = next + 2;
    }
    return cur;
  }
  Sym s;
  if (!const_name_arg(cx, name, s)) return Value::undef();
  return const_get(cx, self_class(self), s);
}

NATIVE(mod_const_set) {
  Sym s;
  if (!const_name_arg(cx, argv[0], s) || !check_frozen(cx, self)) return Value::undef();
  const_set(*cx.world, self_class(self), s, argv[1]);
  return argv[1];
}

NATIVE(mod_const_defined_p) {
  Sym s;
  if (!const_name_arg(cx, argv[0], s)) return Value::undef();
  for (Class* k : self_class(self)->ancestors)
    if (k->find_constant(s)) return Value::true_value();
  for (Class* k : cx.world->c.Object->ancestors)
    if (k->find_constant(s)) return Value::true_value();
  return Value::boolean(cx.world->autoload_constant(cx, self_class(self), s, false));
}

NATIVE(mod_constants) {
  std::vector<Value> out;
  for (auto& kv : self_class(self)->constants)
    if (!self_class(self)->constant_private(kv.first)) out.push_back(Value::symbol(kv.first));
  {
    WorldLock lock(*cx.world);
    for (auto& [key, feature] : cx.world->autoloads) // registered with autoload, not yet loaded
      if (key.first == self_class(self)) out.push_back(Value::symbol(key.second));
  }
  return new_array(cx, std::move(out));
}

NATIVE(mod_cvar_get) {
  Sym s;
  if (!cvar_name_arg(cx, argv[0], s)) return Value::undef();
  Cref cref{self_class(self), nullptr};
  return cvar_get(cx, &cref, s);
}
NATIVE(mod_cvar_set) {
  Sym s;
  if (!cvar_name_arg(cx, argv[0], s) || !check_frozen(cx, self)) return Value::undef();
  Cref cref{self_class(self), nullptr};
  Value v = argv[1];
  return cvar_set(cx, &cref, s, v) ? v : Value::undef();
}
NATIVE(mod_cvar_defined_p) {
  Sym s;
  if (!cvar_name_arg(cx, argv[0], s)) return Value::undef();
  for (Class* k : self_class(self)->ancestors)
    for (auto& kv : k->cvars)
      if (kv.first == s) return Value::true_value();
  return Value::false_value();
}
NATIVE(mod_class_variables) {
  std::vector<Value> out;
  for (Class* k : self_class(self)->ancestors)
    for (auto& kv : k->cvars) out.push_back(Value::symbol(kv.first));
  return new_array(cx, std::move(out));
}

NATIVE(mod_hash) { return Value::fixnum(int64_t(self.bits() >> 3)); }

// ---- Class ----

NATIVE(class_allocate) { return allocate_instance(cx, self_class(self)); }

NATIVE(class_superclass) {
  Class* k = self_class(self);
  // A class's singleton class inherits from its superclass's singleton class.
  if (k->is_singleton() && is_class_or_module(k->attached) && !k->attached.as<Class>()->is_module()) {
    Class* sup = k->attached.as<Class>()->superclass;
    while (sup && sup->is_singleton()) sup = sup->superclass;
    return sup ? Value::object(singleton_class_of(cx, Value::object(sup))) : Value::object(cx.world->c.Class);
  }
  Class* s = k->superclass;
  while (s && s->is_singleton()) s = s->superclass;
  return s ? Value::object(s) : Value::nil();
}

NATIVE(mod_singleton_class_p) {
  return Value::boolean(self_class(self)->is_singleton());
}

// ObjectSpace.__modules: every class and module (singleton classes aside),
// for the prelude's ObjectSpace.each_object.
NATIVE(os_modules) {
  std::vector<Value> out;
  for (Class* k : cx.world->classes)
    if (!k->is_singleton()) out.push_back(Value::object(k));
  return new_array(cx, std::move(out));
}

NATIVE(class_subclasses) {
  std::vector<Value> out;
  for (Class* k : cx.world->classes)
    if (k->superclass == self_class(self) && !k->is_singleton()) out.push_back(Value::object(k));
  return new_array(cx, std::move(out));
}

} // namespace

NATIVE(main_include) {
  return mod_include(cx, Value::object(cx.world->c.Object), argc, argv, block);
}

void init_module(World& w) {
  Class* m = w.c.Module;
  define_method(w, m, "name", mod_name, 0, 0);
  define_method(w, m, "to_s", mod_to_s, 0, 0);
  define_method(w, m, "inspect", mod_to_s, 0, 0);
  define_method(w, m, "===", mod_eqq, 1, 1);
  define_method(w, m, "<", mod_lt, 1, 1);
  define_method(w, m, "<=", mod_le, 1, 1);
  define_method(w, m, ">", mod_gt, 1, 1);
  define_method(w, m, ">=", mod_ge, 1, 1);
  define_method(w, m, "<=>", mod_cmp, 1, 1);
  define_method(w, m, "hash", mod_hash, 0, 0);
  define_method(w, m, "ancestors", mod_ancestors, 0, 0);
  define_method(w, m, "include", mod_include, 1, -1);
  define_method(w, m, "prepend", mod_prepend, 1, -1);
  define_method(w, m, "append_features", mod_append_features, 1, 1, Visibility::Private);
  define_method(w, m, "prepend_features", mod_prepend_features, 1, 1, Visibility::Private);
  define_method(w, m, "extend_object", mod_extend_object, 1, 1, Visibility::Private);
  define_method(w, m, "ruby2_keywords", mod_ruby2_keywords, 0, -1, Visibility::Private);
  define_method(w, m, "include?", mod_include_p, 1, 1);
  define_method(w, m, "included_modules", mod_included_modules, 0, 0);
  define_method(w, m, "instance_methods", mod_instance_methods, 0, 1);
  define_method(w, m, "public_instance_methods", mod_public_instance_methods, 0, 1);
  define_method(w, m, "protected_instance_methods", mod_protected_instance_methods, 0, 1);
  define_singleton_method(w, m, "nesting", mod_s_nesting, 0, 0);
  define_method(w, m, "private_instance_methods", mod_private_instance_methods, 0, 1);
  define_method(w, m, "method_defined?", mod_method_defined_p, 1, 2);
  define_method(w, m, "public_method_defined?", mod_public_method_defined_p, 1, 2);
  define_method(w, m, "private_method_defined?", mod_private_method_defined_p, 1, 2);
  define_method(w, m, "protected_method_defined?", mod_protected_method_defined_p, 1, 2);
  define_method(w, m, "instance_method", mod_instance_method, 1, 1);
  define_method(w, m, "define_method", mod_define_method, 1, 2);
  keeps_block(w, m, {"define_method"});
  define_method(w, m, "alias_method", mod_alias_method, 2, 2);
  define_method(w, m, "remove_method", mod_remove_method, 0, -1);
  define_method(w, m, "undef_method", mod_undef_method, 0, -1);
  define_method(w, m, "attr_reader", mod_attr_reader, 0, -1);
  define_method(w, m, "attr", mod_attr_reader, 0, -1);
  define_method(w, m, "attr_writer", mod_attr_writer, 0, -1);
  define_method(w, m, "attr_accessor", mod_attr_accessor, 0, -1);
  define_method(w, m, "private", mod_private, 0, -1);
  define_method(w, m, "public", mod_public, 0, -1);
  define_method(w, m, "protected", mod_protected, 0, -1);
  define_method(w, m, "module_function", mod_module_function, 0, -1);
  define_method(w, m, "private_class_method", mod_private_class_method, 0, -1);
  define_method(w, m, "public_class_method", mod_public_class_method, 0, -1);
  define_method(w, m, "private_constant", mod_private_constant, 0, -1);
  define_method(w, m, "deprecate_constant", mod_deprecate_constant, 0, -1);
  define_method(w, m, "public_constant", mod_public_constant, 0, -1);
  define_method(w, m, "const_get", mod_const_get, 1, 2);
  define_method(w, m, "const_set", mod_const_set, 2, 2);
  define_method(w, m, "const_defined?", mod_const_defined_p, 1, 2);
  define_method(w, m, "constants", mod_constants, 0, 1);
  define_method(w, m, "class_variable_get", mod_cvar_get, 1, 1);
  define_method(w, m, "class_variable_set", mod_cvar_set, 2, 2);
  define_method(w, m, "class_variable_defined?", mod_cvar_defined_p, 1, 1);
  define_method(w, m, "class_variables", mod_class_variables, 0, 1);
  for (const char* hook : {"included", "extended", "prepended", "method_added", "inherited"})
    define_method(w, m, hook, mod_noop, 0, 1, Visibility::Private);
  define_builtin(w, m, "class_eval", Builtin::ClassExec);
  define_builtin(w, m, "module_eval", Builtin::ClassExec);
  define_builtin(w, m, "class_exec", Builtin::ClassExec);
  define_builtin(w, m, "module_exec", Builtin::ClassExec);
  define_builtin(w, metaclass(w, m), "new", Builtin::NewClass);

  Class* c = w.c.Class;
  define_method(w, c, "allocate", class_allocate, 0, 0);
  define_method(w, c, "superclass", class_superclass, 0, 0);
  define_singleton_method(w, w.c.ObjectSpace, "__modules", os_modules, 0, 0);
  define_method(w, w.c.Module, "singleton_class?", mod_singleton_class_p, 0, 0);
  define_method(w, c, "subclasses", class_subclasses, 0, 0);
  define_builtin(w, c, "new", Builtin::ClassNew);
  define_builtin(w, metaclass(w, c), "new", Builtin::NewClass);
}

} // namespace garnet::core
