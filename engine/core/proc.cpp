// proc.cpp — Proc, Method and UnboundMethod, and Symbol#to_proc; Module#__arity_as_native,
// with which a prelude method reports its arity and parameters as a C method.
// Calling a Proc or Method is an interpreter builtin (no C++ frame under the block).
#include <cinttypes>
#include <cstdio>

#include "core/core.h"
#include "core/numeric_ops.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

int entry_arity(const MethodEntry* me) {
  switch (me->kind) {
    case MethodKind::Iseq:
      if (me->arity_as_native) {
        const ParamSpec& p = me->iseq->params;
        return p.optional || p.rest ? -1 : p.required + p.post;
      }
      return me->iseq->params.arity();
    case MethodKind::Native: return me->min_args == me->max_args ? me->min_args : -1; // as CRuby's C methods
    case MethodKind::AttrReader: return 0;
    case MethodKind::AttrWriter: return 1;
    case MethodKind::ProcBody: return me->proc->iseq ? me->proc->iseq->params.arity() : -1;
    default: return -1;
  }
}

// [[:req, :a], [:opt, :b], ...]; procs report required parameters as :opt.
Value parameter_list(Context& cx, const ParamSpec& spec, bool lenient) {
  std::vector<Value> out;
  for (auto& [kind, name] : spec.list) {
    std::string k = lenient && std::string(kind) == "req" ? "opt" : kind;
    std::vector<Value> pair{symbol_value(cx, k)};
    if (name) pair.push_back(Value::symbol(name));
    out.push_back(new_array(cx, std::move(pair)));
  }
  return new_array(cx, std::move(out));
}

Value entry_parameters(Context& cx, const MethodEntry* me) {
  switch (me->kind) {
    case MethodKind::Iseq:
      if (!me->arity_as_native) return parameter_list(cx, me->iseq->params, false);
      break;
    case MethodKind::ProcBody:
      if (me->proc->iseq) return parameter_list(cx, me->proc->iseq->params, false);
      break;
    case MethodKind::AttrWriter: { // a Struct member's writer names its parameter _, as CRuby's
      Value req = new_array(cx);
      as_array(req)->items.push_back(symbol_value(cx, "req"));
      if (me->member >= 0) as_array(req)->items.push_back(symbol_value(cx, "_"));
      return new_array(cx, &req, 1);
    }
    case MethodKind::AttrReader: return new_array(cx);
    default: break;
  }
  // Natives: CRuby describes C methods by arity only.
  std::vector<Value> out;
  int arity = entry_arity(me);
  int required = arity < 0 ? -arity - 1 : arity;
  for (int i = 0; i < required; i++) {
    Value req = symbol_value(cx, "req");
    out.push_back(new_array(cx, &req, 1));
  }
  if (arity < 0) {
    Value rest = symbol_value(cx, "rest");
    out.push_back(new_array(cx, &rest, 1));
  }
  return new_array(cx, std::move(out));
}

// ---- Proc ----

// parameters(lambda: nil): lambda: true describes a proc as if it were a lambda.
NATIVE(proc_parameters) {
  Proc* p = self.as<Proc>();
  bool as_lambda = p->is_lambda();
  if (argc > 0 && kwargs_given(cx)) {
    Value l = kwarg(cx, argv[argc - 1], "lambda");
    if (!l.is_undef() && !l.is_nil()) as_lambda = l.truthy();
  }
  if (p->symbol) { // &:name takes a receiver and any arguments
    Value kinds[2] = {symbol_value(cx, "req"), symbol_value(cx, "rest")};
    Value list[2] = {new_array(cx, &kinds[0], 1), new_array(cx, &kinds[1], 1)};
    return new_array(cx, list, 2);
  }
  if (is_type(p->bound, Type::Method)) return entry_parameters(cx, p->bound.as<vm::Method>()->entry);
  return parameter_list(cx, p->iseq->params, !as_lambda);
}

