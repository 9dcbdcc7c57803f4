// module.cpp — Module and Class: naming, comparison, ancestry, include/
// extend/prepend, method definition and visibility, attribute accessors,
// instantiation (constants and class variables: module_constants.cpp).
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

bool name_arg(Context& cx, Value v, Sym& out) { return name_to_sym(cx, v, out); }

// Flattens symbol arguments (private :a, :b / private [:a, :b]).
bool name_list(Context& cx, int argc, Value* argv, std::vector<Sym>& out) {
  for (int i = 0; i < argc; i++) {
    if (is_array(argv[i])) {
      std::vector<Value> items = as_array(argv[i])->items.to_vector();
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

// Whether text is a constant path ("Foo", "::Foo::Bar"), which a temporary
// name must not look like.
bool constant_path(std::string_view text) {
  if (text.substr(0, 2) == "::") text.remove_prefix(2);
  while (true) {
    size_t end = text.find("::");
    std::string_view segment = text.substr(0, end);
    if (segment.empty() || !(segment[0] >= 'A' && segment[0] <= 'Z')) return false;
    for (unsigned char c : segment)
      if (!(std::isalnum(c) || c == '_' || c >= 0x80)) return false;
    if (end == std::string_view::npos) return true;
    text.remove_prefix(end + 2);
  }
}

// Module#set_temporary_name(name): what an anonymous module is called
// until a constant names it; nil makes it anonymous again.
NATIVE(mod_set_temporary_name) {
  Class* k = self_class(self);
  if (!k->path.empty() && !k->temporary_path) return raise(cx, cx.world->c.RuntimeError, "can't change permanent name");
  std::string path;
  if (!argv[0].is_nil()) {
    Value name = implicit_string(cx, argv[0]);
    if (name.is_undef()) return name;
    path = str(name);
    if (path.empty()) return raise(cx, cx.world->c.ArgumentError, "empty class/module name");
    if (constant_path(path))
      return raise(cx, cx.world->c.ArgumentError, "the temporary name must not be a constant path to avoid confusion");
  }
  set_temporary_path(*cx.world, k, path);
  return self;
}

// Module#initialize: a block given to Module.new, or passed on by a
// subclass's initialize, runs as module_exec with the module as argument.
NATIVE(mod_initialize) {
  if (!is_proc(block)) return Value::nil();
  return call(cx, self, intern(cx, "module_exec"), 1, &self, block).is_undef() ? Value::undef() : Value::nil();
}

NATIVE(mod_to_s) { return new_string(cx, module_inspect(cx, self_class(self))); }

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
      return raise_wrong_type(cx, m, "Module");
    }
    if (call(cx, m, intern(cx, "append_features"), 1, &self).is_undef()) return Value::undef();
    const MethodEntry* hook = find_method(cx, class_of(cx, m), w.sym.included);
    if (hook && hook->kind != MethodKind::Native && call(cx, m, w.sym.included, 1, &self).is_undef())
      return Value::undef();
  }
  return self;
}

NATIVE(mod_prepend) {
  for (int i = argc; i-- > 0;) {
    Value m = argv[i];
    if (!is_class_or_module(m) || !m.as<Class>()->is_module()) {
      return raise_wrong_type(cx, m, "Module");
    }
    if (call(cx, m, intern(cx, "prepend_features"), 1, &self).is_undef()) return Value::undef();
    Sym prepended = intern(cx, "prepended");
    const MethodEntry* hook = find_method(cx, class_of(cx, m), prepended);
    if (hook && hook->kind != MethodKind::Native && call(cx, m, prepended, 1, &self).is_undef()) return Value::undef();
  }
  return self;
}

// append_features(klass) and prepend_features(klass): what include and
// prepend do for each module before its included/prepended hook; a module
// may redefine them (and call super).
// Both raise FrozenError for a frozen klass, and ArgumentError when klass is
// among the module's ancestors (the lookup chain would be cyclic).
// A class (a Module method rebound to one) cannot be mixed in: TypeError.
bool self_is_module(Context& cx, Value self) {
  if (self_class(self)->is_module()) return true;
  raise_wrong_type(cx, self, "Module");
  return false;
}

