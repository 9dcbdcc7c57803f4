// object.cpp — BasicObject and Object/Kernel's object model: identity,
// classification, copying (dup, clone), inspection, instance variables and
// methods as objects. (Kernel's control flow: kernel.cpp; nil, true and
// false: nil_true_false.cpp.)
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <set>

#include "core/core.h"
#include "core/recursion_guard.h"
#include "core/string_internal.h"
#include "vm/eval.h"
#include "vm/interp.h"
#include "vm/refinements.h"

namespace garnet::core {

using namespace vm;

std::vector<Sym> visible_ivars(Context& cx, Value self) {
  std::vector<Sym> names;
  if (!self.is_heap()) return names;
  auto visible = [&](Sym s) { return cx.world->name(s)[0] == '@'; };
  Obj* o = self.as_obj();
  if (o->type == Type::Object) {
    vm::Object* ob = static_cast<vm::Object*>(o);
    Class* layout = ob->layout ? ob->layout : ob->klass;
    for (size_t i = 0; i < ob->ivars.size() && i < layout->ivar_names.size(); i++)
      if (!ob->ivars[i].is_undef() && visible(layout->ivar_names[i])) names.push_back(layout->ivar_names[i]);
  } else if (o->type == Type::Class) {
    for (auto& kv : static_cast<Class*>(o)->ivars)
      if (visible(kv.first)) names.push_back(kv.first);
  } else if (o->flags & FL_HAS_IVARS) {
    auto it = cx.iso->generic_ivars.find(o);
    if (it != cx.iso->generic_ivars.end())
      for (auto& kv : it->second)
        if (visible(kv.first)) names.push_back(kv.first);
  }
  return names;
}

namespace {

// ---- BasicObject ----

NATIVE(bo_initialize) { return Value::nil(); }
NATIVE(bo_equal) { return Value::boolean(self == argv[0]); }
NATIVE(bo_not) { return Value::boolean(self.falsy()); }
NATIVE(bo_not_equal) {
  int r = equal(cx, self, argv[0]);
  return r < 0 ? Value::undef() : Value::boolean(r == 0);
}
NATIVE(bo_id) {
  if (self.is_fixnum()) return new_integer(cx, self.as_fixnum() * 2 + 1);
  return new_integer(cx, int64_t(self.bits() >> 3));
}
NATIVE(bo_method_missing) {
  // Reached only when called explicitly: report like a failed call.
  Sym name = argc > 0 && argv[0].is_symbol() ? argv[0].as_symbol() : 0;
  Value args = new_array(cx, argv + (argc > 0 ? 1 : 0), size_t(argc > 0 ? argc - 1 : 0));
  std::string msg = "undefined method '" + cx.world->name(name) + "' for " + describe_receiver(cx, self);
  raise_name_error(cx, cx.world->c.NoMethodError, msg, name, self);
  ivar_set(cx, cx.pending, intern(cx, "@args"), args);
  return Value::undef();
}
NATIVE(bo_singleton_method_added) { return Value::nil(); }

// ---- Kernel: identity and classification ----

NATIVE(k_class) { return Value::object(real_class(cx, self)); }
NATIVE(k_singleton_class) {
  Class* single = singleton_class_of(cx, self);
  if (!single) return Value::undef();
  // A class's singleton class, once a program holds it, gets its own (Ruby
  // makes it then): methods defined a level up in the superclasses are found.
  if (is_class_or_module(self)) metaclass(*cx.world, single);
  return Value::object(single);
}
NATIVE(k_frozen_p) { return Value::boolean(is_frozen(self)); }
NATIVE(k_freeze) {
  if (!self.is_heap()) return self;
  Obj* o = self.as_obj();
  o->flags |= FL_FROZEN;
  // Its singleton class freezes with it (a later one is made frozen).
  if (o->klass && o->klass->is_singleton() && o->klass->attached == self) o->klass->flags |= FL_FROZEN;
  return self;
}
NATIVE(k_nil_p) { return Value::boolean(self.is_nil()); }
NATIVE(k_eqq) {
  int r = equal(cx, self, argv[0]);
  return r < 0 ? Value::undef() : Value::boolean(r == 1);
}
NATIVE(k_match) { return Value::nil(); }
// Object#hash (Symbol's, true's, nil's too): from the object's identity.
NATIVE(k_hash) { return Value::fixnum(hash_fixnum(mix(self.bits()))); }
NATIVE(k_cmp) {
  if (self == argv[0]) return Value::fixnum(0);
  int r = equal(cx, self, argv[0]);
  if (r < 0) return Value::undef();
  return r ? Value::fixnum(0) : Value::nil();
}
NATIVE(k_instance_of_p) {
  if (!is_class_or_module(argv[0])) return raise(cx, cx.world->c.TypeError, "class or module required");
  return Value::boolean(real_class(cx, self) == argv[0].as<Class>());
}
NATIVE(k_kind_of_p) {
  if (!is_class_or_module(argv[0])) return raise(cx, cx.world->c.TypeError, "class or module required");
  return Value::boolean(is_a(cx, self, argv[0].as<Class>()));
}
NATIVE(k_respond_to_p) {
  Sym name;
  if (!name_to_sym(cx, argv[0], name)) return Value::undef();
  // The core's helpers answer to the core (vm::respond_to), not to programs.
  const MethodEntry* me = find_method_in_caller_scope(cx, class_of(cx, self), name);
  if (me && !reflection_shows(*cx.world, *me)) return Value::false_value();
  if (me && me->owner->refined_class) return Value::boolean(me->visibility == Visibility::Public || (argc > 1 && argv[1].truthy()));
  int r = responds(cx, self, name, argc > 1 && argv[1].truthy());
  return r < 0 ? Value::undef() : Value::boolean(r);
}
NATIVE(k_respond_to_missing_p) { return Value::false_value(); }
NATIVE(k_itself) { return self; }
NATIVE(k_initialize_copy) {
  if (self != argv[0] && real_class(cx, self) != real_class(cx, argv[0]))
    return raise(cx, cx.world->c.TypeError, "initialize_copy should take same class object");
  return self;
}

// ---- Kernel: copying ----

Value shallow_copy(Context& cx, Value self) {
  if (!self.is_heap()) return self;
  Obj* o = self.as_obj();
  Class* k = real_class(cx, self);
  switch (o->type) {
    case Type::Object: {
      Value c = new_object(cx, k);
      vm::Object* src = static_cast<vm::Object*>(o);
      vm::Object* dst = c.as<vm::Object>();
      dst->layout = src->layout ? src->layout : k;
      dst->ivars = src->ivars;
      return c;
    }
    case Type::String: {
      String* s = alloc_string(cx, k);
      s->str = str(self);
      s->encoding = static_cast<String*>(o)->encoding;
      return Value::object(s);
    }
    case Type::Array: {
      Array* a = cx.iso->heap.make<Array>(k, Type::Array);
      a->items = as_array(self)->items;
      return Value::object(a);
    }
    case Type::Hash: {
      Hash* h = cx.iso->heap.make<Hash>(k, Type::Hash);
      Hash* src = as_hash(self);
      h->table = src->table;
      h->default_value = src->default_value;
      h->default_proc = src->default_proc;
      h->flags |= src->flags & FL_IDENTITY;
      return Value::object(h);
    }
    case Type::Data: {
      const Data* d = self.as<Data>();
      return d->data_type->copy ? new_data(cx, k, d->data_type, d->data_type->copy(d->ptr)) : self;
    }
    case Type::Range:
    case Type::Float:
    case Type::Bignum: return self;
    case Type::Method: {
      const vm::Method* src = self.as<vm::Method>();
      vm::Method* m = cx.iso->heap.make<vm::Method>(k, Type::Method);
      m->receiver = src->receiver;
      m->entry = src->entry;
      m->owner = src->owner;
      m->name = src->name;
      m->flags |= src->flags & FL_UNBOUND;
      return Value::object(m);
    }
    case Type::Proc: {
      Proc* p = cx.iso->heap.make<Proc>(k, Type::Proc);
      copy_proc_body(p, *self.as<Proc>());
      p->flags = self.as_obj()->flags & FL_LAMBDA;
      return Value::object(p);
    }
    case Type::Class: {
      Class* src = self.as<Class>();
      Class* c = src->is_module() ? new_module(*cx.world) : new_class(*cx.world, src->superclass);
      c->methods = src->methods;
      c->constants = src->constants;
      c->private_constants = src->private_constants;
      c->cvars = src->cvars;
      // Singleton methods come along (a module's own, e.g. module_function's).
      if (src->klass->is_singleton() && src->klass->attached == self)
        metaclass(*cx.world, c)->methods = src->klass->methods;
      c->instance_type = src->instance_type; // a copy of Array makes Arrays
      c->allocator = src->allocator;
      for (Class* m : src->includes) include_module(*cx.world, c, m);
      for (auto m = src->prepends.rbegin(); m != src->prepends.rend(); ++m) prepend_module(*cx.world, c, *m);
      return Value::object(c);
    }
    default: return self;
  }
}

} // namespace

Value copy_generic_ivars_and_init(Context& cx, Value self, Value copy) {
  if (copy != self && self.is_heap()) copy_generic_ivars(cx, self.as_obj(), copy.as_obj());
  Sym init_copy = cx.world->sym.initialize_copy;
  const MethodEntry* me = find_method(cx, class_of(cx, copy), init_copy);
  if (copy != self && me && me->kind != MethodKind::Native) {
    if (call(cx, copy, init_copy, 1, &self).is_undef()) return Value::undef();
  }
  return copy;
}

namespace {

NATIVE(k_dup) {
  return copy_generic_ivars_and_init(cx, self, shallow_copy(cx, self));
}

NATIVE(k_clone) {
  // freeze: nil (or none) keeps self's state, true freezes the copy, false
  // leaves it unfrozen.
  Value freeze = Value::nil();
  if (argc > 0 && kwargs_given(cx)) {
    freeze = kwarg(cx, argv[argc - 1], "freeze");
    if (has_pending(cx)) return Value::undef();
    if (freeze.is_undef()) freeze = Value::nil();
    if (!freeze.is_nil() && !freeze.is_true() && !freeze.is_false())
      return raisef(cx, cx.world->c.ArgumentError, "unexpected value for freeze: %s",
                    class_path(cx, real_class(cx, freeze)).c_str());
  }
  Value copy = shallow_copy(cx, self);
  if (copy.is_undef()) return copy;
  if (copy != self && self.is_heap()) {
    Class* single = self.as_obj()->klass;
    if (single->is_singleton() && copy.as_obj()->type != Type::Class) {
      Class* c = singleton_class_of(cx, copy);
      c->methods = single->methods;
      c->includes = single->includes;
    }
  }
  copy = copy_generic_ivars_and_init(cx, self, copy);
  bool frozen = freeze.is_nil() ? is_frozen(self) : freeze.is_true();
  if (!copy.is_undef() && frozen && copy.is_heap()) copy.as_obj()->flags |= FL_FROZEN;
  return copy;
}

// ---- Kernel: inspection ----

NATIVE(k_to_s) { return new_string(cx, default_to_s(cx, self)); }

NATIVE(k_inspect) {
  std::vector<Sym> names = visible_ivars(cx, self);
  char buf[40];
  snprintf(buf, sizeof buf, ":0x%016" PRIx64, uint64_t(self.bits()));
  std::string out = "#<" + class_path(cx, real_class(cx, self)) + buf;
  RecursionGuard guard(cx, RecursionOp::Inspect, self);
  if (guard.recursive()) return new_string(cx, out + " ...>");
  for (size_t i = 0; i < names.size(); i++) {
    out += i ? ", " : " ";
    out += cx.world->name(names[i]) + "=";
    if (!append_inspect(cx, out, ivar_get(cx, self, names[i]))) return Value::undef();
  }
  return new_string(cx, out + ">");
}

// The isolate's $-globals (internal entries have names without '$'), those
// each thread holds ($!, $@, $~, $?) and the aliases, sorted.
NATIVE(k_global_variables) {
  std::vector<std::string> names = {"$!", "$@", "$~", "$?"};
  auto add = [&](Sym sym) {
    const std::string& n = cx.world->name(sym);
    if (!n.empty() && n[0] == '$' && std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  };
  for (auto& [sym, value] : cx.iso->globals) add(sym);
  for (auto& [alias, target] : cx.world->global_aliases) add(alias);
  std::sort(names.begin(), names.end());
  std::vector<Value> out;
  for (const std::string& n : names) out.push_back(Value::symbol(cx.world->intern(n)));
  return new_array(cx, std::move(out));
}

NATIVE(k_instance_variables) {
  std::vector<Value> out;
  for (Sym s : visible_ivars(cx, self)) out.push_back(Value::symbol(s));
  return new_array(cx, std::move(out));
}

bool ivar_name(Context& cx, Value self, Value v, Sym& out) {
  if (!name_to_sym(cx, v, out)) return false;
  const std::string& n = cx.world->name(out);
  if (name_kind(n) != NameKind::Instance) {
    raise_name_error(cx, cx.world->c.NameError, "'" + n + "' is not allowed as an instance variable name", v, self);
    return false;
  }
  return true;
}

NATIVE(k_ivar_get) {
  Sym name;
  if (!ivar_name(cx, self, argv[0], name)) return Value::undef();
  return ivar_get(cx, self, name);
}
NATIVE(k_ivar_set) {
  Sym name;
  Value v = argv[1];
  if (!ivar_name(cx, self, argv[0], name)) return Value::undef();
  if (!ivar_set(cx, self, name, v)) return Value::undef();
  return v;
}
NATIVE(k_ivar_defined_p) {
  Sym name;
  if (!ivar_name(cx, self, argv[0], name)) return Value::undef();
  return Value::boolean(ivar_defined(cx, self, name));
}
NATIVE(k_remove_ivar) {
  Sym name;
  if (!ivar_name(cx, self, argv[0], name) || !check_frozen(cx, self)) return Value::undef();
  Value old = ivar_defined(cx, self, name) ? ivar_get(cx, self, name) : Value::undef();
  if (old.is_undef() || !ivar_remove(cx, self, name)) {
    if (has_pending(cx)) return Value::undef();
    return raise_name_error(cx, cx.world->c.NameError, "instance variable " + cx.world->name(name) + " not defined",
                            name, self);
  }
  return old;
}

// ---- Kernel: methods as objects ----

Value method_names(Context& cx, Class* start, bool stop_at_nonsingleton, bool include_private) {
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* k : start->ancestors) {
    if (stop_at_nonsingleton && !k->is_singleton() && !(k->is_module() && k != start)) break;
    for (auto& [name, me] : k->methods) {
      if (seen.count(name)) continue;
      seen.insert(name);
      if (!reflection_shows(*cx.world, *me)) continue;
      if (!include_private && me->visibility == Visibility::Private) continue;
      out.push_back(Value::symbol(name));
    }
  }
  return new_array(cx, std::move(out));
}

// The names of the object's methods of one visibility: with all (the
// default), through every ancestor; else the singleton classes' (a class's
// superclasses' too), the modules extending the object and the object's
// class's own, as CRuby. The first definition found decides a name's
// visibility.
Value methods_of_visibility(Context& cx, Value self, int argc, Value* argv, Visibility visibility) {
  std::vector<Class*> classes;
  bool all = argc == 0 || argv[0].truthy();
  for (Class* k : class_of(cx, self)->ancestors) {
    classes.push_back(k);
    if (!all && !k->is_singleton() && !k->is_module()) break;
  }
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* k : classes)
    for (auto& [name, me] : k->methods)
      if (reflection_shows(*cx.world, *me) && seen.insert(name).second && me->visibility == visibility)
        out.push_back(Value::symbol(name));
  return new_array(cx, std::move(out));
}

// private_methods / protected_methods (all = true)
NATIVE(k_private_methods) { return methods_of_visibility(cx, self, argc, argv, Visibility::Private); }
NATIVE(k_protected_methods) { return methods_of_visibility(cx, self, argc, argv, Visibility::Protected); }

// public_methods(all = true): with all, as methods (method_names).
NATIVE(k_public_methods) {
  if (argc == 0 || argv[0].truthy()) return method_names(cx, class_of(cx, self), false, false);
  return methods_of_visibility(cx, self, argc, argv, Visibility::Public);
}

// singleton_methods(all = true): false leaves out extended modules and,
// for a class, its superclasses' class methods.
NATIVE(k_singleton_methods) {
  Class* k = class_of(cx, self);
  if (!k->is_singleton()) return new_array(cx);
  if (argc == 0 || argv[0].truthy()) return method_names(cx, k, true, false);
  std::vector<Value> out;
  for (auto& [name, me] : k->methods)
    if (reflection_shows(*cx.world, *me) && me->visibility != Visibility::Private) out.push_back(Value::symbol(name));
  return new_array(cx, std::move(out));
}

// methods(regular = true): false lists the singleton methods only, as
// singleton_methods(false).
NATIVE(k_methods) {
  if (argc == 0 || argv[0].truthy()) return method_names(cx, class_of(cx, self), false, false);
  return k_singleton_methods(cx, self, argc, argv, block);
}

Value make_method(Context& cx, Value recv, Sym name, bool public_only) {
  const MethodEntry* me = find_method_in_caller_scope(cx, class_of(cx, recv), name);
  if (!me && respond_to(cx, recv, name, true)) {
    MethodEntry* forward = new MethodEntry();
    forward->name = forward->original_name = name;
    forward->kind = MethodKind::Builtin;
    forward->builtin = Builtin::MissingForward;
    forward->owner = real_class(cx, recv);
    cx.world->own(forward);
    me = forward;
  }
  if (!me || (public_only && me->visibility != Visibility::Public)) {
    // CRuby names the receiver's class (its singleton class for a class or module).
    std::string klass = class_path(cx, real_class(cx, recv));
    if (is_class_or_module(recv)) klass = "#<Class:" + class_path(cx, recv.as<Class>()) + ">";
    return raisef(cx, cx.world->c.NameError, "undefined method '%s' for class '%s'", cx.world->name(name).c_str(),
                  klass.c_str());
  }
  vm::Method* m = cx.iso->heap.make<vm::Method>(cx.world->c.Method, Type::Method);
  m->receiver = recv;
  m->entry = me;
  m->owner = me->owner;
  m->name = name;
  return Value::object(m);
}

NATIVE(k_method) {
  Sym name;
  if (!name_to_sym(cx, argv[0], name)) return Value::undef();
  return make_method(cx, self, name, false);
}
// singleton_method(name): a method of self's singleton class, or of a
// module extending self, as a Method; NameError for any other.
NATIVE(k_singleton_method) {
  Sym name;
  if (!name_to_sym(cx, argv[0], name)) return Value::undef();
  Class* single = self.is_heap() && self.as_obj()->klass->is_singleton() ? self.as_obj()->klass : nullptr;
  const MethodEntry* me = nullptr;
  if (single)
    for (Class* k : single->ancestors) {
      if (!k->is_singleton() && !k->is_module()) break;
      auto it = k->methods.find(name);
      if (it != k->methods.end()) {
        me = it->second;
        break;
      }
    }
  if (!me || me->kind == MethodKind::Undefined) {
    std::string text;
    if (!append_inspect(cx, text, self)) return Value::undef();
    return raise_name_error(cx, cx.world->c.NameError,
                            "undefined singleton method '" + cx.world->name(name) + "' for '" + text + "'", name, self);
  }
  return make_method(cx, self, name, false);
}

NATIVE(k_public_method) {
  Sym name;
  if (!name_to_sym(cx, argv[0], name)) return Value::undef();
  return make_method(cx, self, name, true);
}

NATIVE(k_define_singleton_method) {
  Sym name;
  if (!name_to_sym(cx, argv[0], name)) return Value::undef();
  Value body = argc > 1 ? argv[1] : block;
  Class* single = singleton_class_of(cx, self);
  if (!single) return Value::undef();
  MethodEntry* e = new MethodEntry();
  e->name = name;
  if (is_proc(body)) {
    e->kind = MethodKind::ProcBody;
    e->proc = body.as<Proc>();
    cx.iso->extra_roots.push_back(body); // the method keeps its body alive, as define_method's
  } else if (is_type(body, Type::Method)) {
    *e = *body.as<vm::Method>()->entry;
    e->name = name;
  } else {
    delete e;
    return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  }
  add_method(*cx.world, single, e);
  return notify_method_added(cx, single, name) ? Value::symbol(name) : Value::undef();
}

NATIVE(k_extend) {
  for (int i = argc; i-- > 0;) {
    Value m = argv[i];
    if (!is_class_or_module(m) || !m.as<Class>()->is_module()) {
      std::string desc = class_path(cx, real_class(cx, m));
      return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Module)", desc.c_str());
    }
    if (call(cx, m, intern(cx, "extend_object"), 1, &self).is_undef()) return Value::undef();
    const MethodEntry* hook = find_method(cx, class_of(cx, m), cx.world->sym.extended);
    if (hook && hook->kind != MethodKind::Native && call(cx, m, cx.world->sym.extended, 1, &self).is_undef())
      return Value::undef();
  }
  return self;
}

} // namespace

