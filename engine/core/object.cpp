// object.cpp — BasicObject, Object/Kernel (identity, copying, reflection,
// instance variables, control: raise, catch/throw, exit) and the
// singletons' classes NilClass, TrueClass, FalseClass.
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

Value sym_arg(Context& cx, Value v, Sym& out) {
  if (v.is_symbol()) {
    out = v.as_symbol();
    return v;
  }
  if (is_string(v)) {
    out = intern(cx, str(v));
    return v;
  }
  Value insp = inspect(cx, v);
  if (insp.is_undef()) return insp;
  return raisef(cx, cx.world->c.TypeError, "%s is not a symbol nor a string", str(insp).c_str());
}

uint64_t mix_bits(uint64_t h) {
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return h;
}

// ---- BasicObject ----

Value bo_initialize(Context&, Value, int, Value*, Value) { return Value::nil(); }
Value bo_equal(Context&, Value self, int, Value* argv, Value) { return Value::boolean(self == argv[0]); }
Value bo_not(Context&, Value self, int, Value*, Value) { return Value::boolean(self.falsy()); }
Value bo_not_equal(Context& cx, Value self, int, Value* argv, Value) {
  int r = equal(cx, self, argv[0]);
  return r < 0 ? Value::undef() : Value::boolean(r == 0);
}
Value bo_id(Context& cx, Value self, int, Value*, Value) {
  if (self.is_fixnum()) return new_integer(cx, self.as_fixnum() * 2 + 1);
  return new_integer(cx, int64_t(self.bits() >> 3));
}
Value bo_method_missing(Context& cx, Value self, int argc, Value* argv, Value) {
  // Reached only when called explicitly: report like a failed call.
  Sym name = argc > 0 && argv[0].is_symbol() ? argv[0].as_symbol() : 0;
  Value args = new_array(cx, argv + (argc > 0 ? 1 : 0), size_t(argc > 0 ? argc - 1 : 0));
  std::string msg = "undefined method '" + cx.world->name(name) + "' for " + describe_receiver(cx, self);
  raise_name_error(cx, cx.world->c.NoMethodError, msg, name, self);
  ivar_set(cx, cx.pending, intern(cx, "@args"), args);
  return Value::undef();
}
Value bo_singleton_method_added(Context&, Value, int, Value*, Value) { return Value::nil(); }

// ---- Kernel: identity and classification ----

Value k_class(Context& cx, Value self, int, Value*, Value) { return Value::object(real_class(cx, self)); }
Value k_singleton_class(Context& cx, Value self, int, Value*, Value) {
  Class* single = singleton_class_of(cx, self);
  return single ? Value::object(single) : Value::undef();
}
Value k_frozen_p(Context&, Value self, int, Value*, Value) { return Value::boolean(is_frozen(self)); }
Value k_freeze(Context&, Value self, int, Value*, Value) {
  if (self.is_heap()) self.as_obj()->flags |= FL_FROZEN;
  return self;
}
Value k_nil_p(Context&, Value self, int, Value*, Value) { return Value::boolean(self.is_nil()); }
Value k_eqq(Context& cx, Value self, int, Value* argv, Value) {
  int r = equal(cx, self, argv[0]);
  return r < 0 ? Value::undef() : Value::boolean(r == 1);
}
Value k_match(Context&, Value, int, Value*, Value) { return Value::nil(); }
Value k_hash(Context& cx, Value self, int, Value*, Value) { return new_integer(cx, int64_t(mix_bits(self.bits()) >> 2)); }
Value k_cmp(Context& cx, Value self, int, Value* argv, Value) {
  if (self == argv[0]) return Value::fixnum(0);
  int r = equal(cx, self, argv[0]);
  if (r < 0) return Value::undef();
  return r ? Value::fixnum(0) : Value::nil();
}
Value k_instance_of_p(Context& cx, Value self, int, Value* argv, Value) {
  if (!is_class_or_module(argv[0])) return raise(cx, cx.world->c.TypeError, "class or module required");
  return Value::boolean(real_class(cx, self) == argv[0].as<Class>());
}
Value k_kind_of_p(Context& cx, Value self, int, Value* argv, Value) {
  if (!is_class_or_module(argv[0])) return raise(cx, cx.world->c.TypeError, "class or module required");
  return Value::boolean(is_a(cx, self, argv[0].as<Class>()));
}
Value k_respond_to_p(Context& cx, Value self, int argc, Value* argv, Value) {
  Sym name;
  if (sym_arg(cx, argv[0], name).is_undef()) return Value::undef();
  // The core's helpers answer to the core (vm::respond_to), not to programs.
  const MethodEntry* me = find_method_in_caller_scope(cx, class_of(cx, self), name);
  if (me && !reflection_shows(*cx.world, *me)) return Value::false_value();
  if (me && me->owner->refined_class) return Value::boolean(me->visibility == Visibility::Public || (argc > 1 && argv[1].truthy()));
  int r = responds(cx, self, name, argc > 1 && argv[1].truthy());
  return r < 0 ? Value::undef() : Value::boolean(r);
}
Value k_respond_to_missing_p(Context&, Value, int, Value*, Value) { return Value::false_value(); }
Value k_itself(Context&, Value self, int, Value*, Value) { return self; }
Value k_initialize_copy(Context& cx, Value self, int, Value* argv, Value) {
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
      for (Class* m : src->includes) include_module(*cx.world, c, m);
      for (auto m = src->prepends.rbegin(); m != src->prepends.rend(); ++m) prepend_module(*cx.world, c, *m);
      return Value::object(c);
    }
    default: return self;
  }
}