NATIVE(mod_append_features) {
  if (!self_is_module(cx, self)) return Value::undef();
  if (!is_class_or_module(argv[0])) return raise_wrong_type(cx, argv[0], "Class");
  if (!check_frozen(cx, argv[0])) return Value::undef();
  if (!include_module(*cx.world, argv[0].as<Class>(), self_class(self)))
    return raise(cx, cx.world->c.ArgumentError, "cyclic include detected");
  return self;
}

NATIVE(mod_prepend_features) {
  if (!self_is_module(cx, self)) return Value::undef();
  if (!is_class_or_module(argv[0])) return raise_wrong_type(cx, argv[0], "Class");
  if (!check_frozen(cx, argv[0])) return Value::undef();
  if (!prepend_module(*cx.world, argv[0].as<Class>(), self_class(self)))
    return raise(cx, cx.world->c.ArgumentError, "cyclic prepend detected");
  return self;
}

// ruby2_keywords(*names): marks each named method of the module (one with
// a *rest and no keyword or post parameters) to keep keywords it is given
// for a later f(*rest), as Ruby 2 did (see ParamSpec::ruby2_keywords);
// warns for the others.
NATIVE(mod_ruby2_keywords) {
  Class* k = self_class(self);
  std::vector<Value> names(argv, argv + argc);
  for (Value name : names) {
    Sym sym;
    if (!name_arg(cx, name, sym)) return Value::undef();
    auto it = k->methods.find(sym);
    if (it == k->methods.end() || it->second->kind == MethodKind::Undefined) {
      std::string message = "undefined method '" + cx.world->name(sym) + "' for " +
                            (k->is_module() ? "module '" : "class '") + module_inspect(cx, k) + "'";
      return raise_name_error(cx, cx.world->c.NameError, message, sym, self);
    }
    const MethodEntry* me = it->second;
    const Iseq* code = me->kind == MethodKind::Iseq       ? me->iseq
                       : me->kind == MethodKind::ProcBody ? me->proc->iseq
                                                          : nullptr;
    std::string skipped = "Skipping set of ruby2_keywords flag for " + cx.world->name(sym);
    if (!code) {
      if (!warn_here(cx, skipped + " (method not defined in Ruby)")) return Value::undef();
      continue;
    }
    ParamSpec& params = const_cast<Iseq*>(code)->params;
    if (params.rest && !params.has_kw() && params.post == 0) {
      params.ruby2_keywords = true;
    } else if (!warn_here(cx, skipped + " (method accepts keywords or post arguments or method does not accept argument splat)")) {
      return Value::undef();
    }
  }
  return Value::nil();
}

// extend_object(obj): what Kernel#extend does for each module.
NATIVE(mod_extend_object) {
  if (!self_is_module(cx, self)) return Value::undef();
  return extend_object(cx, argv[0], self_class(self)) ? argv[0] : Value::undef();
}

NATIVE(mod_include_p) {
  if (!is_class_or_module(argv[0]) || !argv[0].as<Class>()->is_module())
    return raise_wrong_type(cx, argv[0], "Module");
  Class* m = argv[0].as<Class>();
  return Value::boolean(self_class(self) != m && descends(self_class(self), m));
}

NATIVE(mod_included_modules) {
  std::vector<Value> out;
  for (Class* k : self_class(self)->ancestors)
    if (k->is_module() && k != self_class(self)) out.push_back(Value::object(k));
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
    for (Cref* c = lexical_cref(cx.frames.back().cref); c && c->parent; c = c->parent)
      if (!c->for_methods_only) out.push_back(Value::object(c->klass));
  return new_array(cx, std::move(out));
}