void init_object(World& w) {
  Class* bo = w.c.BasicObject;
  define_method(w, bo, "initialize", bo_initialize, 0, 0, Visibility::Private);
  define_method(w, bo, "==", bo_equal, 1, 1);
  define_method(w, bo, "equal?", bo_equal, 1, 1);
  define_method(w, bo, "!", bo_not, 0, 0);
  w.basic_object_not = bo->methods.at(w.intern("!"));
  define_method(w, bo, "!=", bo_not_equal, 1, 1);
  define_method(w, bo, "__id__", bo_id, 0, 0);
  define_method(w, bo, "method_missing", bo_method_missing, 1, -1, Visibility::Private);
  define_method(w, bo, "singleton_method_added", bo_singleton_method_added, 1, 1, Visibility::Private);
  define_builtin(w, bo, "__send__", Builtin::Send);
  define_builtin(w, bo, "instance_exec", Builtin::InstanceExec);
  define_builtin(w, bo, "instance_eval", Builtin::InstanceEval);

  Class* k = w.c.Kernel;
  define_builtin(w, k, "send", Builtin::Send);
  define_builtin(w, k, "public_send", Builtin::PublicSend);
  define_method(w, k, "class", k_class, 0, 0);
  define_method(w, k, "singleton_class", k_singleton_class, 0, 0);
  define_method(w, k, "frozen?", k_frozen_p, 0, 0);
  define_method(w, k, "freeze", k_freeze, 0, 0);
  define_method(w, k, "nil?", k_nil_p, 0, 0);
  w.kernel_nil_p = k->methods.at(w.intern("nil?"));
  mark_leaves(w, k, {"class", "frozen?", "nil?"});
  define_method(w, k, "===", k_eqq, 1, 1);
  define_method(w, k, "=~", k_match, 1, 1);
  define_method(w, k, "eql?", bo_equal, 1, 1);
  define_method(w, k, "hash", k_hash, 0, 0);
  define_method(w, k, "<=>", k_cmp, 1, 1);
  define_method(w, k, "instance_of?", k_instance_of_p, 1, 1);
  define_method(w, k, "kind_of?", k_kind_of_p, 1, 1);
  define_method(w, k, "is_a?", k_kind_of_p, 1, 1);
  define_method(w, k, "respond_to?", k_respond_to_p, 1, 2);
  define_method(w, k, "respond_to_missing?", k_respond_to_missing_p, 2, 2, Visibility::Private);
  define_method(w, k, "object_id", bo_id, 0, 0);
  define_method(w, k, "itself", k_itself, 0, 0);
  define_method(w, k, "initialize_copy", k_initialize_copy, 1, 1, Visibility::Private);
  define_method(w, k, "initialize_dup", k_initialize_copy, 1, 1, Visibility::Private);
  define_method(w, k, "initialize_clone", k_initialize_copy, 1, 2, Visibility::Private);
  define_method(w, k, "dup", k_dup, 0, 0);
  define_method(w, k, "clone", k_clone, 0, 1);
  define_method(w, k, "to_s", k_to_s, 0, 0);
  define_method(w, k, "inspect", k_inspect, 0, 0);
  define_method(w, k, "instance_variables", k_instance_variables, 0, 0);
  define_module_function(w, k, "global_variables", k_global_variables, 0, 0);
  define_method(w, k, "instance_variable_get", k_ivar_get, 1, 1);
  define_method(w, k, "instance_variable_set", k_ivar_set, 2, 2);
  define_method(w, k, "instance_variable_defined?", k_ivar_defined_p, 1, 1);
  define_method(w, k, "remove_instance_variable", k_remove_ivar, 1, 1);
  define_method(w, k, "methods", k_methods, 0, 1);
  define_method(w, k, "public_methods", k_public_methods, 0, 1);
  define_method(w, k, "private_methods", k_private_methods, 0, 1);
  define_method(w, k, "protected_methods", k_protected_methods, 0, 1);
  define_method(w, k, "singleton_methods", k_singleton_methods, 0, 1);
  define_method(w, k, "method", k_method, 1, 1);
  define_method(w, k, "singleton_method", k_singleton_method, 1, 1);
  define_method(w, k, "public_method", k_public_method, 1, 1);
  define_method(w, k, "define_singleton_method", k_define_singleton_method, 1, 2);
  keeps_block(w, k, {"define_singleton_method"});
  define_method(w, k, "extend", k_extend, 1, -1);
}

} // namespace garnet::core