Value copy_generic_ivars_and_init(Context& cx, Value self, Value copy) {
  if (copy != self && self.is_heap() && (self.as_obj()->flags & FL_HAS_IVARS)) {
    auto it = cx.iso->generic_ivars.find(self.as_obj());
    if (it != cx.iso->generic_ivars.end()) {
      auto ivars = it->second;
      cx.iso->generic_ivars[copy.as_obj()] = ivars;
      copy.as_obj()->flags |= FL_HAS_IVARS;
    }
  }
  Sym init_copy = cx.world->sym.initialize_copy;
  const MethodEntry* me = find_method(cx, class_of(cx, copy), init_copy);
  if (copy != self && me && me->kind != MethodKind::Native) {
    if (call(cx, copy, init_copy, 1, &self).is_undef()) return Value::undef();
  }
  return copy;
}

Value k_dup(Context& cx, Value self, int, Value*, Value) {
  return copy_generic_ivars_and_init(cx, self, shallow_copy(cx, self));
}

Value k_clone(Context& cx, Value self, int argc, Value* argv, Value) {
  Value copy = shallow_copy(cx, self);
  if (copy.is_undef()) return copy;
  bool keep_frozen = true;
  if (argc > 0 && kwargs_given(cx)) {
    Value f = kwarg(cx, argv[argc - 1], "freeze");
    if (!f.is_undef() && !f.is_nil()) keep_frozen = f.truthy();
  }
  if (copy != self && self.is_heap()) {
    Class* single = self.as_obj()->klass;
    if (single->is_singleton() && copy.as_obj()->type != Type::Class) {
      Class* c = singleton_class_of(cx, copy);
      c->methods = single->methods;
      c->includes = single->includes;
    }
  }
  copy = copy_generic_ivars_and_init(cx, self, copy);
  if (!copy.is_undef() && keep_frozen && is_frozen(self) && copy.is_heap()) copy.as_obj()->flags |= FL_FROZEN;
  return copy;
}

// ---- Kernel: inspection ----

Value k_to_s(Context& cx, Value self, int, Value*, Value) {
  char buf[40];
  snprintf(buf, sizeof buf, ":0x%016" PRIx64 ">", uint64_t(self.bits()));
  return new_string(cx, "#<" + class_path(cx, real_class(cx, self)) + buf);
}