// Proc.new: the block itself, or in a subclass a copy of it of that class;
// then initialize with the arguments, as in Ruby (without the block: this
// native keeps its block and runs inline, so a call from it may not switch).
NATIVE(proc_s_new) {
  if (!is_proc(block)) return raise(cx, cx.world->c.ArgumentError, "tried to create Proc object without a block");
  Class* k = self.as<Class>();
  Value p = block;
  if (k != cx.world->c.Proc) {
    Proc* copy = cx.iso->heap.make<Proc>(k, Type::Proc);
    copy_proc_body(copy, *block.as<Proc>());
    copy->flags = block.as_obj()->flags & FL_LAMBDA;
    p = Value::object(copy);
  }
  if (call(cx, p, cx.world->sym.initialize, argc, argv, Value::nil()).is_undef()) return Value::undef();
  return p;
}

NATIVE(proc_arity) {
  Proc* p = self.as<Proc>();
  if (p->symbol) return Value::fixnum(-2);
  if (is_type(p->bound, Type::Method)) return Value::fixnum(entry_arity(p->bound.as<vm::Method>()->entry));
  const ParamSpec& spec = p->iseq->params;
  int arity = spec.arity();
  if (p->is_lambda() || arity >= 0) return Value::fixnum(arity);
  // A proc's arity is its minimum unless it takes any number of arguments.
  int min = -arity - 1;
  return Value::fixnum(spec.rest ? arity : min);
}

// Copies of a proc (dup, clone) are == and hash alike, as in CRuby: same
// body, same captured scope, same self and lambda-ness.
bool same_proc(Value a, Value b) {
  if (!is_proc(b)) return false;
  Proc *p = a.as<Proc>(), *q = b.as<Proc>();
  return p == q || (p->iseq && p->iseq == q->iseq && p->env == q->env && p->self == q->self &&
                    p->is_lambda() == q->is_lambda());
}

NATIVE(proc_eq) { return Value::boolean(same_proc(self, argv[0])); }

NATIVE(proc_hash) {
  Proc* p = self.as<Proc>();
  if (!p->iseq) return hash_value(mix(uint64_t(self.bits())));
  return hash_value(mix(uint64_t(reinterpret_cast<uintptr_t>(p->iseq)) ^ mix(uint64_t(reinterpret_cast<uintptr_t>(p->env)))));
}

NATIVE(proc_lambda_p) { return Value::boolean(self.as<Proc>()->is_lambda()); }
NATIVE(proc_to_proc) { return self; }

// ruby2_keywords: as Module#ruby2_keywords, for the block's parameters.
NATIVE(proc_ruby2_keywords) {
  Proc* p = self.as<Proc>();
  if (p->iseq && p->iseq->params.rest && !p->iseq->params.has_kw())
    const_cast<Iseq*>(p->iseq)->params.ruby2_keywords = true;
  return self;
}

NATIVE(proc_inspect) {
  Proc* p = self.as<Proc>();
  char buf[48];
  snprintf(buf, sizeof buf, "#<Proc:0x%016" PRIx64, uint64_t(self.bits()));
  std::string out = buf;
  if (p->symbol) {
    Value shown = inspect(cx, Value::symbol(p->symbol));
    if (shown.is_undef()) return shown;
    out += "(&" + str(shown) + ")";
  }
  else if (p->iseq) out += " " + *p->iseq->file + ":" + std::to_string(p->iseq->first_line);
  if (p->is_lambda()) out += " (lambda)";
  return new_binary_string(cx, out + ">"); // BINARY, as CRuby's
}

NATIVE(proc_source_location) {
  Proc* p = self.as<Proc>();
  if (!p->bound.is_nil() && !p->bound.is_undef()) // Method#to_proc: where the method is
    return call(cx, p->bound, cx.world->intern("source_location"));
  if (!p->iseq) return Value::nil();
  Value items[2] = {new_string(cx, *p->iseq->file), Value::fixnum(p->iseq->first_line)};
  return new_array(cx, items, 2);
}

// ---- Method / UnboundMethod ----

vm::Method* as_method(Value v) { return v.as<vm::Method>(); }

// The bytecode of a method written in Ruby (def or define_method), else null.
const Iseq* ruby_code(const MethodEntry* me) {
  if (me->kind == MethodKind::Iseq) return me->iseq;
  return me->kind == MethodKind::ProcBody ? me->proc->iseq : nullptr;
}

