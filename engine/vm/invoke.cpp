// invoke.cpp — calling methods and blocks: frame set-up, parameter binding
// (positional, optional, rest, post, keywords, block), natives, attribute
// accessors, interpreter builtins, method_missing and visibility.
#include <algorithm>

#include "vm/blocks.h"
#include "vm/interp.h"
#include "vm/eval.h"
#include "vm/native_scope.h"
#include "vm/refinements.h"

#include "sched/native_calls.h"

namespace garnet::vm {

Frame* push_frame(Context& cx, const Iseq* iseq, Value* base, uint32_t ret_reg, FrameKind kind, CallArgs* args) {
  size_t off = size_t(base - cx.stack);
  Value* old_stack = cx.stack;
  Value* old_end = cx.stack_end();
  if (cx.frames.size() >= kMaxFrames || !cx.ensure_stack(base, iseq->num_regs + kScratchRegs)) {
    raise(cx, cx.world->c.SystemStackError, "stack level too deep");
    return nullptr;
  }
  base = cx.stack + off;
  // Arguments still in registers move with the stack.
  if (args && args->argv >= old_stack && args->argv < old_end) args->argv = cx.stack + (args->argv - old_stack);
  return &emplace_frame(cx, iseq, base, ret_reg, kind);
}

namespace {

std::string keyword_list(Context& cx, const std::vector<Value>& keys) {
  std::string s;
  for (size_t i = 0; i < keys.size(); i++) {
    if (i) s += ", ";
    append_inspect(cx, s, keys[i]);
  }
  return s;
}

} // namespace

Value raise_unknown_keywords(Context& cx, const std::vector<Value>& keys) {
  return raisef(cx, cx.world->c.ArgumentError, "unknown keyword%s: %s", keys.size() > 1 ? "s" : "",
                keyword_list(cx, keys).c_str());
}

namespace {

// Binds keyword arguments; false if it raised.
bool bind_keywords(Context& cx, Frame& f, Value kwargs) {
  const ParamSpec& p = f.iseq->params;
  Value* R = f.regs;
  Hash* kw = kwargs.is_undef() ? nullptr : as_hash(kwargs);
  std::vector<Value> missing;
  size_t used = 0;
  for (size_t i = 0; i < p.keywords.size(); i++) {
    Value key = Value::symbol(p.keywords[i]);
    bool found = false;
    Value v = kw ? hash_lookup(cx, kw, key, found) : Value::undef();
    if (found) used++;
    else if (p.kw_required[i]) missing.push_back(key);
    R[p.kw_reg + i] = found ? v : Value::undef();
  }
  if (!missing.empty()) {
    raisef(cx, cx.world->c.ArgumentError, "missing keyword%s: %s", missing.size() > 1 ? "s" : "",
           keyword_list(cx, missing).c_str());
    return false;
  }
  if (p.kwrest) {
    Value rest = new_hash(cx);
    if (kw) {
      for (size_t i = 0; i < kw->table.slot_count(); i++) {
        const auto& e = kw->table.slot(i);
        if (e.key.is_undef()) continue;
        bool known = e.key.is_symbol() &&
                     std::find(p.keywords.begin(), p.keywords.end(), e.key.as_symbol()) != p.keywords.end();
        if (!known) hash_store(cx, as_hash(rest), e.key, e.value);
      }
    }
    R[p.kwrest_reg] = rest;
  } else if (kw && used < kw->table.size()) {
    std::vector<Value> unknown;
    for (size_t i = 0; i < kw->table.slot_count(); i++) {
      const auto& e = kw->table.slot(i);
      if (e.key.is_undef()) continue;
      bool known = e.key.is_symbol() &&
                   std::find(p.keywords.begin(), p.keywords.end(), e.key.as_symbol()) != p.keywords.end();
      if (!known) unknown.push_back(e.key);
    }
    raise_unknown_keywords(cx, unknown);
    return false;
  }
  return true;
}

} // namespace

void make_env(Context& cx, Frame& f, Env* parent) {
  const Iseq* iseq = f.iseq;
  if (iseq->env_size == 0) {
    f.env = parent;
    return;
  }
  Env* e = cx.iso->heap.make<Env>(nullptr, Type::Env);
  e->parent = parent;
  e->slots.assign(iseq->env_size, Value::nil());
  for (auto [reg, slot] : iseq->captured_params) e->slots[slot] = f.regs[reg];
  f.env = e;
}

// A small-size-optimized argument list (most calls have few arguments).
class ArgBuffer {
 public:
  void assign(const Value* b, const Value* e) {
    size_t n = size_t(e - b);
    if (n > kInline) {
      heap_.assign(b, e);
      data_ = heap_.data();
    } else {
      std::copy(b, e, inline_);
      data_ = inline_;
    }
    size_ = n;
  }
  void push_back(Value v) { resize(size_ + 1, v); }
  void resize(size_t n, Value fill = Value::nil()) {
    if (n > kInline && data_ == inline_) {
      heap_.assign(inline_, inline_ + size_);
      data_ = nullptr;
    }
    if (data_ != inline_) {
      heap_.resize(n, fill);
      data_ = heap_.data();
    } else {
      for (size_t i = size_; i < n; i++) inline_[i] = fill;
    }
    size_ = n;
  }
  size_t size() const { return size_; }
  Value& operator[](size_t i) { return data_[i]; }