Value k_inspect(Context& cx, Value self, int, Value*, Value) {
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

// The isolate's $-globals, sorted (internal entries have names without '$').
Value k_global_variables(Context& cx, Value, int, Value*, Value) {
  std::vector<std::string> names;
  for (auto& [sym, value] : cx.iso->globals) {
    const std::string& n = cx.world->name(sym);
    if (!n.empty() && n[0] == '$') names.push_back(n);
  }
  std::sort(names.begin(), names.end());
  std::vector<Value> out;
  for (const std::string& n : names) out.push_back(Value::symbol(cx.world->intern(n)));
  return new_array(cx, std::move(out));
}

Value k_instance_variables(Context& cx, Value self, int, Value*, Value) {
  std::vector<Value> out;
  for (Sym s : visible_ivars(cx, self)) out.push_back(Value::symbol(s));
  return new_array(cx, std::move(out));
}

bool ivar_name(Context& cx, Value v, Sym& out) {
  if (sym_arg(cx, v, out).is_undef()) return false;
  const std::string& n = cx.world->name(out);
  if (name_kind(n) != NameKind::Instance) {
    raisef(cx, cx.world->c.NameError, "'%s' is not allowed as an instance variable name", n.c_str());
    return false;
  }
  return true;
}

Value k_ivar_get(Context& cx, Value self, int, Value* argv, Value) {
  Sym name;
  if (!ivar_name(cx, argv[0], name)) return Value::undef();
  return ivar_get(cx, self, name);
}
Value k_ivar_set(Context& cx, Value self, int, Value* argv, Value) {
  Sym name;
  Value v = argv[1];
  if (!ivar_name(cx, argv[0], name)) return Value::undef();
  if (!ivar_set(cx, self, name, v)) return Value::undef();
  return v;
}
Value k_ivar_defined_p(Context& cx, Value self, int, Value* argv, Value) {
  Sym name;
  if (!ivar_name(cx, argv[0], name)) return Value::undef();
  return Value::boolean(ivar_defined(cx, self, name));
}
Value k_remove_ivar(Context& cx, Value self, int, Value* argv, Value) {
  Sym name;
  if (!ivar_name(cx, argv[0], name)) return Value::undef();
  if (!ivar_defined(cx, self, name))
    return raisef(cx, cx.world->c.NameError, "instance variable %s not defined", cx.world->name(name).c_str());
  Value old = ivar_get(cx, self, name);
  if (is_type(self, Type::Object)) {
    vm::Object* o = self.as<vm::Object>();
    o->ivars[o->layout->ivar_index[name]] = Value::undef();
  } else {
    ivar_set(cx, self, name, Value::nil());
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

Value k_private_methods(Context& cx, Value self, int, Value*, Value) {
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* k : class_of(cx, self)->ancestors)
    for (auto& [name, me] : k->methods)
      if (seen.insert(name).second && reflection_shows(*cx.world, *me) && me->visibility == Visibility::Private)
        out.push_back(Value::symbol(name));
  return new_array(cx, std::move(out));
}

// methods / public_methods(all = true); with false, only the singleton
// class's and the class's own methods.
Value k_methods(Context& cx, Value self, int argc, Value* argv, Value) {
  if (argc == 0 || argv[0].truthy()) return method_names(cx, class_of(cx, self), false, false);
  std::vector<Value> out;
  std::set<Sym> seen;
  for (Class* k : {class_of(cx, self), real_class(cx, self)})
    for (auto& [name, me] : k->methods)
      if (reflection_shows(*cx.world, *me) && me->visibility == Visibility::Public && seen.insert(name).second)
        out.push_back(Value::symbol(name));
  return new_array(cx, std::move(out));
}
// singleton_methods(all = true): false leaves out extended modules and,
// for a class, its superclasses' class methods.
Value k_singleton_methods(Context& cx, Value self, int argc, Value* argv, Value) {
  Class* k = class_of(cx, self);
  if (!k->is_singleton()) return new_array(cx);
  if (argc == 0 || argv[0].truthy()) return method_names(cx, k, true, false);
  std::vector<Value> out;
  for (auto& [name, me] : k->methods)
    if (reflection_shows(*cx.world, *me) && me->visibility != Visibility::Private) out.push_back(Value::symbol(name));
  return new_array(cx, std::move(out));
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

Value k_method(Context& cx, Value self, int, Value* argv, Value) {
  Sym name;
  if (sym_arg(cx, argv[0], name).is_undef()) return Value::undef();
  return make_method(cx, self, name, false);
}
Value k_public_method(Context& cx, Value self, int, Value* argv, Value) {
  Sym name;
  if (sym_arg(cx, argv[0], name).is_undef()) return Value::undef();
  return make_method(cx, self, name, true);
}

Value k_define_singleton_method(Context& cx, Value self, int argc, Value* argv, Value block) {
  Sym name;
  if (sym_arg(cx, argv[0], name).is_undef()) return Value::undef();
  Value body = argc > 1 ? argv[1] : block;
  Class* single = singleton_class_of(cx, self);
  if (!single) return Value::undef();
  MethodEntry* e = new MethodEntry();
  e->name = name;
  if (is_proc(body)) {
    e->kind = MethodKind::ProcBody;
    e->proc = body.as<Proc>();
  } else if (is_type(body, Type::Method)) {
    *e = *body.as<vm::Method>()->entry;
    e->name = name;
  } else {
    delete e;
    return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  }
  add_method(*cx.world, single, e);
  return Value::symbol(name);
}

Value k_extend(Context& cx, Value self, int argc, Value* argv, Value) {
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

// ---- Kernel: control ----

// Sets exc.cause as raise does: never to exc itself, and never to a cause
// whose own chain of causes leads back to exc (ArgumentError "circular
// causes" for raise's cause: argument; the implicit cause, $!, is then left
// out). False when it raised.
bool set_cause(Context& cx, Value exc, Value cause, bool given) {
  World& w = *cx.world;
  if (cause.is_nil() || cause == exc) return true;
  if (given && !is_a(cx, cause, w.c.Exception)) {
    raise(cx, w.c.TypeError, "exception object expected");
    return false;
  }
  for (Value c = cause; !c.is_nil() && !c.is_undef(); c = ivar_get(cx, c, w.sym.cause)) {
    if (c != exc) continue;
    if (given) raise(cx, w.c.ArgumentError, "circular causes");
    return !given;
  }
  return ivar_set(cx, exc, w.sym.cause, cause);
}

Value k_raise(Context& cx, Value, int argc, Value* argv, Value) {
  World& w = *cx.world;
  Value current = cx.errinfo;
  Value explicit_cause = Value::undef();
  if (argc > 0 && kwargs_given(cx)) {
    explicit_cause = kwarg(cx, argv[--argc], "cause");
    if (argc == 0 && !explicit_cause.is_undef())
      return raise(cx, w.c.ArgumentError, "only cause is given with no arguments");
  }
  Value exc;
  if (argc == 0) {
    if (!current.is_nil() && !current.is_undef()) return raise(cx, current);
    exc = new_exception(cx, w.c.RuntimeError, ""); // reported as "unhandled exception"
    cx.current_native = nullptr;
  } else {
    exc = exception_from_args(cx, argc, argv);
    if (exc.is_undef()) return exc;
  }
  if (!explicit_cause.is_undef()) {
    if (!set_cause(cx, exc, explicit_cause, true)) return Value::undef();
  } else if (!current.is_undef() && ivar_get(cx, exc, w.sym.cause).is_nil()) {
    if (!set_cause(cx, exc, current, false)) return Value::undef();
  }
  cx.current_native = nullptr; // the backtrace starts at the caller, as in CRuby
  return raise(cx, exc);
}

Value k_block_given_p(Context& cx, Value, int, Value*, Value) {
  return Value::boolean(!cx.frames.empty() && is_proc(cx.frames.back().block));
}

Value k_proc(Context& cx, Value, int, Value*, Value block) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  return block;
}

Value k_lambda(Context& cx, Value, int, Value*, Value block) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  Proc* p = block.as<Proc>();
  // Only a literal block becomes a lambda; lambda(&existing) returns it as is.
  if (!cx.frames.empty() && p->creator_frame == cx.frames.back().id && p->iseq) p->flags |= FL_LAMBDA;
  return block;
}

Value k_catch_enter(Context& cx, Value, int, Value* argv, Value) {
  cx.catch_tags.push_back({argv[0], cx.frames.back().id});
  return Value::nil();
}

Value k_throw(Context& cx, Value, int argc, Value* argv, Value) {
  Value tag = argv[0];
  Value value = argc > 1 ? argv[1] : Value::nil();
  for (size_t i = cx.catch_tags.size(); i-- > 0;) {
    if (cx.catch_tags[i].first == tag) {
      cx.pending = make_throw(cx, ThrowKind::Return, cx.catch_tags[i].second, value);
      return Value::undef();
    }
  }
  Value insp = inspect(cx, tag);
  if (insp.is_undef()) return insp;
  Value exc = new_exception(cx, cx.world->c.UncaughtThrowError, "uncaught throw " + str(insp));
  ivar_set(cx, exc, cx.world->sym.tag, tag);
  ivar_set(cx, exc, cx.world->sym.value, value);
  return raise(cx, exc);
}

Value exit_exception(Context& cx, int status, std::string_view message) {
  Value exc = new_exception(cx, cx.world->c.SystemExit, message);
  ivar_set(cx, exc, cx.world->sym.exit_status, Value::fixnum(status));
  return exc;
}

int exit_status_arg(Value v, int default_status) {
  if (v.is_undef()) return default_status;
  if (v.is_true()) return 0;
  if (v.is_false()) return 1;
  if (v.is_fixnum()) return int(v.as_fixnum());
  return default_status;
}

Value k_exit(Context& cx, Value, int argc, Value* argv, Value) {
  return raise(cx, exit_exception(cx, exit_status_arg(argc ? argv[0] : Value::undef(), 0), "exit"));
}

Value k_exit_bang(Context& cx, Value, int argc, Value* argv, Value) {
  cx.iso->flush_out();
  const platform::Platform* p = cx.iso->platform;
  int status = exit_status_arg(argc ? argv[0] : Value::undef(), 1);
  if (p->exit_now) {
    cx.world->roster.halt_others(cx.iso);
    p->exit_now(p->user, status);
  }
  return raise(cx, exit_exception(cx, status, "exit"));
}

Value k_abort(Context& cx, Value, int argc, Value* argv, Value) {
  std::string msg;
  if (argc > 0) {
    Value s = implicit_string(cx, argv[0]);
    if (s.is_undef()) return s;
    msg = str(s);
    cx.iso->write_out(2, msg + "\n");
  }
  return raise(cx, exit_exception(cx, 1, msg));
}

Value k_at_exit(Context& cx, Value, int, Value*, Value block) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "called without a block");
  cx.iso->at_exit_blocks.push_back(block);
  return block;
}