NATIVE(method_arity) {
  return Value::fixnum(entry_arity(as_method(self)->entry));
}
NATIVE(method_parameters) {
  return entry_parameters(cx, as_method(self)->entry);
}
// Module#__arity_as_native(*names), for the prelude: its methods of these
// names, which stand in for CRuby's C methods, report their arity as those do.
NATIVE(mod_arity_as_native) {
  Class* klass = self.as<Class>();
  for (int i = 0; i < argc; i++) {
    auto found = argv[i].is_symbol() ? klass->methods.find(argv[i].as_symbol()) : klass->methods.end();
    if (found == klass->methods.end() || found->second->kind != MethodKind::Iseq)
      return raisef(cx, cx.world->c.ArgumentError, "no method %s of its own to describe as native",
                    argv[i].is_symbol() ? cx.world->name(argv[i].as_symbol()).c_str() : "(not a Symbol)");
    found->second->arity_as_native = true;
  }
  return Value::nil();
}

NATIVE(method_name) { return Value::symbol(as_method(self)->name); }
NATIVE(method_original_name) {
  return Value::symbol(as_method(self)->entry->original_name);
}
NATIVE(method_owner) { return Value::object(as_method(self)->owner); }
NATIVE(method_receiver) { return as_method(self)->receiver; }

NATIVE(method_to_proc) {
  Proc* p = cx.iso->heap.make<Proc>(cx.world->c.Proc, Type::Proc);
  p->bound = self;
  p->flags |= FL_LAMBDA;
  return Value::object(p);
}

NATIVE(method_unbind) {
  vm::Method* src = as_method(self);
  vm::Method* m = cx.iso->heap.make<vm::Method>(cx.world->c.UnboundMethod, Type::Method);
  m->receiver = Value::nil();
  m->entry = src->entry;
  m->owner = src->owner;
  m->name = src->name;
  m->origin = class_of(cx, src->receiver);
  m->flags |= FL_UNBOUND;
  return Value::object(m);
}

// The method `super` would call from this one: the next definition of the
// name after the owner in the receiver's (or, unbound, the class it was
// looked up from) ancestors.
NATIVE(method_super_method) {
  vm::Method* src = as_method(self);
  bool unbound = src->flags & FL_UNBOUND;
  Class* start = !unbound ? class_of(cx, src->receiver) : src->origin ? src->origin : src->owner;
  bool past_owner = false;
  for (Class* k : start->ancestors) {
    if (!past_owner) {
      past_owner = k == src->owner;
      continue;
    }
    auto it = k->methods.find(src->name);
    if (it == k->methods.end()) continue;
    if (it->second->kind == MethodKind::Undefined) break;
    vm::Method* m = cx.iso->heap.make<vm::Method>(unbound ? cx.world->c.UnboundMethod : cx.world->c.Method, Type::Method);
    m->receiver = src->receiver;
    m->entry = it->second;
    m->owner = k;
    m->name = src->name;
    m->origin = src->origin;
    m->flags |= src->flags & FL_UNBOUND;
    return Value::object(m);
  }
  return Value::nil();
}

NATIVE(method_bind) {
  vm::Method* src = as_method(self);
  if (!src->owner->is_module() && !is_a(cx, argv[0], src->owner)) {
    std::string owner = class_path(cx, src->owner);
    return raisef(cx, cx.world->c.TypeError, "bind argument must be an instance of %s", owner.c_str());
  }
  vm::Method* m = cx.iso->heap.make<vm::Method>(cx.world->c.Method, Type::Method);
  m->receiver = argv[0];
  m->entry = src->entry;
  m->owner = src->owner;
  m->name = src->name;
  return Value::object(m);
}

// "(a, b = ..., *r, k:, &blk)" from #parameters' list; C methods: "(*)" or "(_, _)".
std::string signature_text(Context& cx, const MethodEntry* me) {
  Value params = entry_parameters(cx, me);
  std::string out = "(";
  bool native = me->kind == MethodKind::Native || me->kind == MethodKind::Builtin;
  for (size_t i = 0; i < as_array(params)->items.size(); i++) {
    Array* pair = as_array(as_array(params)->items[i]);
    std::string kind = cx.world->name(pair->items[0].as_symbol());
    std::string name = pair->items.size() > 1 ? cx.world->name(pair->items[1].as_symbol()) : "";
    if (i) out += ", ";
    if (kind == "req") out += name.empty() ? "_" : name;
    else if (kind == "opt") out += name + "=...";
    else if (kind == "rest") out += native ? "*" : "*" + name;
    else if (kind == "keyreq") out += name + ":";
    else if (kind == "key") out += name + ": ...";
    else if (kind == "keyrest") out += "**" + name;
    else if (kind == "nokey") out += "**nil";
    else if (kind == "block") out += "&" + name;
  }
  return out + ")";
}