// method_defined?(name, inherit = true) and co.: without inherit, only the
// module's own methods.
Value method_defined(Context& cx, Value self, int argc, Value* argv, bool (*want)(Visibility)) {
  Sym s;
  if (!name_arg(cx, argv[0], s)) return Value::undef();
  Class* k = self_class(self);
  const MethodEntry* me = nullptr;
  if (argc < 2 || argv[1].truthy()) {
    me = find_method(cx, k, s);
  } else if (auto it = k->methods.find(s); it != k->methods.end() && it->second->kind != MethodKind::Undefined) {
    me = it->second;
  }
  return Value::boolean(me && reflection_shows(*cx.world, *me) && want(me->visibility));
}
NATIVE(mod_method_defined_p) {
  return method_defined(cx, self, argc, argv, [](Visibility v) { return v != Visibility::Private; });
}
NATIVE(mod_public_method_defined_p) {
  return method_defined(cx, self, argc, argv, [](Visibility v) { return v == Visibility::Public; });
}
NATIVE(mod_private_method_defined_p) {
  return method_defined(cx, self, argc, argv, [](Visibility v) { return v == Visibility::Private; });
}
NATIVE(mod_protected_method_defined_p) {
  return method_defined(cx, self, argc, argv, [](Visibility v) { return v == Visibility::Protected; });
}

// instance_method(name) and public_instance_method(name): the method as an
// UnboundMethod; NameError when there is none (or, for the latter, when it
// is not public).
Value unbound_method(Context& cx, Value self, Value name, bool public_only) {
  Sym s;
  if (!name_arg(cx, name, s)) return Value::undef();
  Class* k = self_class(self);
  const MethodEntry* me = find_method(cx, k, s);
  std::string kind = k->is_module() ? "module '" : "class '";
  if (!me || !reflection_shows(*cx.world, *me)) {
    std::string msg = "undefined method '" + cx.world->name(s) + "' for " + kind + class_path(cx, k) + "'";
    return raise_name_error(cx, cx.world->c.NameError, msg, s, self);
  }
  if (public_only && me->visibility != Visibility::Public) {
    std::string msg = "method '" + cx.world->name(s) + "' for " + kind + class_path(cx, k) + "' is " +
                      (me->visibility == Visibility::Protected ? "protected" : "private");
    return raise_name_error(cx, cx.world->c.NameError, msg, s, self);
  }
  vm::Method* m = cx.iso->heap.make<vm::Method>(cx.world->c.UnboundMethod, Type::Method);
  m->receiver = Value::nil();
  m->entry = me;
  m->owner = me->owner;
  m->name = s;
  m->origin = k;
  m->flags |= FL_UNBOUND;
  return Value::object(m);
}

NATIVE(mod_instance_method) { return unbound_method(cx, self, argv[0], false); }
NATIVE(mod_public_instance_method) { return unbound_method(cx, self, argv[0], true); }

// The TypeError define_method raises for a Method or UnboundMethod of a
// class klass does not descend from; true when it may be defined there.
bool method_fits(Context& cx, Class* klass, const vm::Method* m) {
  Class* owner = m->owner;
  if (owner == klass || owner->is_module() || descends(klass, owner)) return true;
  if (owner->is_singleton()) raise(cx, cx.world->c.TypeError, "can't bind singleton method to a different class");
  else raisef(cx, cx.world->c.TypeError, "bind argument must be a subclass of %s", class_path(cx, owner).c_str());
  return false;
}

// The visibility define_method gives: the default of the class body that
// calls it on its own class, else public (private for initialize & co.).
Visibility defined_visibility(Context& cx, Value self, Sym name) {
  if (private_by_name(*cx.world, name)) return Visibility::Private;
  if (cx.frames.empty()) return Visibility::Public;
  const Frame& caller = cx.frames.back();
  if (caller.regs[0] != self || !caller.cref || caller.cref->klass != self_class(self)) return Visibility::Public;
  return caller.visibility;
}

