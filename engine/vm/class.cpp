// class.cpp — creating classes and modules, linearizing ancestors, defining
// and looking up methods, constants.
#include <algorithm>
#include <string_view>

#include "vm/interp.h"
#include "vm/runtime.h"

namespace garnet::vm {

namespace {

void bump_method_serial(World& w) { w.method_serial.fetch_add(1, std::memory_order_release); }
// A new ancestor changes what methods and constants resolve to.
void bump_lookup_serials(World& w) {
  bump_method_serial(w);
  w.constant_serial.fetch_add(1, std::memory_order_release);
}

// Appends `m` and the modules it includes (most recent first), skipping ones
// already present.
void append_module(std::vector<Class*>& out, Class* m) {
  for (Class* p : m->prepends) append_module(out, p);
  if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
  for (auto it = m->includes.rbegin(); it != m->includes.rend(); ++it) append_module(out, *it);
}

void compute_ancestors(Class* k) {
  std::vector<Class*> chain;
  append_module(chain, k);
  if (k->superclass) {
    for (Class* a : k->superclass->ancestors)
      if (std::find(chain.begin(), chain.end(), a) == chain.end()) chain.push_back(a);
  }
  k->ancestors = std::move(chain);
}

bool has_ancestor(const Class* k, const Class* ancestor) {
  return std::find(k->ancestors.begin(), k->ancestors.end(), ancestor) != k->ancestors.end();
}

// After `changed` included or prepended a module: recomputes the ancestors
// of `changed` and of the classes and modules that have it among theirs
// (no other's can change), superclasses before subclasses.
void recompute_affected(World& w, Class* changed) {
  // An ordinary object's singleton class (Object#extend) is nobody's ancestor.
  Value owner = changed->attached;
  bool alone = changed->is_singleton() && !(owner.is_heap() && owner.as_obj()->type == Type::Class);
  if (alone) return compute_ancestors(changed);
  // Classes are created after their superclasses, so creation order works;
  // each is tested on its ancestors from before the change. What has a
  // class among its ancestors (its subclasses, their singleton classes and
  // those of their instances) was made after it; a module's includers may
  // have been made before it.
  auto from = changed->is_module() ? w.classes.begin() : std::find(w.classes.begin(), w.classes.end(), changed);
  for (auto k = from; k != w.classes.end(); ++k)
    if (*k == changed || has_ancestor(*k, changed)) compute_ancestors(*k);
}

Class* raw_class(World& w, Class* superclass, bool module) {
  Class* k = w.make_static<Class>(w.c.Class, Type::Class);
  k->superclass = superclass;
  if (module) {
    k->flags |= FL_MODULE;
    k->klass = w.c.Module;
  }
  if (superclass) {
    k->instance_type = superclass->instance_type;
    k->allocator = superclass->allocator;
  }
  w.classes.push_back(k);
  return k;
}

void name_class(World& w, Class* k, const char* name, Class* under) {
  k->name = w.intern(name);
  if (under && under != w.c.Object) k->path = under->path + "::" + name;
  else k->path = name;
  const_set(w, under ? under : w.c.Object, k->name, Value::object(k));
}

} // namespace

void note_fast_op_names(World& w) {
  const WellKnownSymbols& s = w.sym;
  auto note = [&w](Sym name) {
    if (name >= w.fast_op_names.size()) w.fast_op_names.resize(name + 1);
    w.fast_op_names[name] = true;
  };
  for (Sym name : {s.plus, s.minus, s.mul, s.div, s.mod, s.lt, s.le, s.gt, s.ge, s.eq, s.neq, s.eqq, s.cmp, s.lshift,
                   s.aref, s.aset, s.size, s.length, s.succ, s.default_, s.freeze, s.uminus})
    note(name);
  for (const char* bitwise : {"&", "|", "^", ">>"}) note(w.intern(bitwise));
}

void bootstrap_class_hierarchy(World& w) {
  Class* basic = raw_class(w, nullptr, false);
  Class* object = raw_class(w, basic, false);
  Class* module = raw_class(w, object, false);
  Class* klass = raw_class(w, module, false);
  w.c.BasicObject = basic;
  w.c.Object = object;
  w.c.Module = module;
  w.c.Class = klass;
  for (Class* k : {basic, object, module, klass}) {
    k->klass = klass;
    compute_ancestors(k);
  }
  for (Class* k : {basic, object, module, klass}) metaclass(w, k);
  name_class(w, basic, "BasicObject", object);
  name_class(w, object, "Object", object);
  name_class(w, module, "Module", object);
  name_class(w, klass, "Class", object);
}

Class* metaclass(World& w, Class* klass) {
  if (klass->klass && klass->klass->is_singleton() && klass->klass->attached == Value::object(klass))
    return klass->klass;
  Class* super_meta = nullptr;
  if (klass->is_module()) super_meta = w.c.Module;
  else if (klass->superclass) super_meta = metaclass(w, klass->superclass);
  else super_meta = w.c.Class;
  Class* was_instance_of = klass->klass;
  Class* meta = raw_class(w, super_meta, false);
  meta->flags |= FL_SINGLETON;
  meta->attached = Value::object(klass);
  klass->klass = meta;
  // The singleton class is an instance of the singleton class of what klass
  // was an instance of (#<Class:Class> for a class's, #<Class:Module> for a
  // module's), as in Ruby: so its own methods are found there until it has
  // a singleton class itself. Class's, an instance of itself, is its own.
  // That one is only used when it exists (making it here would recurse
  // through the superclasses' singleton classes): the few made before
  // #<Class:Class> stay instances of Class.
  bool has_singleton = was_instance_of && was_instance_of->klass && was_instance_of->klass->is_singleton() &&
                       was_instance_of->klass->attached == Value::object(was_instance_of);
  if (was_instance_of == klass) meta->klass = meta;
  else if (has_singleton) meta->klass = was_instance_of->klass;
  else meta->klass = w.c.Class;
  compute_ancestors(meta);
  return meta;
}

Class* new_class(World& w, Class* superclass) {
  WorldWrite write(w);
  Class* k = raw_class(w, superclass, false);
  compute_ancestors(k);
  metaclass(w, k);
  bump_method_serial(w);
  return k;
}

Class* new_uninitialized_class(World& w) {
  WorldWrite write(w);
  Class* k = raw_class(w, nullptr, false);
  compute_ancestors(k);
  return k;
}

bool is_uninitialized_class(const World& w, const Class* k) {
  return !k->superclass && !k->is_module() && k != w.c.BasicObject;
}

Class* define_class(World& w, const char* name, Class* superclass, Class* under) {
  Class* k = new_class(w, superclass);
  name_class(w, k, name, under);
  return k;
}

Class* new_module(World& w) {
  WorldWrite write(w);
  Class* k = raw_class(w, nullptr, true);
  compute_ancestors(k);
  bump_method_serial(w);
  return k;
}

Class* define_module(World& w, const char* name, Class* under) {
  WorldWrite write(w);
  Class* k = raw_class(w, nullptr, true);
  compute_ancestors(k);
  name_class(w, k, name, under);
  return k;
}

Class* singleton_class_of(Context& cx, Value v) {
  World& w = *cx.world;
  if (is_class_or_module(v)) {
    Class* k = v.as<Class>();
    if (k->klass && k->klass->is_singleton() && k->klass->attached == v) return k->klass;
    WorldWrite write(w);
    return metaclass(w, k);
  }
  if (!can_have_singleton(v)) {
    raise(cx, w.c.TypeError, "can't define singleton");
    return nullptr;
  }
  if (!v.is_heap()) return class_of(cx, v); // nil/true/false: their class
  Obj* o = v.as_obj();
  if (o->klass->is_singleton()) return o->klass;
  WorldWrite write(w);
  Class* single = attach_singleton_class(w, o);
  if (!(o->gc & GC_STATIC)) cx.iso->own_singletons.push_back(single);
  return single;
}

bool can_have_singleton(Value v) {
  if (v.is_nil() || v.is_true() || v.is_false()) return true;
  return v.is_heap() && !is_float(v) && !is_bignum(v);
}

Class* attach_singleton_class(World& w, Obj* o) {
  WorldWrite write(w);
  Class* single = raw_class(w, o->klass, false);
  // As a receiver it answers its class's singleton methods
  // (obj.singleton_class.a_class_method), as in Ruby, until it has a
  // singleton class of its own.
  single->klass = metaclass(w, o->klass);
  single->flags |= FL_SINGLETON;
  if (o->frozen()) single->flags |= FL_FROZEN;
  single->attached = Value::object(o);
  compute_ancestors(single);
  if (o->type == Type::Object) {
    // Instances keep the layout of their original class.
    vm::Object* obj = static_cast<vm::Object*>(o);
    if (!obj->layout) obj->layout = o->klass;
  }
  o->klass = single;
  bump_method_serial(w);
  return single;
}

namespace {

// Whether a definition of `name` may change an operation that an
// instruction's fast path implements for a basic class: a Ruby definition,
// or one that is not public (the fast path, calling nothing, checks no
// visibility).
bool overrides_fast_op(const World& w, const MethodEntry& entry) {
  if (entry.kind == MethodKind::Native && entry.visibility == Visibility::Public) return false;
  return entry.name < w.fast_op_names.size() && w.fast_op_names[entry.name];
}

// The fast paths a method defined in `where` overrides: those of the basic
// classes that `where` is, or that have it prepended (it comes before them
// in their ancestors). A module they include comes after their own
// methods, which the fast paths implement, so it overrides none.
uint32_t fast_paths_under(const World& w, const Class* where) {
  const std::pair<Class*, uint32_t> basics[] = {{w.c.Integer, BOP_INTEGER}, {w.c.Float, BOP_FLOAT},
                                                {w.c.Array, BOP_ARRAY}, {w.c.Hash, BOP_HASH},
                                                {w.c.String, BOP_STRING}, {w.c.Symbol, BOP_SYMBOL},
                                                {w.c.NilClass, BOP_NIL}};
  uint32_t bits = 0;
  for (auto [basic, bit] : basics) {
    if (!basic) continue;
    const auto& line = basic->ancestors;
    auto own = std::find(line.begin(), line.end(), basic);
    if (own != line.end() && std::find(line.begin(), own + 1, where) != own + 1) bits |= bit;
  }
  return bits;
}

// After `module` was included or prepended somewhere: if that put it before
// a basic class in the class's ancestors (prepended to it, or included into
// a module prepended to it), the fast paths its operators (or its own
// modules') override turn off.
void note_module_fast_ops(World& w, const Class* module) {
  uint32_t bits = fast_paths_under(w, module);
  if (!bits) return;
  for (const Class* m : module->ancestors)
    for (const auto& [name, entry] : m->methods)
      if (overrides_fast_op(w, *entry)) {
        w.redefined_basic_ops.fetch_or(bits);
        return;
      }
}

} // namespace

void add_method(World& w, Class* klass, MethodEntry* entry) {
  WorldWrite write(w);
  entry->owner = klass;
  if (!entry->original_name) entry->original_name = entry->name;
  klass->methods[entry->name] = entry;
  w.own(entry);
  method_entry_changed(w, klass, entry);
}

void add_module_function(World& w, Class* module, MethodEntry* entry) {
  entry->visibility = Visibility::Private;
  MethodEntry* copy = new MethodEntry(*entry);
  copy->visibility = Visibility::Public;
  add_method(w, module, entry);
  add_method(w, metaclass(w, module), copy);
}

void method_entry_changed(World& w, Class* klass, MethodEntry* entry) {
  // Redefining an operator that an instruction fast path implements (or
  // making it private), in a basic class, in a module prepended to it or in
  // a refinement of it (as CRuby), turns that fast path off.
  if (overrides_fast_op(w, *entry))
    w.redefined_basic_ops.fetch_or(fast_paths_under(w, klass->refined_class ? klass->refined_class : klass));
  bump_method_serial(w);
}

void remove_method_entry(World& w, Class* klass, Sym name) {
  WorldWrite write(w);
  klass->methods.erase(name);
  bump_method_serial(w);
}

bool reflection_shows(const World& w, const MethodEntry& me) {
  if (me.kind == MethodKind::Undefined) return false;
  const std::string& n = w.name(me.name);
  bool helper_name = n.size() > 2 && n.compare(0, 2, "__") == 0 && n.compare(n.size() - 2, 2, "__") != 0;
  if (!helper_name || me.aliased_by_program) return true;
  switch (me.kind) {
  case MethodKind::Native:
  case MethodKind::Builtin: return false;
  case MethodKind::Iseq: return !internal_iseq(*me.iseq);
  case MethodKind::ProcBody: return !me.proc->iseq || !internal_iseq(*me.proc->iseq);
  default: return true;
  }
}

static MethodEntry* native_entry(World& w, const char* name, NativeFn fn, int min_args, int max_args,
                                 Visibility vis) {
  MethodEntry* e = new MethodEntry();
  e->name = e->original_name = w.intern(name);
  e->kind = MethodKind::Native;
  e->native = fn;
  e->min_args = min_args;
  e->max_args = max_args;
  e->visibility = vis;
  return e;
}

void define_method(World& w, Class* klass, const char* name, NativeFn fn, int min_args, int max_args,
                   Visibility vis) {
  add_method(w, klass, native_entry(w, name, fn, min_args, max_args, vis));
}

void mark_leaves(World& w, Class* klass, std::initializer_list<const char*> names) {
  for (const char* name : names) klass->methods.at(w.intern(name))->leaf = true;
}

const MethodEntry* classless_native(World& w, const char* name, NativeFn fn, int args) {
  MethodEntry* e = native_entry(w, name, fn, args, args, Visibility::Public);
  w.own(e);
  return e;
}

void define_alias(World& w, Class* klass, const char* name, const char* original) {
  MethodEntry* e = new MethodEntry(*klass->methods.at(w.intern(original)));
  e->name = w.intern(name);
  add_method(w, klass, e);
}

static MethodEntry* builtin_entry(World& w, const char* name, Builtin builtin, Visibility vis) {
  MethodEntry* e = new MethodEntry();
  e->name = w.intern(name);
  e->kind = MethodKind::Builtin;
  e->builtin = builtin;
  e->visibility = vis;
  return e;
}

void define_builtin(World& w, Class* klass, const char* name, Builtin builtin, Visibility vis) {
  add_method(w, klass, builtin_entry(w, name, builtin, vis));
}

void define_switching(World& w, Class* klass, const char* name, SwitchingFn fn, int min_args, int max_args,
                      Visibility vis) {
  MethodEntry* e = builtin_entry(w, name, Builtin::Switching, vis);
  e->switching = fn;
  e->min_args = min_args;
  e->max_args = max_args;
  add_method(w, klass, e);
}

void keeps_block(World& w, Class* klass, std::initializer_list<const char*> names) {
  for (const char* name : names) klass->methods.at(w.intern(name))->keeps_block = true;
}

void define_singleton_method(World& w, Class* klass, const char* name, NativeFn fn, int min_args, int max_args) {
  define_method(w, metaclass(w, klass), name, fn, min_args, max_args);
}

Value allocator_undefined(Context& cx, Class* klass) {
  return raisef(cx, cx.world->c.TypeError, "allocator undefined for %s", class_path(cx, klass).c_str());
}

void define_allocator(World& w, Class* klass, Allocator allocator) {
  Allocator inherited = klass->allocator;
  // Its subclasses come after it in w.classes: a class is made after its superclass.
  auto inherits = [&](Class* k) {
    for (Class* s = k->superclass; s; s = s->superclass)
      if (s == klass) return true;
    return false;
  };
  for (auto k = std::find(w.classes.begin(), w.classes.end(), klass); k != w.classes.end(); ++k)
    if (*k == klass || (!(*k)->is_module() && (*k)->allocator == inherited && inherits(*k))) (*k)->allocator = allocator;
}

void undef_allocator(World& w, Class* klass) { define_allocator(w, klass, allocator_undefined); }

void undef_singleton_methods(World& w, Class* klass, std::initializer_list<const char*> names) {
  for (const char* name : names) {
    auto* e = new MethodEntry();
    e->name = w.intern(name);
    e->kind = MethodKind::Undefined;
    add_method(w, metaclass(w, klass), e);
  }
}

void define_module_function(World& w, Class* module, const char* name, NativeFn fn, int min_args,
                            int max_args) {
  define_method(w, module, name, fn, min_args, max_args, Visibility::Private);
  define_singleton_method(w, module, name, fn, min_args, max_args);
}

bool include_module(World& w, Class* klass, Class* module) {
  WorldWrite write(w);
  if (has_ancestor(module, klass)) return false;
  if (has_ancestor(klass, module)) return true;
  klass->includes.push_back(module);
  recompute_affected(w, klass);
  note_module_fast_ops(w, module);
  bump_lookup_serials(w);
  return true;
}

bool prepend_module(World& w, Class* klass, Class* module) {
  WorldWrite write(w);
  if (has_ancestor(module, klass)) return false;
  if (std::find(klass->prepends.begin(), klass->prepends.end(), module) != klass->prepends.end()) return true;
  klass->prepends.insert(klass->prepends.begin(), module);
  recompute_affected(w, klass);
  note_module_fast_ops(w, module);
  bump_lookup_serials(w);
  return true;
}

bool extend_object(Context& cx, Value obj, Class* module) {
  Class* single = singleton_class_of(cx, obj);
  if (!single || !check_frozen(cx, obj)) return false;
  include_module(*cx.world, single, module); // a singleton class is no module's ancestor
  return true;
}

namespace {

// After scope's path changed from old_prefix's: the classes and modules
// named under it while its path was temporary (their paths begin with
// old_prefix) take their path under its new one. When that one is
// permanent, so are theirs, and every temporarily named class among its
// constants takes one (as Ruby names them). Each is renamed before its own
// constants are visited, so a module that holds itself is seen once.
void rename_nested(World& w, Class* scope, const std::string& old_prefix) {
  std::string new_prefix = (scope->path.empty() ? anonymous_class_name(scope) : scope->path) + "::";
  bool permanent = !scope->path.empty() && !scope->temporary_path;
  if (new_prefix == old_prefix) return;
  for (const auto& [name, value] : scope->constants) {
    if (!is_class_or_module(value)) continue;
    Class* c = value.as<Class>();
    if (!c->temporary_path || (!permanent && c->path.compare(0, old_prefix.size(), old_prefix) != 0)) continue;
    std::string old_path = c->path;
    c->path = new_prefix + w.name(name);
    c->temporary_path = !permanent;
    rename_nested(w, c, old_path + "::");
  }
}

} // namespace

void const_set(World& w, Class* klass, Sym name, Value v) {
  WorldWrite write(w);
  if (Value* slot = klass->find_constant(name)) *slot = v;
  else klass->constants.push_back({name, v});
  // Naming an anonymous class by assigning it to a constant: a permanent
  // name under a named scope, a temporary one under an anonymous scope.
  if (is_class_or_module(v)) {
    Class* c = v.as<Class>();
    bool scope_named = klass == w.c.Object || (!klass->path.empty() && !klass->temporary_path);
    if (c->path.empty() || (c->temporary_path && scope_named)) {
      std::string old_path = c->path;
      c->name = name;
      if (klass == w.c.Object) {
        c->path = w.name(name);
      } else if (!klass->path.empty()) {
        c->path = klass->path + "::" + w.name(name);
      } else {
        c->path = anonymous_class_name(klass) + "::" + w.name(name);
      }
      c->temporary_path = !scope_named;
      if (scope_named) rename_nested(w, c, (old_path.empty() ? anonymous_class_name(c) : old_path) + "::");
    }
  }
  w.constant_serial.fetch_add(1, std::memory_order_release);
}

void set_temporary_path(World& w, Class* klass, const std::string& path) {
  WorldWrite write(w);
  std::string old_prefix = (klass->path.empty() ? anonymous_class_name(klass) : klass->path) + "::";
  klass->path = path;
  klass->temporary_path = !path.empty();
  rename_nested(w, klass, old_prefix);
}

const ConstantLocation* constant_location(Class* klass, Sym name) {
  for (const ConstantLocation& l : klass->constant_locations)
    if (l.name == name) return &l;
  return nullptr;
}

namespace {

bool warn_constant_redefined(Context& cx, Class* klass, Sym name) {
  World& w = *cx.world;
  std::string qualified = klass == w.c.Object ? w.name(name) : class_path(cx, klass) + "::" + w.name(name);
  if (!warn_here(cx, "already initialized constant " + qualified)) return false;
  const ConstantLocation* previous = constant_location(klass, name);
  if (!previous || gvar_get(cx, w.sym.dollar_verbose).is_nil()) return true;
  return write_warning(cx, *previous->file + ":" + std::to_string(previous->line) + ": warning: previous definition of " +
                               w.name(name) + " was here\n");
}

} // namespace

bool warn_method_redefined(Context& cx, Class* klass, Sym name) {
  World& w = *cx.world;
  if (!cx.frames.empty() && internal_frame(cx.frames.back())) return true; // the prelude's own definitions
  if (!gvar_get(cx, w.sym.dollar_verbose).truthy()) return true;
  auto found = klass->methods.find(name);
  if (found == klass->methods.end()) return true;
  const MethodEntry* old = found->second;
  if (old->kind == MethodKind::Undefined || old->aliased || old->original_name != old->name) return true;
  if (!warn_here(cx, "method redefined; discarding old " + w.name(name), true)) return false;
  const Iseq* body = old->kind == MethodKind::Iseq                     ? old->iseq
                     : old->kind == MethodKind::ProcBody && old->proc ? old->proc->iseq
                                                                       : nullptr;
  if (!body || internal_iseq(*body)) return true; // written in C++ or in the prelude: CRuby's C methods
  return write_warning(cx, *body->file + ":" + std::to_string(body->first_line) + ": warning: previous definition of " +
                               w.name(name) + " was here\n");
}

bool program_const_set(Context& cx, Class* klass, Sym name, Value v) {
  if (klass->find_constant(name) && !warn_constant_redefined(cx, klass, name)) return false;
  const_set(*cx.world, klass, name, v);
  note_constant_location(cx, klass, name);
  return true;
}

void note_constant_location(Context& cx, Class* klass, Sym name) {
  for (size_t i = cx.frames.size(); i-- > 0;) {
    const Frame& f = cx.frames[i];
    if (internal_frame(f)) continue;
    WorldWrite write(*cx.world);
    auto& locations = klass->constant_locations;
    auto same = [name](const ConstantLocation& l) { return l.name == name; };
    locations.erase(std::remove_if(locations.begin(), locations.end(), same), locations.end());
    locations.push_back({name, f.iseq->file, frame_line(f)});
    return;
  }
}

namespace {

const MethodEntry* lookup_method(const Class* klass, Sym name) {
  for (Class* k : klass->ancestors) {
    auto it = k->methods.find(name);
    if (it != k->methods.end())
      return it->second->kind == MethodKind::Undefined ? nullptr : it->second;
  }
  return nullptr;
}

} // namespace

const MethodEntry* find_method(Context& cx, Class* klass, Sym name) {
  if (!cx.iso) return lookup_method(klass, name);
  // The serial is read before the lookup: a change meanwhile leaves the
  // slot filled under the old serial, so it is never used.
  uint64_t serial = cx.world->method_serial.load(std::memory_order_acquire);
  Isolate::MethodCacheEntry& slot =
      cx.iso->method_cache[((uintptr_t(klass) >> 4) ^ (name * 2654435761u)) & (Isolate::kMethodCacheSize - 1)];
  if (slot.klass == klass && slot.name == name && slot.serial == serial) return slot.entry;
  const MethodEntry* entry = lookup_method(klass, name);
  slot = {klass, name, serial, entry};
  return entry;
}

const MethodEntry* find_method_to_change(Context& cx, Class* klass, Sym name) {
  const MethodEntry* me = find_method(cx, klass, name);
  if (!me && klass->is_module()) me = find_method(cx, cx.world->c.Object, name);
  return me;
}

} // namespace garnet::vm