// Kernel.__pop_at_exit: the last at_exit block not yet run (nil: none), for
// the driver that runs them from Ruby (vm/embed.cpp), where they may wait.
Value k_pop_at_exit(Context& cx, Value, int, Value*, Value) {
  auto& blocks = cx.iso->at_exit_blocks;
  if (blocks.empty()) return Value::nil();
  Value block = blocks.back();
  blocks.pop_back();
  return block;
}

Value k_caller(Context& cx, Value, int argc, Value* argv, Value) {
  int64_t start = 1;
  if (argc > 0 && !to_int64(cx, argv[0], start)) return Value::undef();
  const MethodEntry* saved = cx.current_native;
  cx.current_native = nullptr;
  Value bt = make_backtrace(cx);
  cx.current_native = saved;
  auto& items = as_array(bt)->items;
  if (start > int64_t(items.size())) return Value::nil();
  items.erase(items.begin(), items.begin() + start);
  return bt;
}

Value k_method_name(Context& cx, Value, int, Value*, Value) {
  if (cx.frames.empty() || !cx.frames.back().method) return Value::nil();
  return Value::symbol(cx.frames.back().method->original_name);
}

Value k_when_splat(Context& cx, Value, int, Value* argv, Value) {
  Value list = argv[0], subject = argv[1];
  Value arr = is_array(list) ? list : new_array(cx, &list, 1);
  std::vector<Value> items = as_array(arr)->items;
  for (Value pattern : items) {
    Value r = call(cx, pattern, cx.world->sym.eqq, 1, &subject);
    if (r.is_undef()) return r;
    if (r.truthy()) return Value::true_value();
  }
  return Value::false_value();
}