NATIVE(mod_define_method) {
  Sym s;
  if (!name_arg(cx, argv[0], s)) return Value::undef();
  Value body = argc > 1 ? argv[1] : block;
  if (argc > 1 && !is_proc(body) && !is_type(body, Type::Method))
    return raise_wrong_type(cx, body, "Proc/Method/UnboundMethod");
  if (!is_proc(body) && !is_type(body, Type::Method))
    return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  if (!check_frozen(cx, self)) return Value::undef();
  // (The prelude shares bodies between unrelated classes: Data's == is Struct's.)
  bool from_prelude = !cx.frames.empty() && internal_frame(cx.frames.back());
  if (is_type(body, Type::Method) && !from_prelude && !method_fits(cx, self_class(self), body.as<vm::Method>()))
    return Value::undef();
  if (!warn_method_redefined(cx, self_class(self), s)) return Value::undef();
  MethodEntry* e = new MethodEntry();
  if (is_proc(body)) {
    e->kind = MethodKind::ProcBody;
    e->proc = body.as<Proc>();
    e->original_name = s;
    cx.iso->extra_roots.push_back(body);
  } else {
    *e = *body.as<vm::Method>()->entry; // keeps its original name
  }
  e->name = s;
  e->visibility = defined_visibility(cx, self, s);
  if (e->visibility == Visibility::ModuleFunction) add_module_function(*cx.world, self_class(self), e);
  else add_method(*cx.world, self_class(self), e);
  if (!notify_method_added(cx, self_class(self), s)) return Value::undef();
  return Value::symbol(s);
}

NATIVE(mod_alias_method) {
  Sym a, b;
  if (!name_arg(cx, argv[0], a) || !name_arg(cx, argv[1], b) || !check_frozen(cx, self)) return Value::undef();
  if (!alias_method(cx, self_class(self), a, b)) return Value::undef();
  return Value::symbol(a);
}

NATIVE(mod_remove_method) {
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names) || (argc > 0 && !check_frozen(cx, self))) return Value::undef();
  Class* k = self_class(self);
  for (Sym s : names) {
    if (!k->methods.count(s))
      return raisef(cx, cx.world->c.NameError, "method '%s' not defined in %s", cx.world->name(s).c_str(),
                    class_path(cx, k).c_str());
    remove_method_entry(*cx.world, k, s);
    if (!notify_method_change(cx, k, s, cx.world->sym.method_removed, cx.world->sym.singleton_method_removed))
      return Value::undef();
  }
  return self;
}

NATIVE(mod_undef_method) {
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names) || (argc > 0 && !check_frozen(cx, self))) return Value::undef();
  for (Sym s : names)
    if (!undef_method(cx, self_class(self), s)) return Value::undef();
  return self;
}

// Defines one attribute accessor and calls the method_added hook for it;
// false when the hook raised.
bool define_attr(Context& cx, Class* klass, Sym name, MethodKind kind, Sym ivar, Visibility vis, int32_t member = -1) {
  if (!warn_method_redefined(cx, klass, name)) return false;
  MethodEntry* e = new MethodEntry();
  e->name = name;
  e->kind = kind;
  e->ivar = ivar;
  e->member = member;
  e->visibility = vis;
  add_method(*cx.world, klass, e);
  return notify_method_added(cx, klass, name);
}

// An attribute's name: an identifier that could name a local variable or
// a constant (letters, digits, _ and non-ASCII characters, no digit first).
bool attribute_name(std::string_view n) {
  if (n.empty() || (n[0] >= '0' && n[0] <= '9')) return false;
  for (unsigned char c : n)
    if (!(std::isalnum(c) || c == '_' || c >= 0x80)) return false;
  return true;
}

Value define_attrs(Context& cx, Value self, int argc, Value* argv, bool reader, bool writer) {
  std::vector<Sym> names;
  if (!name_list(cx, argc, argv, names)) return Value::undef();
  World& w = *cx.world;
  for (Sym s : names)
    if (!attribute_name(w.name(s)))
      return raise_name_error(cx, w.c.NameError, "invalid attribute name '" + w.name(s) + "'", s, self);
  // Under `private` in a class body; never the main script's private
  // default (main has no attr_accessor of its own).
  const Frame* caller = cx.frames.empty() ? nullptr : &cx.frames.back();
  Visibility vis = caller && caller->kind != FrameKind::Top ? caller->visibility : Visibility::Public;
  if (vis == Visibility::ModuleFunction) vis = Visibility::Public;
  std::vector<Value> defined;
  for (Sym s : names) {
    const std::string& n = w.name(s);
    Sym ivar = w.intern("@" + n);
    if (reader) {
      if (!define_attr(cx, self_class(self), s, MethodKind::AttrReader, ivar, vis)) return Value::undef();
      defined.push_back(Value::symbol(s));
    }
    if (writer) {
      Sym setter = w.intern(n + "=");
      if (!define_attr(cx, self_class(self), setter, MethodKind::AttrWriter, ivar, vis)) return Value::undef();
      defined.push_back(Value::symbol(setter));
    }
  }
  return new_array(cx, std::move(defined));
}