// #<Method: Class(Owner)#name(original)(params) file:line>, as CRuby 4.0:
// a singleton method shows its receiver (#<Method: obj.name...>), an
// UnboundMethod only its owner.
NATIVE(method_inspect) {
  vm::Method* m = as_method(self);
  bool unbound = m->flags & FL_UNBOUND;
  std::string who, sep = "#";
  if (unbound) {
    who = module_inspect(cx, m->owner);
  } else if (m->owner->is_singleton()) {
    Value attached = m->owner->attached;
    sep = ".";
    if (!append_inspect(cx, who, m->receiver)) return Value::undef();
    if (m->receiver != attached) {
      who += "(";
      if (!append_inspect(cx, who, attached)) return Value::undef();
      who += ")";
    }
  } else {
    // The receiver's class, or its singleton class when it is a class or module.
    Class* origin = class_of(cx, m->receiver);
    if (origin->is_singleton() && !is_class_or_module(origin->attached)) origin = real_class(cx, m->receiver);
    who = module_inspect(cx, origin);
    if (origin != m->owner) who += "(" + module_inspect(cx, m->owner) + ")";
  }
  std::string out = (unbound ? "#<UnboundMethod: " : "#<Method: ") + who + sep + cx.world->name(m->name);
  if (m->entry->original_name && m->entry->original_name != m->name)
    out += "(" + cx.world->name(m->entry->original_name) + ")";
  out += signature_text(cx, m->entry);
  if (const Iseq* code = ruby_code(m->entry)) out += " " + *code->file + ":" + std::to_string(code->first_line);
  return new_string(cx, out + ">");
}

// [file, line] of a method written in Ruby; nil for a C++ or core prelude one
// (as CRuby answers for its methods written in C).
NATIVE(method_source_location) {
  const Iseq* code = ruby_code(as_method(self)->entry);
  if (!code || code->builtin) return Value::nil();
  Value items[2] = {new_string(cx, *code->file), Value::fixnum(code->first_line)};
  return new_array(cx, items, 2);
}

// What makes two entries one definition: an alias, or a method defined from
// another (define_method(:b, instance_method(:a))), is the same method.
uint64_t definition_key(const MethodEntry* me) {
  switch (me->kind) {
    case MethodKind::Iseq: return uint64_t(uintptr_t(me->iseq));
    case MethodKind::ProcBody: return uint64_t(uintptr_t(me->proc));
    case MethodKind::AttrReader:
    case MethodKind::AttrWriter: return uint64_t(me->ivar) ^ uint64_t(me->member + 1) << 40;
    case MethodKind::Native: return uint64_t(uintptr_t(me->native)) ^ me->original_name;
    case MethodKind::Builtin: return uint64_t(me->builtin) << 32 ^ me->original_name;
    case MethodKind::Undefined: break;
  }
  return uint64_t(uintptr_t(me));
}
bool same_definition(const MethodEntry* a, const MethodEntry* b) {
  if (a == b) return true;
  if (a->kind != b->kind || definition_key(a) != definition_key(b)) return false;
  // C++ methods and the interpreter's: one definition only under one original name.
  bool coded = a->kind == MethodKind::Native || a->kind == MethodKind::Builtin;
  return !coded || (a->original_name == b->original_name && a->builtin == b->builtin);
}

// Method#== / eql?: the same definition, owner and receiver;
// UnboundMethod#==: the same definition and owner.
NATIVE(method_equal) {
  // The classes themselves: a Method given singleton methods equals no other.
  if (!is_type(argv[0], Type::Method) || class_of(cx, self) != class_of(cx, argv[0])) return Value::false_value();
  vm::Method *a = as_method(self), *b = as_method(argv[0]);
  return Value::boolean(same_definition(a->entry, b->entry) && a->owner == b->owner && a->receiver == b->receiver);
}

NATIVE(method_hash) {
  vm::Method* m = as_method(self);
  uint64_t h = mix(mix(definition_key(m->entry)), uint64_t(uintptr_t(m->owner)));
  return hash_value(mix(h, m->receiver.bits()));
}

// ---- Symbol#to_proc ----