// ---- nil, true, false ----

Value nil_to_s(Context& cx, Value, int, Value*, Value) { // frozen, as in Ruby
  Value s = new_string(cx, "");
  s.as_obj()->flags |= FL_FROZEN;
  return s;
}
Value nil_to_a(Context& cx, Value, int, Value*, Value) { return new_array(cx); }
Value nil_to_h(Context& cx, Value, int, Value*, Value) { return new_hash(cx); }
Value nil_to_i(Context&, Value, int, Value*, Value) { return Value::fixnum(0); }
Value nil_to_f(Context& cx, Value, int, Value*, Value) { return new_float(cx, 0.0); }
Value nil_inspect(Context& cx, Value, int, Value*, Value) { return new_string(cx, "nil"); }
Value nil_and(Context&, Value, int, Value*, Value) { return Value::false_value(); }
Value nil_or(Context&, Value, int, Value* argv, Value) { return Value::boolean(argv[0].truthy()); }
Value true_to_s(Context& cx, Value, int, Value*, Value) { return new_string(cx, "true"); }
Value true_and(Context&, Value, int, Value* argv, Value) { return Value::boolean(argv[0].truthy()); }
Value true_or(Context&, Value, int, Value*, Value) { return Value::true_value(); }
Value true_xor(Context&, Value, int, Value* argv, Value) { return Value::boolean(argv[0].falsy()); }
Value false_to_s(Context& cx, Value, int, Value*, Value) { return new_string(cx, "false"); }

} // namespace