 private:
  static constexpr size_t kInline = 16;
  Value inline_[kInline];
  std::vector<Value> heap_;
  Value* data_ = inline_;
  size_t size_ = 0;
};

// Lays out arguments into the frame's parameter registers. `lenient` is proc
// semantics (auto-splat, missing → nil, extra dropped).
static bool bind_params(Context& cx, Frame& f, CallArgs& a, bool lenient) {
  const ParamSpec& p = f.iseq->params;
  Value* R = f.regs;
  uint32_t nregs = f.iseq->num_regs + kScratchRegs;
  Value kwargs = a.kwargs;
  if (!kwargs.is_undef() && as_hash(kwargs)->table.size() == 0 && !p.has_kw()) kwargs = Value::undef();

  // Fast path: leading required and optional params, a *rest, optional
  // keywords and a **rest, a &block; the arguments already in place, as
  // many as the params take; no keywords given. The rest's elements are
  // read before the registers after the given arguments are cleared.
  uint32_t leading = uint32_t(p.required) + p.optional;
  if (kwargs.is_undef() && p.post == 0 && !p.auto_splat && !a.packed_values && a.argv == R + 1 &&
      a.argc >= p.required && (p.rest || uint32_t(a.argc) <= leading) &&
      std::find(p.kw_required.begin(), p.kw_required.end(), true) == p.kw_required.end()) {
    uint32_t given = std::min(uint32_t(a.argc), leading);
    Value rest = p.rest ? new_array(cx, R + 1 + given, size_t(uint32_t(a.argc) - given)) : Value::nil();
    for (uint32_t i = given + 1; i < nregs; i++) R[i] = Value::nil();
    if (p.rest) R[p.rest_reg] = rest;
    for (size_t i = 0; i < p.keywords.size(); i++) R[p.kw_reg + i] = Value::undef(); // their defaults run
    if (p.kwrest) R[p.kwrest_reg] = new_hash(cx);
    if (p.block) R[p.block_reg] = materialize_block(cx, a.block);
    f.pc = f.iseq->code.data() + (p.opt_entry.empty() ? 0 : p.opt_entry[given - p.required]);
    return true;
  }
  // Copy the arguments out of the registers they may share with parameters.
  ArgBuffer args;
  args.assign(a.argv, a.argv + a.argc);
  if (!kwargs.is_undef() && p.no_kw) {
    raise(cx, cx.world->c.ArgumentError, "no keywords accepted");
    return false;
  }
  if (!kwargs.is_undef() && !p.has_kw()) {
    if (p.ruby2_keywords) {
      Hash* src = as_hash(kwargs);
      kwargs = new_hash(cx);
      as_hash(kwargs)->table = src->table;
      as_hash(kwargs)->flags |= FL_RUBY2_KEYWORDS;
    }
    args.push_back(kwargs);
    kwargs = Value::undef();
  }
  int fixed = p.required + p.post;
  // A proc called with keywords does not auto-splat its Array argument.
  bool keywords_passed = p.has_kw() && !kwargs.is_undef();
  // A lambda given several values packed by Enumerable (CALL_ENUM_YIELD)
  // splats them as a proc of its shape would.
  int positional = p.required + p.optional + p.post;
  bool splats = p.auto_splat || (a.packed_values && (positional >= 2 || (positional >= 1 && p.rest)));
  if (lenient && splats && args.size() == 1 && !keywords_passed) {
    Value arr = is_array(args[0]) ? args[0] : check_array(cx, args[0]);
    if (arr.is_undef()) return false;
    if (!arr.is_nil()) {
      const vm::ValueVector& items = as_array(arr)->items;
      args.assign(items.data(), items.data() + items.size());
    }
  }
  int n = int(args.size());
  if (!lenient) {
    if (n < fixed || (!p.rest && n > fixed + p.optional)) {
      std::string note; // as CRuby: the method's required keywords
      for (size_t k = 0; k < p.keywords.size(); k++)
        if (p.kw_required[k]) note += (note.empty() ? "" : ",") + (" " + cx.world->name(p.keywords[k]));
      if (!note.empty()) note = (note.find(',') == std::string::npos ? "; required keyword:" : "; required keywords:") + note;
      raise_arity(cx, n, fixed, p.rest ? -1 : fixed + p.optional, note);
      return false;
    }
  } else {
    if (n < fixed) args.resize(size_t(fixed), Value::nil());
    if (!p.rest && int(args.size()) > fixed + p.optional) args.resize(size_t(fixed + p.optional));
    n = int(args.size());
  }
  for (uint32_t i = 1; i < nregs; i++) R[i] = Value::nil();
  int opt_given = std::clamp(n - fixed, 0, int(p.optional));
  int k = 0;
  for (int i = 0; i < p.required; i++) R[1 + i] = args[size_t(k++)];
  for (int i = 0; i < opt_given; i++) R[1 + p.required + i] = args[size_t(k++)];
  int rest_count = n - fixed - opt_given;
  if (p.rest) {
    R[p.rest_reg] = new_array(cx, rest_count > 0 ? &args[size_t(k)] : nullptr, size_t(rest_count));
    k += rest_count;
  }
  for (int i = 0; i < p.post; i++) R[p.post_reg + i] = args[size_t(k++)];
  if (p.has_kw() && !bind_keywords(cx, f, kwargs)) return false;
  if (p.block) R[p.block_reg] = materialize_block(cx, a.block);
  f.pc = f.iseq->code.data() + p.opt_entry[size_t(opt_given)];
  return true;
}

Dispatch invoke_proc(Context& cx, Proc* proc, Value self, Value* base, CallArgs& args, uint32_t ret_reg,
                     Value& result, const MethodEntry* as_method, Class* method_class) {
  if (proc->symbol) {
    // &:name — the first argument receives the call.
    if (args.argc == 0) {
      raise(cx, cx.world->c.ArgumentError, "no receiver given");
      return Dispatch::Raised;
    }
    std::vector<Value> rest(args.argv + 1, args.argv + args.argc);
    Value recv = args.argv[0];
    size_t off = size_t(base - cx.stack);
    if (!cx.ensure_stack(base, rest.size() + 2 + kScratchRegs)) {
      raise(cx, cx.world->c.SystemStackError, "stack level too deep");
      return Dispatch::Raised;
    }
    base = cx.stack + off;
    base[0] = recv;
    std::copy(rest.begin(), rest.end(), base + 1);
    CallArgs a{base + 1, int(rest.size()), args.kwargs, args.block};
    return send_method(cx, recv, proc->symbol, base, a, ret_reg, result, false, nullptr, proc->cref);
  }
  if (!proc->bound.is_nil() && is_type(proc->bound, Type::Method)) {
    vm::Method* m = proc->bound.as<vm::Method>();
    base[0] = m->receiver;
    return invoke_method(cx, m->entry, m->owner, base, args, ret_reg, result);
  }
  bool lambda = proc->is_lambda() || as_method;
  Frame* f = push_frame(cx, proc->iseq, base, ret_reg, lambda ? FrameKind::Lambda : FrameKind::Block, &args);
  if (!f) return Dispatch::Raised;
  if (as_method) f->kind = FrameKind::Method;
  f->regs[0] = self.is_undef() ? proc->self : self;
  f->proc = proc;
  f->block = proc->outer_block;
  f->method = as_method ? as_method : proc->method;
  f->method_class = as_method ? method_class : proc->method_class;
  f->cref = proc->cref;
  // A method defined by define_method keeps its body's scope: `yield`,
  // block_given? and super's implicit block see the block of the method the
  // body was written in; the call's block reaches only its &block parameter.
  CallArgs a = args;
  if (!bind_params(cx, *f, a, !lambda || (args.packed_values && !as_method))) {
    cx.frames.pop_back();
    return Dispatch::Raised;
  }
  make_env(cx, *f, proc->env);
  return Dispatch::Pushed;
}

// Whether a native (or switching builtin) accepts argc arguments; raises
// ArgumentError, reported as raised by the method, when not.
static bool arity_ok(Context& cx, const MethodEntry* me, int argc) {
  if (argc >= me->min_args && (me->max_args < 0 || argc <= me->max_args)) return true;
  const MethodEntry* saved = cx.current_native;
  cx.current_native = me;
  raise_arity(cx, argc, me->min_args, me->max_args);
  cx.current_native = saved;
  return false;
}

static Dispatch call_native(Context& cx, const MethodEntry* me, Value* base, CallArgs& args, uint32_t ret_reg,
                            Value& result) {
  args.block = materialize_block(cx, args.block); // a C++ method may keep it
  int argc = args.argc;
  Value* argv = args.argv;
  bool kw = !args.kwargs.is_undef();
  if (kw) {
    if (as_hash(args.kwargs)->table.size() == 0) {
      kw = false;
    } else if (argv + argc != &args.kwargs) {
      // Natives see keywords as a trailing Hash; the copy lives in the
      // context until the next such call.
      std::vector<Value>& tmp = cx.scratch;
      tmp.assign(argv, argv + argc);
      tmp.push_back(args.kwargs);
      argv = tmp.data();
      argc++;
    } else {
      argc++;
    }
  }
  if (!arity_ok(cx, me, argc)) return Dispatch::Raised;
  // Its block may suspend the coroutine: the method runs on a native stack.
  if (!me->keeps_block && sched::wants_stack(cx, args.block)) return sched::request(cx, me, base[0], argc, argv, args.block, kw, ret_reg);
  result = call_native(cx, me, base[0], argc, argv, args.block, kw);
  if (result.is_undef() && cx.reroute_requested) { // about to call Ruby code that may wait
    cx.reroute_requested = false;
    return sched::request(cx, me, base[0], argc, argv, args.block, kw, ret_reg);
  }
  if (result.is_undef() && !break_ends_native_call(cx, result)) return Dispatch::Raised;
  return Dispatch::Done;
}

// new's second half: `init` called on the new object obj, whose value
// (not initialize's) the call answers.
static Dispatch enter_initialize(Context& cx, Value obj, const MethodEntry* init, Value* base, CallArgs& args,
                                 uint32_t ret_reg, Value& result) {
  base[0] = obj;
  Dispatch d = invoke_method(cx, init, init->owner, base, args, ret_reg, result);
  if (d == Dispatch::Done) result = obj;
  if (d == Dispatch::Pushed) cx.frames.back().return_self = true;
  return d;
}

static Dispatch call_builtin(Context& cx, const MethodEntry* me, Value* base, CallArgs& args, uint32_t ret_reg,
                             Value& result) {
  Value recv = base[0];
  switch (me->builtin) {
    case Builtin::ProcCall:
      return invoke_proc(cx, recv.as<Proc>(), Value::undef(), base, args, ret_reg, result);
    case Builtin::MethodCall: {
      vm::Method* m = recv.as<vm::Method>();
      base[0] = m->receiver;
      if (!m->entry->keeps_block) return invoke_method(cx, m->entry, m->owner, base, args, ret_reg, result);
      cx.block_through_method_call = true;
      Dispatch d = invoke_method(cx, m->entry, m->owner, base, args, ret_reg, result);
      cx.block_through_method_call = false;
      return d;
    }
    case Builtin::Send:
    case Builtin::PublicSend: {
      if (args.argc == 0) {
        raise(cx, cx.world->c.ArgumentError, "no method name given");
        return Dispatch::Raised;
      }
      Value name = args.argv[0];
      Sym s;
      if (name.is_symbol()) s = name.as_symbol();
      else if (is_string(name)) s = intern(cx, str(name));
      else {
        Value insp = inspect(cx, name);
        if (insp.is_undef()) return Dispatch::Raised;
        raisef(cx, cx.world->c.TypeError, "%s is not a symbol nor a string", str(insp).c_str());
        return Dispatch::Raised;
      }
      // Shift the window by one: base[1] becomes the receiver slot.
      if (args.argv != base + 1) {
        std::vector<Value> rest(args.argv + 1, args.argv + args.argc);
        std::copy(rest.begin(), rest.end(), base + 2);
      }
      base[1] = recv;
      CallArgs a{base + 2, args.argc - 1, args.kwargs, args.block};
      return send_method(cx, recv, s, base + 1, a, ret_reg, result, me->builtin == Builtin::Send, nullptr,
                         cx.frames.empty() ? nullptr : cx.frames.back().cref);
    }
    case Builtin::Eval:
    case Builtin::BindingEval:
      return eval_builtin(cx, me, recv, args, base, ret_reg);
    case Builtin::InstanceExec:
    case Builtin::InstanceEval:
    case Builtin::ClassExec: {
      // instance_eval, class_eval, module_eval: a string, or a block given the receiver.
      const std::string& called = cx.world->name(me->name);
      bool eval_form = me->builtin == Builtin::InstanceEval ||
                       (me->builtin == Builtin::ClassExec && called != "class_exec" && called != "module_exec");
      if (eval_form && is_proc(args.block) && args.argc > 0) {
        raise_arity(cx, args.argc, 0, 0);
        return Dispatch::Raised;
      }
      if (!is_proc(args.block) && eval_form && args.argc > 0) {
        Class* target = me->builtin == Builtin::ClassExec && is_class_or_module(recv) ? recv.as<Class>()
                                                                                      : can_have_singleton(recv) ? singleton_class_of(cx, recv) : class_of(cx, recv);
        return eval_under(cx, me, recv, target, args, base, ret_reg);
      }
      if (!is_proc(args.block)) {
        if (!eval_form) raise(cx, cx.world->c.LocalJumpError, "no block given");
        else raise(cx, cx.world->c.ArgumentError, "wrong number of arguments (given 0, expected 1..3)");
        return Dispatch::Raised;
      }
      Proc* p = args.block.as<Proc>();
      CallArgs a = args;
      a.block = Value::nil();
      if (eval_form) {
        base[1] = recv;
        a.argv = base + 1;
        a.argc = 1;
      }
      Dispatch d = invoke_proc(cx, p, recv, base, a, ret_reg, result);
      if (d == Dispatch::Pushed) {
        Frame& f = cx.frames.back();
        // def inside the block defines on the receiver (class_exec) or its singleton.
        Class* target = me->builtin == Builtin::ClassExec && is_class_or_module(recv)
                            ? recv.as<Class>()
                            : can_have_singleton(recv) ? singleton_class_of(cx, recv) : class_of(cx, recv);
        bool without_singleton = me->builtin != Builtin::ClassExec && !can_have_singleton(recv);
        f.cref = cx.world->make_cref(target, p->cref,
                                     without_singleton ? World::CrefKind::MethodsOnlyWithoutSingleton
                                                       : World::CrefKind::MethodsOnly);
        // A refine block sees its module's refinements.
        if (target->refined_class) f.cref = use_module(*cx.world, f.cref, target->refinement_owner);
      }
      return d;
    }
    case Builtin::ClassNew: {
      Class* k = recv.as<Class>();
      Value obj = allocate_instance(cx, k);
      if (obj.is_undef()) return Dispatch::Raised;
      return enter_initialize(cx, obj, find_method(cx, class_of(cx, obj), cx.world->sym.initialize), base, args,
                              ret_reg, result);
    }
    case Builtin::NewClass: {
      World& w = *cx.world;
      Class* made_by = recv.as<Class>();
      if (made_by->is_singleton()) { // found through a singleton class's own class
        raise(cx, w.c.TypeError, "can't create instance of singleton class");
        return Dispatch::Raised;
      }
      const auto& line = made_by->ancestors;
      bool module = std::find(line.begin(), line.end(), w.c.Class) == line.end(); // Module or a subclass
      Class* k;
      if (module) {
        k = new_module(w);
        k->klass = made_by;
        // A subclass of Module with an initialize of its own: that, given
        // the arguments and the block (Module's own runs the block, below).
        const MethodEntry* init = find_method(cx, made_by, w.sym.initialize);
        if (init && init->kind != MethodKind::Native)
          return enter_initialize(cx, Value::object(k), init, base, args, ret_reg, result);
        if (args.argc > 0) {  // Module#initialize takes only a block
          raise_arity(cx, args.argc, 0, 0);
          return Dispatch::Raised;
        }
      } else {
        Class* super = w.c.Object;
        if (args.argc > 0 && !(super = superclass_arg(cx, args.argv[0]))) return Dispatch::Raised;
        k = new_class(w, super);
        const MethodEntry* hook = find_method(cx, metaclass(w, super), w.sym.inherited);
        if (hook && hook->kind != MethodKind::Native) {
          Value arg = Value::object(k);
          if (call(cx, Value::object(super), w.sym.inherited, 1, &arg).is_undef()) return Dispatch::Raised;
        }
      }
      Value kv = Value::object(k);
      if (!is_proc(args.block)) {
        result = kv;
        return Dispatch::Done;
      }
      Proc* p = args.block.as<Proc>();
      base[0] = kv;
      base[1] = kv;
      CallArgs a{base + 1, 1, Value::undef(), Value::nil()};
      Dispatch d = invoke_proc(cx, p, kv, base, a, ret_reg, result);
      if (d == Dispatch::Pushed) {
        Frame& f = cx.frames.back();
        f.cref = w.make_cref(k, p->cref, World::CrefKind::MethodsOnly);
        f.return_self = true;
      }
      return d;
    }
    case Builtin::MissingForward: {
      std::vector<Value> rest(args.argv, args.argv + args.argc);
      size_t off = size_t(base - cx.stack);
      if (!cx.ensure_stack(base, rest.size() + 3 + kScratchRegs)) {
        raise(cx, cx.world->c.SystemStackError, "stack level too deep");
        return Dispatch::Raised;
      }
      base = cx.stack + off;
      base[1] = Value::symbol(me->name);
      std::copy(rest.begin(), rest.end(), base + 2);
      CallArgs a{base + 1, int(rest.size()) + 1, args.kwargs, args.block};
      return send_method(cx, recv, cx.world->sym.method_missing, base, a, ret_reg, result, true, nullptr);
    }
    case Builtin::Switching:
      if (!arity_ok(cx, me, args.argc)) return Dispatch::Raised;
      return me->switching(cx, recv, args, ret_reg, result);
    case Builtin::None: break;
  }
  return Dispatch::Raised;
}

// A method whose body was still in its image (or an alias made before it
// was read): reads the body, and lets later calls enter in place if they can.
static void settle_in_place(const MethodEntry& me) {
  read_body(*me.iseq);
  if (!runs_in_place(*me.iseq)) return;
  auto& entry = const_cast<MethodEntry&>(me);
  __atomic_store_n(&entry.in_place, true, __ATOMIC_RELEASE);
  __atomic_store_n(&entry.plain_argc, plain_argc_of(*me.iseq), __ATOMIC_RELEASE);
}

Dispatch invoke_method(Context& cx, const MethodEntry* me, Class* found_in, Value* base, CallArgs& args,
                       uint32_t ret_reg, Value& result) {
  switch (me->kind) {
    case MethodKind::Iseq: {
      // Acquire: a true in_place was stored after the body was read.
      if (!__atomic_load_n(&me->in_place, __ATOMIC_ACQUIRE)) settle_in_place(*me);
      Frame* f = push_frame(cx, me->iseq, base, ret_reg, FrameKind::Method, &args);
      if (!f) return Dispatch::Raised;
      f->block = args.block;
      f->method = me;
      f->method_class = found_in;
      f->cref = me->cref;
      if (!bind_params(cx, *f, args, false)) {
        cx.frames.pop_back();
        return Dispatch::Raised;
      }
      make_env(cx, *f, nullptr);
      return Dispatch::Pushed;
    }
    case MethodKind::Native: return call_native(cx, me, base, args, ret_reg, result);
    case MethodKind::AttrReader:
      if (args.argc != 0) {
        raise_arity(cx, args.argc, 0, 0);
        return Dispatch::Raised;
      }
      result = ivar_get(cx, base[0], me->ivar);
      if (me->member >= 0) result = member_get(result, me->member);
      return Dispatch::Done;
    case MethodKind::AttrWriter: {
      if (args.argc != 1) {
        raise_arity(cx, args.argc, 1, 1);
        return Dispatch::Raised;
      }
      Value v = args.argv[0];
      if (!(me->member >= 0 ? member_set(cx, base[0], me, v) : ivar_set(cx, base[0], me->ivar, v)))
        return Dispatch::Raised;
      result = v;
      return Dispatch::Done;
    }
    case MethodKind::ProcBody:
      return invoke_proc(cx, me->proc, base[0], base, args, ret_reg, result, me, found_in);
    case MethodKind::Builtin: return call_builtin(cx, me, base, args, ret_reg, result);
    case MethodKind::Undefined: break;
  }
  raise(cx, cx.world->c.NoMethodError, "undefined method");
  return Dispatch::Raised;
}

Value allocate_instance(Context& cx, Class* k) {
  if (k->is_singleton()) return raise(cx, cx.world->c.TypeError, "can't create instance of singleton class");
  if (is_uninitialized_class(*cx.world, k))
    return raise(cx, cx.world->c.TypeError, "can't instantiate uninitialized class");
  if (k->allocator) return k->allocator(cx, k);
  switch (k->instance_type) {
    case Type::Object: return new_object(cx, k);
    case Type::String: { // String.new and String.allocate are binary, as in CRuby
      String* s = alloc_string(cx, k);
      s->encoding = String::kBinary;
      return Value::object(s);
    }
    case Type::Array: return Value::object(cx.iso->heap.make<Array>(k, Type::Array));
    case Type::Hash: return Value::object(cx.iso->heap.make<Hash>(k, Type::Hash));
    default: return raisef(cx, cx.world->c.TypeError, "allocator undefined for %s", class_path(cx, k).c_str());
  }
}

// A class's name for a NoMethodError's message: a `name` of its own (a
// singleton method) is called, as CRuby does; if it raises or gives no
// String, the class's path.
static std::string receiver_class_name(Context& cx, Class* k) {
  Sym name = cx.world->intern("name");
  const MethodEntry* me = find_method(cx, class_of(cx, Value::object(k)), name);
  if (me && me->kind != MethodKind::Native) {
    Value given = call(cx, Value::object(k), name);
    if (given.is_undef()) cx.pending = Value::undef();
    else if (is_string(given)) return str(given);
  }
  return class_path(cx, k);
}

// "an instance of Foo", "nil", "class Foo", "module Foo", "main"...
std::string describe_receiver(Context& cx, Value recv) {
  if (recv.is_nil()) return "nil";
  if (recv.is_true()) return "true";
  if (recv.is_false()) return "false";
  if (recv == cx.iso->main_object) return "main";
  if (is_class_or_module(recv)) {
    Class* k = recv.as<Class>();
    return std::string(k->is_module() ? "module " : "class ") + receiver_class_name(cx, k);
  }
  return "an instance of " + class_path(cx, real_class(cx, recv));
}

static Dispatch method_missing(Context& cx, Value recv, Sym name, Value* base, CallArgs& args, uint32_t ret_reg,
                               Value& result, const CallInfo* ci, const char* why) {
  bool vcall = ci && (ci->flags & CALL_VCALL);
  World& w = *cx.world;
  Class* k = class_of(cx, recv);
  const MethodEntry* mm = find_method(cx, k, w.sym.method_missing);
  if (mm && !(mm->kind == MethodKind::Native && mm->owner == w.c.BasicObject)) {
    std::vector<Value> rest(args.argv, args.argv + args.argc);
    size_t off = size_t(base - cx.stack);
    if (!cx.ensure_stack(base, rest.size() + 3 + kScratchRegs)) {
      raise(cx, w.c.SystemStackError, "stack level too deep");
      return Dispatch::Raised;
    }
    base = cx.stack + off;
    base[0] = recv;
    base[1] = Value::symbol(name);
    std::copy(rest.begin(), rest.end(), base + 2);
    CallArgs a{base + 1, int(rest.size()) + 1, args.kwargs, args.block};
    return invoke_method(cx, mm, mm->owner, base, a, ret_reg, result);
  }
  std::string msg;
  Class* err = w.c.NoMethodError;
  if (why) {
    msg = std::string(why) + " method '" + w.name(name) + "' called for " + describe_receiver(cx, recv);
  } else if (vcall) {
    err = w.c.NameError;
    msg = "undefined local variable or method '" + w.name(name) + "' for " + describe_receiver(cx, recv);
  } else {
    msg = "undefined method '" + w.name(name) + "' for " + describe_receiver(cx, recv);
  }
  std::vector<Value> call_args(args.argv, args.argv + args.argc);
  raise_name_error(cx, err, msg, name, recv);
  if (err == w.c.NoMethodError) ivar_set(cx, cx.pending, intern(cx, "@args"), new_array(cx, std::move(call_args)));
  if (ci && (ci->flags & CALL_FCALL)) ivar_set(cx, cx.pending, intern(cx, "__private_call"), Value::true_value());
  return Dispatch::Raised;
}

Dispatch send_method(Context& cx, Value recv, Sym name, Value* base, CallArgs& args, uint32_t ret_reg,
                     Value& result, bool fcall, const CallInfo* ci, const Cref* refined_scope) {
  World& w = *cx.world;
  Class* k = class_of(cx, recv);
  uint64_t serial = w.method_serial.load(std::memory_order_acquire);
  const Cref* scope = ci && !cx.frames.empty() ? cx.frames.back().cref : refined_scope;
  const MethodEntry* me = nullptr;
  if (scope && !scope->used_modules.empty()) {
    // A call site under `using`: never cached (refinements.h).
    me = find_method_refined(k, name, scope->used_modules);
  } else if (!(me = ci ? ci->cache.lookup(k, serial) : nullptr)) {
    me = find_method(cx, k, name); // the isolate's method cache
    if (ci && me) ci->cache.fill(k, serial, me);
  }
  if (!me) return method_missing(cx, recv, name, base, args, ret_reg, result, ci, nullptr);
  if (me->visibility != Visibility::Public && !fcall) {
    bool self_call = ci && (ci->flags & CALL_SELFRECV);
    if (me->visibility == Visibility::Private && !self_call)
      return method_missing(cx, recv, name, base, args, ret_reg, result, ci, "private");
    if (me->visibility == Visibility::Protected && !self_call) {
      Value caller_self = cx.frames.empty() ? Value::nil() : cx.frames.back().regs[0];
      if (!is_a(cx, caller_self, me->owner))
        return method_missing(cx, recv, name, base, args, ret_reg, result, ci, "protected");
    }
  }
  return invoke_method(cx, me, me->owner, base, args, ret_reg, result);
}

Value block_to_proc(Context& cx, Value v) {
  if (v.is_nil() || is_proc(v)) return v;
  if (!respond_to(cx, v, cx.world->sym.to_proc, true)) return raise_conversion(cx, v, "Proc");
  Value p = call(cx, v, cx.world->sym.to_proc);
  if (p.is_undef() || is_proc(p)) return p;
  return raise_conversion_mismatch(cx, v, "Proc", "to_proc", p);
}

} // namespace garnet::vm