// The Proc of a symbol; one written under `using` keeps that scope, whose
// refinements its calls see, and is not cached.
NATIVE(symbol_to_proc) {
  Sym s = self.as_symbol();
  if (Cref* scope = cx.frames.empty() ? nullptr : cx.frames.back().cref; scope && !scope->used_modules.empty()) {
    Proc* p = cx.iso->heap.make<Proc>(cx.world->c.Proc, Type::Proc);
    p->symbol = s;
    p->flags |= FL_LAMBDA;
    p->cref = scope;
    return Value::object(p);
  }
  auto& cache = cx.iso->symbol_procs;
  auto it = cache.find(s);
  if (it != cache.end()) return it->second;
  Proc* p = cx.iso->heap.make<Proc>(cx.world->c.Proc, Type::Proc);
  p->symbol = s;
  p->flags |= FL_LAMBDA;
  Value v = Value::object(p);
  cache[s] = v;
  return v;
}

} // namespace

void init_proc(World& w) {
  Class* p = w.c.Proc;
  define_singleton_method(w, p, "new", proc_s_new, 0, -1);
  keeps_block(w, metaclass(w, p), {"new"});
  for (const char* name : {"call", "()", "yield", "[]", "==="}) define_builtin(w, p, name, Builtin::ProcCall);
  define_method(w, p, "arity", proc_arity, 0, 0);
  define_method(w, p, "lambda?", proc_lambda_p, 0, 0);
  define_method(w, p, "ruby2_keywords", proc_ruby2_keywords, 0, 0);
  define_method(w, p, "==", proc_eq, 1, 1);
  define_method(w, p, "eql?", proc_eq, 1, 1);
  define_method(w, p, "hash", proc_hash, 0, 0);
  define_method(w, p, "parameters", proc_parameters, 0, 1);
  define_method(w, p, "to_proc", proc_to_proc, 0, 0);
  define_method(w, p, "inspect", proc_inspect, 0, 0);
  define_method(w, p, "to_s", proc_inspect, 0, 0);
  define_method(w, p, "source_location", proc_source_location, 0, 0);


  Class* m = w.c.Method;
  for (const char* name : {"call", "()", "[]", "==="}) define_builtin(w, m, name, Builtin::MethodCall);
  define_method(w, m, "arity", method_arity, 0, 0);
  define_method(w, m, "name", method_name, 0, 0);
  define_method(w, m, "original_name", method_original_name, 0, 0);
  define_method(w, m, "parameters", method_parameters, 0, 0);
  define_method(w, m, "owner", method_owner, 0, 0);
  define_method(w, m, "source_location", method_source_location, 0, 0);
  define_method(w, m, "receiver", method_receiver, 0, 0);
  define_method(w, m, "to_proc", method_to_proc, 0, 0);
  define_method(w, m, "unbind", method_unbind, 0, 0);
  define_method(w, m, "super_method", method_super_method, 0, 0);
  define_method(w, m, "inspect", method_inspect, 0, 0);
  define_method(w, m, "to_s", method_inspect, 0, 0);
  define_method(w, m, "==", method_equal, 1, 1);
  define_method(w, m, "eql?", method_equal, 1, 1);
  define_method(w, m, "hash", method_hash, 0, 0);

  Class* u = w.c.UnboundMethod;
  define_method(w, u, "arity", method_arity, 0, 0);
  define_method(w, u, "name", method_name, 0, 0);
  define_method(w, u, "original_name", method_original_name, 0, 0);
  define_method(w, u, "parameters", method_parameters, 0, 0);
  define_method(w, u, "owner", method_owner, 0, 0);
  define_method(w, u, "source_location", method_source_location, 0, 0);
  define_method(w, u, "bind", method_bind, 1, 1);
  define_method(w, u, "super_method", method_super_method, 0, 0);
  define_method(w, u, "inspect", method_inspect, 0, 0);
  define_method(w, u, "to_s", method_inspect, 0, 0);
  define_method(w, u, "==", method_equal, 1, 1);
  define_method(w, u, "eql?", method_equal, 1, 1);
  define_method(w, u, "hash", method_hash, 0, 0);

  define_method(w, w.c.Symbol, "to_proc", symbol_to_proc, 0, 0);
  define_method(w, w.c.Module, "__arity_as_native", mod_arity_as_native, 0, -1, Visibility::Private);
}

} // namespace garnet::core