void init_object(World& w) {
  Class* bo = w.c.BasicObject;
  define_method(w, bo, "initialize", bo_initialize, 0, 0, Visibility::Private);
  define_method(w, bo, "==", bo_equal, 1, 1);
  define_method(w, bo, "equal?", bo_equal, 1, 1);
  define_method(w, bo, "!", bo_not, 0, 0);
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
  define_method(w, k, "public_methods", k_methods, 0, 1);
  define_method(w, k, "private_methods", k_private_methods, 0, 1);
  define_method(w, k, "singleton_methods", k_singleton_methods, 0, 1);
  define_method(w, k, "method", k_method, 1, 1);
  define_method(w, k, "public_method", k_public_method, 1, 1);
  define_method(w, k, "define_singleton_method", k_define_singleton_method, 1, 2);
  define_method(w, k, "extend", k_extend, 1, -1);

  define_module_function(w, k, "raise", k_raise, 0, 4);
  define_module_function(w, k, "fail", k_raise, 0, 4);
  define_module_function(w, k, "block_given?", k_block_given_p, 0, 0);
  define_module_function(w, k, "proc", k_proc, 0, 0);
  define_module_function(w, k, "lambda", k_lambda, 0, 0);
  define_method(w, k, "__catch_frame", k_catch_enter, 1, 1, Visibility::Private);
  define_module_function(w, k, "throw", k_throw, 1, 2);
  define_module_function(w, k, "exit", k_exit, 0, 1);
  define_module_function(w, k, "exit!", k_exit_bang, 0, 1);
  define_module_function(w, k, "abort", k_abort, 0, 1);
  define_module_function(w, k, "at_exit", k_at_exit, 0, 0);
  define_singleton_method(w, k, "__pop_at_exit", k_pop_at_exit, 0, 0);
  keeps_block(w, k, {"proc", "lambda", "at_exit", "define_singleton_method"});
  keeps_block(w, metaclass(w, k), {"proc", "lambda", "at_exit"});
  define_module_function(w, k, "caller", k_caller, 0, 2);
  define_module_function(w, k, "__method__", k_method_name, 0, 0);
  define_method(w, k, "__when_splat", k_when_splat, 2, 2, Visibility::Private);

  Class* n = w.c.NilClass;
  define_method(w, n, "to_s", nil_to_s, 0, 0);
  define_method(w, n, "to_a", nil_to_a, 0, 0);
  define_method(w, n, "to_h", nil_to_h, 0, 0);
  define_method(w, n, "to_i", nil_to_i, 0, 0);
  define_method(w, n, "to_f", nil_to_f, 0, 0);
  define_method(w, n, "inspect", nil_inspect, 0, 0);
  define_method(w, n, "&", nil_and, 1, 1);
  define_method(w, n, "|", nil_or, 1, 1);
  define_method(w, n, "^", nil_or, 1, 1);
  Class* t = w.c.TrueClass;
  define_method(w, t, "to_s", true_to_s, 0, 0);
  define_method(w, t, "inspect", true_to_s, 0, 0);
  define_method(w, t, "&", true_and, 1, 1);
  define_method(w, t, "|", true_or, 1, 1);
  define_method(w, t, "^", true_xor, 1, 1);
  Class* f = w.c.FalseClass;
  define_method(w, f, "to_s", false_to_s, 0, 0);
  define_method(w, f, "inspect", false_to_s, 0, 0);
  define_method(w, f, "&", nil_and, 1, 1);
  define_method(w, f, "|", nil_or, 1, 1);
  define_method(w, f, "^", nil_or, 1, 1);
}

} // namespace garnet::core
