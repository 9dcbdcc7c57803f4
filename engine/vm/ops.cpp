// ops.cpp — the work behind individual instructions that is too large for
// the dispatch loop: argument preparation, super, definitions, class
// opening, rescue matching, defined?, pattern deconstruction, and global,
// class and constant variable access.
#include <algorithm>
#include <cstring>

#include "vm/blocks.h"
#include "vm/interp.h"
#include "vm/refinements.h"

namespace garnet::vm {

Value* stack_top(Context& cx) {
  Value* floor = cx.stack + cx.arguments_floor;
  if (cx.frames.empty()) return floor;
  const Frame& f = cx.frames.back();
  Value* top = f.regs + f.iseq->num_regs + kScratchRegs;
  return top > floor ? top : floor;
}

namespace {

// f(*x) passes x as it is (compile_call.cpp): nil is no arguments,
// otherwise x.to_a, or [x] when x has none. Undef after raising.
Value splat_array(Context& cx, Value splat) {
  Value conv = splat.is_nil() ? new_array(cx) : try_convert(cx, splat, cx.world->sym.to_a, is_array, "Array");
  if (conv.is_undef()) return conv;
  return conv.is_nil() ? new_array(cx, &splat, 1) : conv;
}

} // namespace

bool prepare_args(Context& cx, Frame& f, const CallInfo* ci, Value* base, CallArgs& args) {
  size_t off = size_t(base - cx.stack);
  args.argv = base + 1;
  args.argc = ci->argc;
  uint32_t next = 1 + ci->argc;
  Value splat = Value::undef();
  if (ci->flags & CALL_SPLAT) {
    splat = base[1];
    next = 2;
  }
  // The block argument follows the keywords.
  uint32_t block_at =
      next + ((ci->flags & CALL_KWARGS) ? 1 : (ci->flags & CALL_KWLIST) ? uint32_t(ci->kw_count) : 0);
  if (!splat.is_undef() && !is_array(splat)) {
    // Converted before a block argument's to_proc runs, as Ruby orders
    // them, and kept in its register meanwhile.
    splat = splat_array(cx, splat);
    if (splat.is_undef()) return false;
    base = cx.stack + off;
    base[1] = splat;
  }
  if (ci->flags & CALL_BLOCKARG) {
    Value blk = block_to_proc(cx, base[block_at]);
    if (blk.is_undef()) return false;
    args.block = blk;
  } else if (ci->block >= 0) {
    args.block = Value::object(make_stack_block(cx, cx.frames.back(), f.iseq->children[size_t(ci->block)].get()));
  }
  base = cx.stack + off; // block_to_proc and to_a may have moved the stack
  if (ci->flags & CALL_KWARGS) {
    Value kw = base[next++];
    args.kwargs = is_hash(kw) ? kw : Value::undef();
  } else if (ci->flags & CALL_KWLIST) {
    // The callee was not one that binds them from the registers: a Hash.
    // Made after the conversions above, which may run Ruby code.
    Value kw = new_hash(cx);
    Hash* h = as_hash(kw);
    h->table.reserve(ci->kw_count);
    const Sym* names = f.iseq->keyword_names.data() + ci->kw_names;
    for (uint32_t i = 0; i < ci->kw_count; i++)
      if (!hash_store(cx, h, Value::symbol(names[i]), base[next + i])) return false;
    next += ci->kw_count;
    args.kwargs = kw;
  }
  args.argv = base + 1;
  if (!splat.is_undef()) {
    const vm::ValueVector& items = as_array(splat)->items;
    Value kw = args.kwargs;
    if (!cx.ensure_stack(base, items.size() + 2 + kScratchRegs)) {
      raise(cx, cx.world->c.SystemStackError, "stack level too deep");
      return false;
    }
    base = cx.stack + off;
    std::copy(items.begin(), items.end(), base + 1);
    args.argv = base + 1;
    args.argc = int(items.size());
    args.kwargs = kw;
    // f(*rest) of a ruby2_keywords method's rest: its flagged last Hash
    // goes on as keywords.
    if (kw.is_undef() && args.argc > 0 && is_hash(base[args.argc]) &&
        (base[args.argc].as_obj()->flags & FL_RUBY2_KEYWORDS)) {
      Hash* flagged = as_hash(base[args.argc]);
      args.kwargs = new_hash(cx);
      as_hash(args.kwargs)->table = flagged->table;
      args.argc--;
    }
  }
  return true;
}

const MethodEntry* super_method(Context& cx, const Frame& f, Value self) {
  const MethodEntry* me = f.method;
  Class* k = class_of(cx, self);
  const auto& anc = k->ancestors;
  // An alias's super is its original's: the original name, after the class
  // that defined the body.
  Sym name = me->defined_in ? me->original_name : me->name;
  Class* from = me->defined_in && std::find(anc.begin(), anc.end(), me->defined_in) != anc.end() ? me->defined_in
                                                                                                 : f.method_class;
  auto it = std::find(anc.begin(), anc.end(), from);
  const MethodEntry* found = nullptr;
  if (from && from->refined_class) {
    found = find_super_from_refinement(k, from, name);
  } else if (it != anc.end()) {
    for (++it; it != anc.end(); ++it) {
      auto m = (*it)->methods.find(name);
      if (m != (*it)->methods.end()) {
        if (m->second->kind != MethodKind::Undefined) found = m->second;
        break;
      }
    }
  }
  return found;
}

Dispatch call_super(Context& cx, Frame& f, Value* base, CallArgs& args, uint32_t ret_reg, Value& result,
                    const MethodEntry* found) {
  World& w = *cx.world;
  const MethodEntry* me = f.method;
  if (!me) {
    raise(cx, w.c.RuntimeError, "super called outside of method");
    return Dispatch::Raised;
  }
  Value self = base[0];
  if (!found) found = super_method(cx, f, self);
  if (!found) {
    // A method_missing of the program's takes the call, as Ruby's does.
    const MethodEntry* missing = find_method(cx, class_of(cx, self), w.sym.method_missing);
    if (missing && missing->kind != MethodKind::Native) {
      std::vector<Value> call_args{Value::symbol(me->name)};
      call_args.insert(call_args.end(), args.argv, args.argv + args.argc);
      if (!args.kwargs.is_undef()) call_args.push_back(args.kwargs);
      result = call(cx, self, w.sym.method_missing, int(call_args.size()), call_args.data(), args.block);
      return result.is_undef() ? Dispatch::Raised : Dispatch::Done;
    }
    raisef(cx, w.c.NoMethodError, "super: no superclass method '%s' for %s", w.name(me->name).c_str(),
           describe_receiver(cx, self).c_str());
    return Dispatch::Raised;
  }
  return invoke_method(cx, found, found->owner, base, args, ret_reg, result);
}

bool notify_method_change(Context& cx, Class* klass, Sym name, Sym hook, Sym singleton_hook) {
  bool single = klass->is_singleton();
  Value receiver = single ? klass->attached : Value::object(klass);
  if (single) hook = singleton_hook;
  const MethodEntry* me = find_method(cx, class_of(cx, receiver), hook);
  if (!me || me->kind == MethodKind::Native) return true; // the core's hooks do nothing
  Value arg = Value::symbol(name);
  return !call(cx, receiver, hook, 1, &arg).is_undef();
}

bool notify_method_added(Context& cx, Class* klass, Sym name) {
  const WellKnownSymbols& sym = cx.world->sym;
  return notify_method_change(cx, klass, name, sym.method_added, sym.singleton_method_added);
}

bool private_by_name(const World& w, Sym name) {
  return name == w.sym.initialize || name == w.sym.initialize_copy || name == w.sym.initialize_clone ||
         name == w.sym.initialize_dup || name == w.sym.respond_to_missing_p;
}

// The visibility `def` gives in frame f: a block's is that of the body it was
// written in (under that body's `private`) while that body runs, unless the
// block runs as a class body (class_exec, Class.new) or an instance_eval.
static Visibility scope_visibility(Context& cx, const Frame& f) {
  const Frame* scope = &f;
  while ((scope->kind == FrameKind::Block || scope->kind == FrameKind::Lambda) && scope->proc &&
         scope->proc->owner_context == &cx && !(scope->cref && scope->cref->for_methods_only)) {
    const Frame* creator = nullptr;
    for (size_t i = cx.frames.size(); i-- > 0;)
      if (cx.frames[i].id == scope->proc->creator_frame) {
        creator = &cx.frames[i];
        break;
      }
    if (!creator) break;
    scope = creator;
  }
  return scope->visibility;
}

bool define_iseq_method(Context& cx, Frame& f, Class* klass, Sym name, const Iseq* body, bool singleton) {
  World& w = *cx.world;
  if (!singleton && f.cref && f.cref->without_singleton && f.cref->klass == klass) {
    raise(cx, w.c.TypeError, "can't define singleton");
    return false;
  }
  // A frozen class, or a singleton class whose object (or itself) is frozen.
  Value owner = klass->is_singleton() ? klass->attached : Value::object(klass);
  if (is_frozen(Value::object(klass)) || is_frozen(owner)) {
    raise_frozen(cx, owner);
    return false;
  }
  if (!warn_method_redefined(cx, klass, name)) return false;
  MethodEntry* e = new MethodEntry();
  e->name = name;
  e->kind = MethodKind::Iseq;
  e->iseq = body;
  e->in_place = !body->body_unread() && runs_in_place(*body);
  e->in_place_min = body->params.required;
  e->in_place_span = body->params.rest ? kInPlaceRestSpan : body->params.optional;
  e->in_place_extra_params = binds_more_in_place(*body);
  if (e->in_place) e->plain_argc = plain_argc_of(*body);
  e->cref = f.cref;
  Visibility vis = singleton ? Visibility::Public : scope_visibility(cx, f);
  if (private_by_name(w, name)) vis = Visibility::Private;
  if (vis == Visibility::ModuleFunction) {
    add_module_function(w, klass, e);
  } else {
    e->visibility = vis;
    add_method(w, klass, e);
  }
  return notify_method_added(cx, klass, name);
}

Class* open_class(Context& cx, Frame& f, Value* base, Sym name, uint32_t flags) {
  World& w = *cx.world;
  if ((flags & 3) == 2) return singleton_class_of(cx, base[0]);
  Value scope_v = base[0];
  Class* scope;
  if (scope_v.is_nil() && !(flags & 8)) scope = lexical_cref(f.cref)->klass;
  else if (scope_v.is_undef()) scope = w.c.Object;
  else if (is_class_or_module(scope_v)) scope = scope_v.as<Class>();
  else {
    Value insp = inspect(cx, scope_v);
    if (!insp.is_undef()) raisef(cx, w.c.TypeError, "%s is not a class/module", str(insp).c_str());
    return nullptr;
  }
  bool module = (flags & 3) == 1;
  Value* existing = scope->find_constant(name);
  bool scoped = (flags & 8) || scope_v.is_undef();  // `class A::B` or `class ::B`
  if (existing && scoped && scope->constant_private(name)) return raise_private_constant(cx, scope, name), nullptr;
  if (!existing && w.autoload_constant) {
    // Reopening an autoloaded class (`class Set`) loads it first; that runs
    // Ruby, which may move the registers.
    size_t off = size_t(base - cx.stack);
    if (w.autoload_constant(cx, scope, name, true)) existing = scope->find_constant(name);
    else if (!cx.pending.is_undef()) return nullptr;
    base = cx.stack + off;
  }
  if (existing) {
    if (!is_class_or_module(*existing) || existing->as<Class>()->is_module() != module) {
      raisef(cx, w.c.TypeError, "%s is not a %s", w.name(name).c_str(), module ? "module" : "class");
      return nullptr;
    }
    Class* k = existing->as<Class>();
    if (!module && (flags & 4)) {
      Value super = base[1];
      if (!is_class_or_module(super) || super.as<Class>() != k->superclass) {
        raisef(cx, w.c.TypeError, "superclass mismatch for class %s", w.name(name).c_str());
        return nullptr;
      }
    }
    return k;
  }
  std::string path = scope == w.c.Object ? w.name(name) : class_path(cx, scope) + "::" + w.name(name);
  bool temporary = scope != w.c.Object && (scope->path.empty() || scope->temporary_path);
  if (module) {
    Class* m = define_module(w, w.name(name).c_str(), scope);
    m->path = path;
    m->temporary_path = temporary;
    note_constant_location(cx, scope, name);
    return m;
  }
  Class* super = w.c.Object;
  if (flags & 4 && !(super = superclass_arg(cx, base[1]))) return nullptr;
  Class* k = define_class(w, w.name(name).c_str(), super, scope);
  k->path = path;
  k->temporary_path = temporary;
  note_constant_location(cx, scope, name);
  // Class#inherited hook, when a class defines one.
  const MethodEntry* hook = find_method(cx, metaclass(w, super), w.sym.inherited);
  if (hook && hook->kind != MethodKind::Native) {
    Value arg = Value::object(k);
    if (call(cx, Value::object(super), w.sym.inherited, 1, &arg).is_undef()) return nullptr;
  }
  return k;
}

Class* superclass_arg(Context& cx, Value sv) {
  World& w = *cx.world;
  if (!is_class_or_module(sv) || sv.as<Class>()->is_module()) {
    std::string desc = describe_receiver(cx, sv);
    raisef(cx, w.c.TypeError, "superclass must be an instance of Class (given %s)", desc.c_str());
    return nullptr;
  }
  Class* super = sv.as<Class>();
  if (super == w.c.Class) return raise(cx, w.c.TypeError, "can't make subclass of Class"), nullptr;
  if (super->is_singleton()) return raise(cx, w.c.TypeError, "can't make subclass of singleton class"), nullptr;
  if (is_uninitialized_class(w, super)) return raise(cx, w.c.TypeError, "can't inherit uninitialized class"), nullptr;
  return super;
}

// Then calls the method_added hook for new_name; false when it raised.
bool alias_method(Context& cx, Class* klass, Sym new_name, Sym old_name) {
  World& w = *cx.world;
  const MethodEntry* old = find_method_to_change(cx, klass, old_name);
  if (!old) {
    raisef(cx, w.c.NameError, "undefined method '%s' for %s '%s'", w.name(old_name).c_str(),
           klass->is_module() ? "module" : "class", class_path(cx, klass).c_str());
    return false;
  }
  old->aliased = true;
  MethodEntry* e = new MethodEntry(*old);
  e->name = new_name;
  e->defined_in = old->defined_in ? old->defined_in : old->owner;
  e->aliased_by_program = cx.frames.empty() || !internal_frame(cx.frames.back());
  // The prelude's aliases stand for methods CRuby defines twice in C
  // (collect and map): each is its own original.
  e->original_name = e->aliased_by_program ? old->original_name : new_name;
  if (private_by_name(w, new_name)) e->visibility = Visibility::Private;
  add_method(w, klass, e);
  return notify_method_added(cx, klass, new_name);
}

bool undef_method(Context& cx, Class* klass, Sym name) {
  World& w = *cx.world;
  if (!find_method(cx, klass, name)) {
    raisef(cx, w.c.NameError, "undefined method '%s' for %s '%s'", w.name(name).c_str(),
           klass->is_module() ? "module" : "class", class_path(cx, klass).c_str());
    return false;
  }
  MethodEntry* e = new MethodEntry();
  e->name = name;
  e->kind = MethodKind::Undefined;
  add_method(w, klass, e);
  return notify_method_change(cx, klass, name, w.sym.method_undefined, w.sym.singleton_method_undefined);
}

int rescue_match(Context& cx, Value klass, Value exc) {
  if (is_array(klass)) {
    std::vector<Value> items = as_array(klass)->items.to_vector();
    for (Value k : items) {
      int r = rescue_match(cx, k, exc);
      if (r != 0) return r;
    }
    return 0;
  }
  if (!is_class_or_module(klass)) {
    raise(cx, cx.world->c.TypeError, "class or module required for rescue clause");
    return -1;
  }
  // As in Ruby, the clause asks klass === exc; only a redefined === needs the call.
  const MethodEntry* eqq = find_method(cx, class_of(cx, klass), cx.world->sym.eqq);
  if (eqq && eqq->owner != cx.world->c.Module) {
    Value r = call(cx, klass, cx.world->sym.eqq, 1, &exc);
    if (r.is_undef()) return -1;
    return r.truthy() ? 1 : 0;
  }
  return is_a(cx, exc, klass.as<Class>()) ? 1 : 0;
}

namespace {

// The class whose class variables code in cref sees (a singleton class's
// variables are its object's when that is a class).
Class* cvar_base(Context& cx, Cref* cref) {
  cref = lexical_cref(cref);
  Class* k = cref ? cref->klass : cx.world->c.Object;
  while (k->is_singleton() && is_class_or_module(k->attached)) k = k->attached.as<Class>();
  return k;
}

} // namespace

// Whether Module#autoload registered `name` on `k` itself.
static bool autoload_registered_on(World& w, const Class* k, Sym name) {
  WorldLock lock(w);
  return w.autoloads.count({k, name}) != 0;
}

Value const_lookup_lexical(Context& cx, Cref* cref, Sym name) {
  World& w = *cx.world;
  cref = lexical_cref(cref);
  for (Cref* c = cref; c && c->parent; c = c->parent) {
    if (Value* v = c->klass->find_constant(name)) return *v;
    // An autoload of an enclosing module, as a constant of its own would be.
    if (!autoload_registered_on(w, c->klass, name)) continue;
    if (!w.autoload_constant(cx, c->klass, name, true)) {
      if (!cx.pending.is_undef()) return Value::undef();
    } else if (Value* v = c->klass->find_constant(name)) {
      return *v;
    }
  }
  Class* start = cref ? cref->klass : w.c.Object;
  for (Class* k : start->ancestors)
    if (Value* v = k->find_constant(name)) return *v;
  if (start->is_module() || start->is_singleton())
    for (Class* k : w.c.Object->ancestors)
      if (Value* v = k->find_constant(name)) return *v;
  bool nested = start != w.c.Object && !start->path.empty() && cref && cref->parent;
  std::string where = nested ? class_path(cx, start) + "::" : "";
  return const_missing(cx, start, name, where + w.name(name));
}

// defined?($name): $!, $@, $~ and $? always are; the globals derived from
// the last match ($&, $1...) when they have a value; the others once
// assigned.
static int gvar_defined(Context& cx, Sym name) {
  World& w = *cx.world;
  auto alias = w.global_aliases.find(name);
  if (alias != w.global_aliases.end()) name = alias->second;
  if (name == w.sym.dollar_bang || name == w.sym.dollar_at || name == w.sym.dollar_tilde ||
      name == w.sym.dollar_question)
    return 1;
  if (cx.iso->globals.count(name)) return 1;
  const std::string& n = w.name(name);
  bool from_match = n.size() >= 2 && ((n[1] >= '1' && n[1] <= '9') || (n.size() == 2 && std::strchr("&`'+", n[1])));
  if (!from_match) return 0;
  Value v = gvar_get(cx, name);
  if (v.is_undef()) return -1;
  return v.is_nil() ? 0 : 1;
}

int defined_check(Context& cx, Frame& f, uint32_t kind, Sym name, Value operand) {
  World& w = *cx.world;
  enum { D_IVAR = 1, D_GVAR, D_CVAR, D_CONST, D_CONST_FROM, D_METHOD, D_FCALL, D_YIELD, D_SUPER };
  switch (kind) {
    case D_IVAR: return ivar_defined(cx, f.regs[0], name) ? 1 : 0;
    case D_GVAR: return gvar_defined(cx, name);
    case D_CVAR:
      for (Class* k : cvar_base(cx, f.cref)->ancestors)
        for (auto& kv : k->cvars)
          if (kv.first == name) return 1;
      return 0;
    case D_CONST: {
      Cref* cref = lexical_cref(f.cref);
      for (Cref* c = cref; c && c->parent; c = c->parent)
        if (c->klass->find_constant(name) || autoload_registered_on(w, c->klass, name)) return 1;
      Class* start = cref ? cref->klass : w.c.Object;
      for (Class* k : start->ancestors)
        if (k->find_constant(name)) return 1;
      for (Class* k : w.c.Object->ancestors)
        if (k->find_constant(name)) return 1;
      return w.autoload_constant && w.autoload_constant(cx, start, name, false) ? 1 : 0;
    }
    case D_CONST_FROM: // Mod::X, or ::X when operand is nil
      if (operand.is_nil()) return public_scoped_constant_defined(cx, w.c.Object, name);
      if (!is_class_or_module(operand)) return 0;
      return public_scoped_constant_defined(cx, operand.as<Class>(), name);
    case D_METHOD: return respond_to(cx, operand, name, false) ? 1 : 0;
    case D_FCALL: return find_method(cx, class_of(cx, f.regs[0]), name) ? 1 : 0;
    case D_YIELD: return is_proc(f.block) ? 1 : 0;
    case D_SUPER: {
      if (!f.method) return 0;
      Class* k = class_of(cx, f.regs[0]);
      auto it = std::find(k->ancestors.begin(), k->ancestors.end(), f.method_class);
      if (it == k->ancestors.end()) return 0;
      for (++it; it != k->ancestors.end(); ++it) {
        auto found = (*it)->methods.find(f.method->name);
        if (found != (*it)->methods.end()) return found->second->kind == MethodKind::Undefined ? 0 : 1;
      }
      return 0;
    }
  }
  return 0;
}

// Array#deconstruct and Hash#deconstruct_keys return self: the calls are
// skipped unless a program redefined or refined them.
static bool deconstructs_to_self(Context& cx, Value v, Sym method, bool keys) {
  World& w = *cx.world;
  if (keys ? !is_hash(v) : !is_array(v)) return false;
  const MethodEntry* me = find_method_in_caller_scope(cx, class_of(cx, v), method);
  return me && me->kind == MethodKind::Native && me->owner == (keys ? w.c.Hash : w.c.Array);
}

// obj.respond_to?(method), calling a respond_to? the program defined.
static int pattern_responds(Context& cx, Value v, Sym method) {
  Sym respond_to_p = cx.world->intern("respond_to?");
  const MethodEntry* me = find_method_in_caller_scope(cx, class_of(cx, v), respond_to_p);
  if (!me || me->kind != MethodKind::Native) {
    Value arg = Value::symbol(method);
    Value r = call_in_caller_scope(cx, v, respond_to_p, 1, &arg);
    return r.is_undef() ? -1 : r.truthy();
  }
  const MethodEntry* found = find_method_in_caller_scope(cx, class_of(cx, v), method);
  if (found) return found->visibility == Visibility::Public;
  return responds(cx, v, method, false);
}

Value pattern_deconstruct(Context& cx, Value v, bool keys, Value key_list) {
  World& w = *cx.world;
  Sym method = keys ? w.sym.deconstruct_keys : w.sym.deconstruct;
  if (deconstructs_to_self(cx, v, method, keys)) return v;
  int responds_to_method = pattern_responds(cx, v, method);
  if (responds_to_method < 0) return Value::undef();
  if (!responds_to_method) return Value::nil();
  Value r = call_in_caller_scope(cx, v, method, keys ? 1 : 0, &key_list);
  if (r.is_undef()) return r;
  if (!keys && !is_array(r)) return raise(cx, w.c.TypeError, "deconstruct must return Array");
  if (keys && !is_hash(r)) return raise(cx, w.c.TypeError, "deconstruct_keys must return Hash");
  return r;
}

bool expand_values(Context& cx, uint32_t dst, Value v, uint32_t pre, uint32_t post, bool splat) {
  Value arr = is_array(v) ? v : check_array(cx, v);
  if (arr.is_undef()) return false;
  // The values are read from the heap array (or v alone); writing registers
  // cannot disturb them.
  const Value* items = arr.is_nil() ? &v : as_array(arr)->items.data();
  size_t n = arr.is_nil() ? 1 : as_array(arr)->items.size();
  Value* R = cx.frames.back().regs + dst;
  for (uint32_t i = 0; i < pre; i++) R[i] = i < n ? items[i] : Value::nil();
  size_t post_start = std::max<size_t>(pre, n >= post ? n - post : 0);
  // The splat's values, when there are any: past the end of a short array
  // (or of an empty one's null data) there is no pointer to form.
  size_t rest = post_start > pre ? post_start - pre : 0;
  if (splat) R[pre] = new_array(cx, rest ? items + pre : nullptr, rest);
  Value* post_regs = R + pre + (splat ? 1 : 0);
  for (uint32_t j = 0; j < post; j++) {
    size_t idx = post_start + j;
    post_regs[j] = idx < n ? items[idx] : Value::nil();
  }
  return true;
}

namespace {

// Globals each Ractor has its own of (the standard streams, the last match
// and exception, separators, flags); a non-main Ractor may use no others.
bool ractor_local_global(const std::string& n) {
  static const char* const names[] = {"$stdout", "$stderr", "$stdin", "$~", "$_", "$!", "$@", "$/", "$,", "$;",
                                      "$\\", "$0", "$PROGRAM_NAME", "$DEBUG", "$VERBOSE", "$-w", "$-v", "$-d",
                                      "$$", "$&", "$`", "$'", "$+", "$*", "$LOAD_PATH", "$:", "$LOADED_FEATURES",
                                      "$\""};
  if (n.size() < 2 || n[0] != '$' || (n[1] >= '1' && n[1] <= '9')) return true;
  for (const char* g : names)
    if (n == g) return true;
  return false;
}

bool global_reachable(Context& cx, Sym name) {
  if (cx.iso->is_main || ractor_local_global(cx.world->name(name))) return true;
  raisef(cx, isolation_error(cx), "can not access global variable %s from non-main Ractor",
         cx.world->name(name).c_str());
  return false;
}

} // namespace

namespace {

// The frame whose $~ the running code sees: the innermost frame not written
// in the prelude (nor eval'd code, which shares its caller's); for a block,
// its home method's frame while that is running, else the block's own.
Frame* last_match_frame(Context& cx) {
  for (size_t i = cx.frames.size(); i-- > 0;) {
    Frame& f = cx.frames[i];
    if (f.kind == FrameKind::Eval || internal_frame(f)) continue;
    if ((f.kind != FrameKind::Block && f.kind != FrameKind::Lambda) || !f.proc) return &f;
    uint64_t home = f.proc->home_frame;
    for (size_t j = i; j-- > 0;)
      if (cx.frames[j].id == home) return &cx.frames[j];
    return &f;
  }
  return nullptr;
}

} // namespace

Value last_match(Context& cx) {
  if (Frame* f = last_match_frame(cx)) return f->last_match;
  auto it = cx.iso->globals.find(cx.world->sym.dollar_tilde);
  return it == cx.iso->globals.end() ? Value::nil() : it->second;
}

void set_last_match(Context& cx, Value match) {
  if (Frame* f = last_match_frame(cx)) f->last_match = match;
  else cx.iso->globals[cx.world->sym.dollar_tilde] = match;
}

Value gvar_get(Context& cx, Sym name) {
  Isolate& iso = *cx.iso;
  auto a = cx.world->global_aliases.find(name);
  if (a != cx.world->global_aliases.end()) name = a->second;
  if (name == cx.world->sym.dollar_bang) return cx.errinfo; // saved by every begin/rescue: kept fast
  if (name == cx.world->sym.dollar_question) return cx.last_status;
  if (name == cx.world->sym.dollar_at) // $!'s backtrace
    return cx.errinfo.is_nil() ? Value::nil() : call(cx, cx.errinfo, cx.world->intern("backtrace"));
  if (!global_reachable(cx, name)) return Value::undef();
  if (name == cx.world->sym.dollar_tilde) return last_match(cx);
  auto it = iso.globals.find(name);
  if (it != iso.globals.end()) return it->second;
  // $1..$9, $&, $`, $', $+ derive from the last match ($~, set by Regexp).
  const std::string& n = cx.world->name(name);
  if (n.size() < 2 || n[0] != '$') return Value::nil();
  char c = n[1];
  bool nth = c >= '1' && c <= '9';
  if (!nth && !(n.size() == 2 && (c == '&' || c == '`' || c == '\'' || c == '+'))) return Value::nil();
  Value md = last_match(cx);
  if (md.is_nil()) return Value::nil();
  if (nth) {
    Value idx = Value::fixnum(std::strtoll(n.c_str() + 1, nullptr, 10));
    return call(cx, md, cx.world->intern("[]"), 1, &idx);
  }
  if (c == '&') return call(cx, md, cx.world->intern("to_s"));
  if (c == '`') return call(cx, md, cx.world->intern("pre_match"));
  if (c == '\'') return call(cx, md, cx.world->intern("post_match"));
  Value caps = call(cx, md, cx.world->intern("captures"));
  if (caps.is_undef() || !is_array(caps)) return caps;
  auto& items = as_array(caps)->items;
  for (size_t i = items.size(); i > 0; i--)
    if (!items[i - 1].is_nil()) return items[i - 1];
  return Value::nil();
}

void alias_global(World& w, Sym name, Sym target) {
  WorldWrite write(w);
  auto further = w.global_aliases.find(target); // an alias of an alias names the same variable
  w.global_aliases[name] = further == w.global_aliases.end() ? target : further->second;
}

bool gvar_set(Context& cx, Sym name, Value v) {
  Isolate& iso = *cx.iso;
  auto a = cx.world->global_aliases.find(name);
  if (a != cx.world->global_aliases.end()) name = a->second;
  if (!global_reachable(cx, name)) return false;
  World& w = *cx.world;
  if ((name == w.sym.dollar_stdout || name == w.sym.dollar_stderr) && !respond_to(cx, v, w.sym.write, false)) {
    std::string desc = class_path(cx, real_class(cx, v));
    raisef(cx, w.c.TypeError, "%s must have write method, %s given", w.name(name).c_str(), desc.c_str());
    return false;
  }
  if (!v.is_nil() && name == w.sym.dollar_tilde && real_class(cx, v) != w.c.MatchData) {
    raise_wrong_type(cx, v, "MatchData");
    return false;
  }
  if (name == w.sym.dollar_at) { // sets $!'s backtrace
    if (cx.errinfo.is_nil()) {
      raise(cx, w.c.ArgumentError, "$! not set");
      return false;
    }
    return !call(cx, cx.errinfo, w.intern("set_backtrace"), 1, &v).is_undef();
  }
  if (name == w.sym.dollar_tilde) set_last_match(cx, v);
  else if (name == w.sym.dollar_bang) cx.errinfo = v; // restored as a begin/rescue completes
  else iso.globals[name] = v;
  return true;
}

bool cvar_at_top_level(Context& cx, Cref* cref) {
  cref = lexical_cref(cref);
  if (cref && cref->parent) return false;
  raise(cx, cx.world->c.RuntimeError, "class variable access from toplevel");
  return true;
}

Value cvar_get(Context& cx, Cref* cref, Sym name) {
  Class* base = cvar_base(cx, cref);
  for (Class* k : base->ancestors)
    for (auto& kv : k->cvars)
      if (kv.first == name) return kv.second;
  return raise_name_error(cx, cx.world->c.NameError,
                          "uninitialized class variable " + cx.world->name(name) + " in " + class_path(cx, base), name,
                          Value::object(base));
}

bool cvar_set(Context& cx, Cref* cref, Sym name, Value v) {
  if (!cx.iso->is_main) {
    raise(cx, isolation_error(cx), "can not access class variables from non-main Ractors");
    return false;
  }
  Class* base = cvar_base(cx, cref);
  for (Class* k : base->ancestors)
    for (auto& kv : k->cvars)
      if (kv.first == name) {
        kv.second = v;
        return true;
      }
  WorldWrite write(*cx.world);
  base->cvars.push_back({name, v});
  return true;
}

} // namespace garnet::vm