// Module#__struct_member(name, index, writer) (private, for the Struct and
// Data classes of core/prelude/90_struct.rb and 91_data.rb): the reader
// (and writer) of the member at `index` of the @__values Array, attr
// accessors that the interpreter runs without a call.
NATIVE(mod_struct_member) {
  Sym name;
  int64_t index;
  if (!name_to_sym(cx, argv[0], name) || !to_int64(cx, argv[1], index)) return Value::undef();
  World& w = *cx.world;
  Sym values = w.sym.record_values;
  Class* klass = self_class(self);
  if (!define_attr(cx, klass, name, MethodKind::AttrReader, values, Visibility::Public, int32_t(index)))
    return Value::undef();
  if (argv[2].truthy() &&
      !define_attr(cx, klass, w.intern(w.name(name) + "="), MethodKind::AttrWriter, values, Visibility::Public,
                   int32_t(index)))
    return Value::undef();
  return Value::nil();
}

NATIVE(mod_attr_reader) {
  return define_attrs(cx, self, argc, argv, true, false);
}
// attr(name, true) and attr(name, false): the obsolete form of attr_accessor
// and attr_reader (warned about under -w).
NATIVE(mod_attr) {
  if (argc == 2 && (argv[1].is_true() || argv[1].is_false())) {
    bool writer = argv[1].is_true();
    if (!warn_here(cx, "optional boolean argument is obsoleted", true)) return Value::undef();
    return define_attrs(cx, self, 1, argv, true, writer);
  }
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
  if (!check_class_unfrozen(cx, k)) return Value::undef();
  for (Sym s : names) {
    const MethodEntry* me = find_method_to_change(cx, k, s);
    if (!me)
      return raisef(cx, w.c.NameError, "undefined method '%s' for %s '%s'", w.name(s).c_str(),
                    k->is_module() ? "module" : "class", class_path(cx, k).c_str());
    if (vis == Visibility::ModuleFunction) {
      add_module_function(w, k, new MethodEntry(*me));
      continue;
    }
    if (me->visibility == vis) continue; // an inherited one stays where it is
    if (me->owner == k) {
      MethodEntry* own = const_cast<MethodEntry*>(me);
      own->visibility = vis;
      method_entry_changed(w, k, own);
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
  if (!self_class(self)->is_module())
    return raise(cx, cx.world->c.TypeError, "module_function must be called for modules");
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

NATIVE(mod_hash) { return Value::fixnum(int64_t(self.bits() >> 3)); }

// ---- Class ----

NATIVE(class_allocate) { return allocate_instance(cx, self_class(self)); }

Value allocate_class(Context& cx, Class*) { return Value::object(new_uninitialized_class(*cx.world)); }

NATIVE(class_superclass) {
  Class* k = self_class(self);
  // A class's singleton class inherits from its superclass's singleton class.
  if (k->is_singleton() && is_class_or_module(k->attached) && !k->attached.as<Class>()->is_module()) {
    Class* sup = k->attached.as<Class>()->superclass;
    return sup ? Value::object(singleton_class_of(cx, Value::object(sup))) : Value::object(cx.world->c.Class);
  }
  if (is_uninitialized_class(*cx.world, k)) return raise(cx, cx.world->c.TypeError, "uninitialized class");
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

std::string module_inspect(Context& cx, Class* k) {
  char address[24];
  if (!k->path.empty()) return k->path;
  if (k->is_singleton()) {
    Value a = k->attached;
    if (is_class_or_module(a)) return "#<Class:" + module_inspect(cx, a.as<Class>()) + ">";
    snprintf(address, sizeof address, ":0x%016" PRIx64, uint64_t(a.bits()));
    return "#<Class:#<" + module_inspect(cx, real_class(cx, a)) + address + ">>";
  }
  snprintf(address, sizeof address, ":0x%016" PRIx64, uint64_t(Value::object(k).bits()));
  return std::string(k->is_module() ? "#<Module" : "#<Class") + address + ">";
}

NATIVE(main_include) {
  return mod_include(cx, Value::object(cx.world->c.Object), argc, argv, block);
}

NATIVE(main_define_method) {
  return mod_define_method(cx, Value::object(cx.world->c.Object), argc, argv, block);
}

NATIVE(main_ruby2_keywords) {
  return mod_ruby2_keywords(cx, Value::object(cx.world->c.Object), argc, argv, block);
}

NATIVE(main_public) { return set_visibility(cx, Value::object(cx.world->c.Object), argc, argv, Visibility::Public); }
NATIVE(main_private) { return set_visibility(cx, Value::object(cx.world->c.Object), argc, argv, Visibility::Private); }

void init_module(World& w) {
  Class* m = w.c.Module;
  define_method(w, m, "name", mod_name, 0, 0);
  define_method(w, m, "set_temporary_name", mod_set_temporary_name, 1, 1);
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
  define_method(w, m, "public_instance_method", mod_public_instance_method, 1, 1);
  define_method(w, m, "define_method", mod_define_method, 1, 2);
  keeps_block(w, m, {"define_method"});
  define_method(w, m, "alias_method", mod_alias_method, 2, 2);
  define_method(w, m, "remove_method", mod_remove_method, 0, -1);
  define_method(w, m, "undef_method", mod_undef_method, 0, -1);
  define_method(w, m, "attr_reader", mod_attr_reader, 0, -1);
  define_method(w, m, "__struct_member", mod_struct_member, 3, 3, Visibility::Private);
  define_method(w, m, "attr", mod_attr, 0, -1);
  define_method(w, m, "attr_writer", mod_attr_writer, 0, -1);
  define_method(w, m, "attr_accessor", mod_attr_accessor, 0, -1);
  define_method(w, m, "private", mod_private, 0, -1, Visibility::Private);
  define_method(w, m, "public", mod_public, 0, -1, Visibility::Private);
  define_method(w, m, "protected", mod_protected, 0, -1, Visibility::Private);
  define_method(w, m, "module_function", mod_module_function, 0, -1, Visibility::Private);
  define_method(w, m, "private_class_method", mod_private_class_method, 0, -1);
  define_method(w, m, "public_class_method", mod_public_class_method, 0, -1);
  for (const char* hook :
       {"included", "extended", "prepended", "method_added", "method_removed", "method_undefined", "inherited"})
    define_method(w, m, hook, mod_noop, 0, 1, Visibility::Private);
  define_builtin(w, m, "class_eval", Builtin::ClassExec);
  define_builtin(w, m, "module_eval", Builtin::ClassExec);
  define_builtin(w, m, "class_exec", Builtin::ClassExec);
  define_builtin(w, m, "module_exec", Builtin::ClassExec);
  define_method(w, m, "initialize", mod_initialize, 0, 0, Visibility::Private);
  define_builtin(w, metaclass(w, m), "new", Builtin::NewClass);

  Class* c = w.c.Class;
  define_method(w, c, "allocate", class_allocate, 0, 0);
  define_method(w, c, "superclass", class_superclass, 0, 0);
  define_allocator(w, c, allocate_class);
  define_singleton_method(w, w.c.ObjectSpace, "__modules", os_modules, 0, 0);
  define_method(w, w.c.Module, "singleton_class?", mod_singleton_class_p, 0, 0);
  define_method(w, c, "subclasses", class_subclasses, 0, 0);
  // What only modules do (rb_undef_method on Class, as CRuby).
  for (const char* only_modules : {"append_features", "prepend_features", "extend_object", "module_function"}) {
    auto* e = new MethodEntry();
    e->name = w.intern(only_modules);
    e->kind = MethodKind::Undefined;
    add_method(w, c, e);
  }
  define_builtin(w, c, "new", Builtin::ClassNew);
  define_builtin(w, metaclass(w, c), "new", Builtin::NewClass);
}

} // namespace garnet::core
