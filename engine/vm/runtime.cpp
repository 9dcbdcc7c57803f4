// runtime.cpp — the operations natives build on (see runtime.h): object
// construction, classification, raising, re-entrant calls, conversions,
// equality and hashing, instance variables.
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <cstring>

#include "core/core.h"
#include "core/string_internal.h"
#include "num/float_text.h"
#include "sched/fiber_switch.h"
#include "sched/native_calls.h"
#include "vm/error_highlight.h"
#include "vm/hash_mix.h"

#include "vm/interp.h"
#include "vm/native_scope.h"
#include "vm/shareable.h"

namespace garnet::vm {

// ---- objects ----

String* alloc_string(Context& cx, Class* klass) { return cx.iso->heap.make<String>(klass, Type::String); }

Value new_string(Context& cx, std::string_view s) {
  String* o = alloc_string(cx, cx.world->c.String);
  o->str.assign(s.data(), s.size());
  return Value::object(o);
}

Value new_string(Context& cx, std::string&& s) {
  String* o = alloc_string(cx, cx.world->c.String);
  o->str = std::move(s);
  return Value::object(o);
}

Value new_binary_string(Context& cx, std::string_view s) {
  Value v = new_string(cx, s);
  v.as<String>()->encoding = String::kBinary;
  return v;
}

Value new_array(Context& cx) { return Value::object(cx.iso->heap.make<Array>(cx.world->c.Array, Type::Array)); }

Value new_array(Context& cx, std::vector<Value>&& items) {
  Array* a = cx.iso->heap.make<Array>(cx.world->c.Array, Type::Array);
  a->items = std::move(items);
  return Value::object(a);
}

Value new_array(Context& cx, const Value* items, size_t n) {
  Array* a = cx.iso->heap.make<Array>(cx.world->c.Array, Type::Array);
  a->items.assign(items, items + n);
  return Value::object(a);
}

Value new_hash(Context& cx) { return Value::object(cx.iso->heap.make<Hash>(cx.world->c.Hash, Type::Hash)); }

Value new_heap_float(Context& cx, double d) {
  Float* f = cx.iso->heap.make<Float>(cx.world->c.Float, Type::Float);
  f->value = d;
  f->flags |= FL_FROZEN;
  return Value::object(f);
}

Value new_integer(Context& cx, int64_t i) {
  if (Value::fits_fixnum(i)) return Value::fixnum(i);
  return new_integer(cx, num::BigInt(i));
}

Value new_integer(Context& cx, const num::BigInt& b) {
  if (b.fits_int64()) {
    int64_t i = b.to_int64();
    if (Value::fits_fixnum(i)) return Value::fixnum(i);
  }
  Bignum* o = cx.iso->heap.make<Bignum>(cx.world->c.Integer, Type::Bignum);
  o->big = b;
  o->flags |= FL_FROZEN;
  return Value::object(o);
}

Value new_range(Context& cx, Value begin, Value end, bool exclusive) {
  World& w = *cx.world;
  bool numeric = (begin.is_fixnum() || is_float(begin)) && (end.is_fixnum() || is_float(end));
  if (!numeric && !begin.is_nil() && !end.is_nil()) {
    Value c = call(cx, begin, w.sym.cmp, 1, &end);
    if (c.is_undef()) return c;
    if (c.is_nil()) return raise(cx, w.c.ArgumentError, "bad value for range");
  }
  Range* r = cx.iso->heap.make<Range>(w.c.Range, Type::Range);
  r->begin = begin;
  r->end = end;
  r->flags |= FL_FROZEN | (exclusive ? FL_EXCLUSIVE : 0);
  return Value::object(r);
}

Value new_object(Context& cx, Class* klass) {
  vm::Object* o = cx.iso->heap.make<vm::Object>(klass, Type::Object);
  o->layout = klass;
  // A slot for each variable the class's objects have had, when they fit
  // inside the object: initialize's assignments then take the cached path
  // from the first (ivar_set does the same when the first is set).
  size_t known = klass->ivar_names.size();
  if (known && known <= IvarVector::inline_capacity()) o->ivars.resize(known, Value::undef());
  return Value::object(o);
}

Value new_data(Context& cx, Class* klass, const DataType* type, void* ptr) {
  Data* d = cx.iso->heap.make<Data>(klass, Type::Data);
  d->data_type = type;
  d->ptr = ptr;
  return Value::object(d);
}

Value new_exception(Context& cx, Class* klass, std::string_view message) {
  Value e = new_object(cx, klass);
  ivar_set(cx, e, cx.world->sym.mesg, new_string(cx, message));
  return e;
}

Value exception_from_args(Context& cx, int argc, const Value* argv) {
  World& w = *cx.world;
  if (is_string(argv[0]) && argc == 1) return new_exception(cx, w.c.RuntimeError, str(argv[0]));
  Value klass = argv[0];
  if (!respond_to(cx, klass, w.sym.exception, true))
    return raise(cx, w.c.TypeError, "exception class/object expected");
  Value exc = argc > 1 ? call(cx, klass, w.sym.exception, 1, &argv[1]) : call(cx, klass, w.sym.exception);
  if (exc.is_undef()) return exc;
  if (!is_a(cx, exc, w.c.Exception)) return raise(cx, w.c.TypeError, "exception object expected");
  if (argc > 2 && !argv[2].is_nil() && call(cx, exc, w.intern("set_backtrace"), 1, &argv[2]).is_undef())
    return Value::undef();
  return exc;
}

Value symbol_value(Context& cx, std::string_view name) { return Value::symbol(intern(cx, name)); }

// ---- classification ----

Class* class_of(Context& cx, Value v) {
  World& w = *cx.world;
  if (v.is_fixnum()) return w.c.Integer;
  if (v.is_heap()) return v.as_obj()->klass;
  if (v.is_flonum()) return w.c.Float;
  if (v.is_symbol()) return w.c.Symbol;
  if (v.is_nil()) return w.c.NilClass;
  if (v.is_true()) return w.c.TrueClass;
  return w.c.FalseClass;
}

Class* real_class(Context& cx, Value v) {
  Class* k = class_of(cx, v);
  while (k && k->is_singleton()) k = k->superclass;
  return k;
}

bool is_a(Context& cx, Value v, Class* klass) {
  for (Class* k : class_of(cx, v)->ancestors)
    if (k == klass) return true;
  return false;
}

bool is_frozen(Value v) { return !v.is_heap() || v.as_obj()->frozen(); }

// ---- exceptions ----

// An exception raised for the first time while another is being handled
// ($! set) has it as its cause, unless a cause was given (raise's cause:)
// or $! already leads back to it.
static void set_implicit_cause(Context& cx, Value exception) {
  World& w = *cx.world;
  Value current = cx.errinfo;
  if (!current.is_heap() || current == exception || ivar_defined(cx, exception, w.sym.cause)) return;
  for (Value c = current; c.is_heap(); c = ivar_get(cx, c, w.sym.cause))
    if (c == exception) return;
  ivar_set(cx, exception, w.sym.cause, current);
}

Value raise(Context& cx, Value exception) {
  World& w = *cx.world;
  if (is_type(exception, Type::Object) && ivar_get(cx, exception, w.sym.bt).is_nil()) {
    set_implicit_cause(cx, exception);
    const Frame* located[2] = {nullptr, nullptr};
    ivar_set(cx, exception, w.sym.bt, capture_backtrace(cx, located));
    record_error_spots(cx, exception, located);
  }
  cx.pending = exception;
  return Value::undef();
}

Value raise(Context& cx, Class* klass, std::string_view message) {
  return raise(cx, new_exception(cx, klass, message));
}

Value raisef(Context& cx, Class* klass, const char* fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return raise(cx, klass, buf);
}

Value raise_arity(Context& cx, int given, int min, int max, const std::string& note) {
  std::string expected = std::to_string(min);
  if (max < 0) expected += "+";
  else if (max != min) expected += ".." + std::to_string(max);
  expected += note;
  return raisef(cx, cx.world->c.ArgumentError, "wrong number of arguments (given %d, expected %s)", given,
                expected.c_str());
}

Value raise_name_error(Context& cx, Class* klass, const std::string& message, Sym name, Value receiver) {
  return raise_name_error(cx, klass, message, Value::symbol(name), receiver);
}

Value raise_name_error(Context& cx, Class* klass, const std::string& message, Value name, Value receiver) {
  Value exc = new_exception(cx, klass, message);
  ivar_set(cx, exc, intern(cx, "@name"), name);
  if (!receiver.is_undef()) ivar_set(cx, exc, intern(cx, "@receiver"), receiver);
  return raise(cx, exc);
}

Value raise_frozen(Context& cx, Value v) {
  Value insp = inspect(cx, v);
  if (insp.is_undef()) return insp;
  std::string cls = class_path(cx, real_class(cx, v));
  Value exc = new_exception(cx, cx.world->c.FrozenError, "can't modify frozen " + cls + ": " + str(insp));
  ivar_set(cx, exc, intern(cx, "@receiver"), v);
  return raise(cx, exc);
}

namespace {

// How Ruby names a value's class in type errors.
std::string type_error_desc(Context& cx, Value v) {
  return v.is_nil() ? "nil" : v.is_true() ? "true" : v.is_false() ? "false" : class_path(cx, real_class(cx, v));
}

} // namespace

Value raise_conversion(Context& cx, Value v, const char* target) {
  return raisef(cx, cx.world->c.TypeError, "no implicit conversion of %s into %s", type_error_desc(cx, v).c_str(),
                target);
}

Value raise_conversion_mismatch(Context& cx, Value v, const char* target, const char* method, Value result) {
  std::string cls = class_path(cx, real_class(cx, v));
  std::string got = class_path(cx, real_class(cx, result));
  return raisef(cx, cx.world->c.TypeError, "can't convert %s to %s (%s#%s gives %s)", cls.c_str(), target,
                cls.c_str(), method, got.c_str());
}

Value raise_wrong_type(Context& cx, Value v, const char* expected) {
  return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected %s)", type_error_desc(cx, v).c_str(),
                expected);
}

bool check_frozen(Context& cx, Value v) {
  if (!is_frozen(v)) return true;
  raise_frozen(cx, v);
  return false;
}

bool check_class_unfrozen(Context& cx, Class* k) {
  Value v = Value::object(k);
  if (!is_frozen(v) && !(k->is_singleton() && is_frozen(k->attached))) return true;
  raise_frozen(cx, v);
  return false;
}

bool has_pending(Context& cx) { return !cx.pending.is_undef(); }

// ---- calling Ruby ----

// Runs the frame just pushed at `depth` (a barrier) to its return, for C++
// code calling Ruby. If the Ruby code switches coroutines, the native stack
// this runs on waits (sched/native_calls.h) and the loop goes on once the
// coroutine is resumed.
static Value run_nested(Context& cx, size_t depth) {
  RubyScope ruby(cx);
  cx.frames[depth].barrier = true;
  cx.loops_under_cpp++;
  Value result;
  while (true) {
    result = run_until_barrier(cx, depth);
    if (!cx.switch_to) break;
    sched::suspend_native_call(cx); // switches are only recorded where can_switch() holds
  }
  cx.loops_under_cpp--;
  return result;
}

// Whether C++ may call Ruby here: the native stack must keep room for it,
// and the nesting of such calls stay within the platform's bound.
static bool nested_call_allowed(Context& cx) {
  int bound = cx.iso->platform->max_nested_calls;
  if (!sched::stack_nearly_full(cx) && (bound == 0 || cx.nested_calls < bound)) return true;
  raise(cx, cx.world->c.SystemStackError, "stack level too deep");
  return false;
}

// Counts a call from C++ into a method or proc while it runs.
class NestedCall {
 public:
  explicit NestedCall(Context& cx) : cx_(cx) { cx.nested_calls++; }
  ~NestedCall() { cx_.nested_calls--; }
  NestedCall(const NestedCall&) = delete;
  NestedCall& operator=(const NestedCall&) = delete;

 private:
  Context& cx_;
};

// While a call from C++ runs, the registers it placed its receiver and
// arguments in (from `base` on) stay below stack_top: the callee, if a C++
// method, may call Ruby and then read its argv.
class ArgumentsFloor {
 public:
  ArgumentsFloor(Context& cx, size_t end) : cx_(cx), saved_(cx.arguments_floor) {
    cx.arguments_floor = std::max(saved_, end);
  }
  ~ArgumentsFloor() { cx_.arguments_floor = saved_; }
  ArgumentsFloor(const ArgumentsFloor&) = delete;
  ArgumentsFloor& operator=(const ArgumentsFloor&) = delete;

 private:
  Context& cx_;
  size_t saved_;
};

static Value call_with(Context& cx, Value recv, Sym name, int argc, const Value* argv, Value block, bool fcall,
                       const Cref* refined_scope = nullptr, Value kwargs = Value::undef()) {
  if (!nested_call_allowed(cx)) return Value::undef();
  NestedCall nested(cx);
  Value* base = stack_top(cx);
  size_t off = size_t(base - cx.stack);
  if (!cx.ensure_stack(base, size_t(argc) + 2 + kScratchRegs))
    return raise(cx, cx.world->c.SystemStackError, "stack level too deep");
  base = cx.stack + off;
  base[0] = recv;
  for (int i = 0; i < argc; i++) base[1 + i] = argv[i];
  ArgumentsFloor floor(cx, off + size_t(argc) + 2);
  CallArgs args{base + 1, argc, kwargs, block};
  Value result;
  size_t depth = cx.frames.size();
  Dispatch d = send_method(cx, recv, name, base, args, 0, result, fcall, nullptr, refined_scope);
  if (d == Dispatch::Raised) return Value::undef();
  if (d != Dispatch::Done) result = run_nested(cx, depth);
  keep(cx, result);
  return result;
}

Value call(Context& cx, Value recv, Sym name, int argc, const Value* argv, Value block) {
  return call_with(cx, recv, name, argc, argv, block, true);
}

Value call_public(Context& cx, Value recv, Sym name, int argc, const Value* argv, Value block) {
  return call_with(cx, recv, name, argc, argv, block, false);
}

Value call_with_keywords(Context& cx, Value recv, Sym name, int argc, const Value* argv, Value kwargs) {
  return call_with(cx, recv, name, argc, argv, Value::nil(), true, nullptr, kwargs);
}

Value call_in_caller_scope(Context& cx, Value recv, Sym name, int argc, const Value* argv) {
  const Cref* scope = cx.frames.empty() ? nullptr : cx.frames.back().cref;
  return call_with(cx, recv, name, argc, argv, Value::nil(), false, scope);
}

// Calls proc with argv; `drive` runs its frames (undef: raised).
template <class Drive>
static Value start_proc(Context& cx, Value proc, int argc, const Value* argv, Drive&& drive) {
  Value* base = stack_top(cx);
  size_t off = size_t(base - cx.stack);
  if (!cx.ensure_stack(base, size_t(argc) + 2 + kScratchRegs))
    return raise(cx, cx.world->c.SystemStackError, "stack level too deep");
  base = cx.stack + off;
  base[0] = proc;
  for (int i = 0; i < argc; i++) base[1 + i] = argv[i];
  ArgumentsFloor floor(cx, off + size_t(argc) + 2);
  CallArgs args{base + 1, argc, Value::undef(), Value::nil()};
  Value result;
  size_t depth = cx.frames.size();
  Dispatch d = invoke_proc(cx, proc.as<Proc>(), Value::undef(), base, args, 0, result);
  if (d == Dispatch::Done) return result;
  if (d == Dispatch::Raised) return Value::undef();
  return drive(depth);
}

Value call_proc(Context& cx, Value proc, int argc, const Value* argv) {
  if (!nested_call_allowed(cx)) return Value::undef();
  NestedCall nested(cx);
  Value result = start_proc(cx, proc, argc, argv, [&](size_t depth) { return run_nested(cx, depth); });
  keep(cx, result);
  return result;
}

Value run_proc(Context& cx, Value proc, int argc, const Value* argv) {
  return start_proc(cx, proc, argc, argv, [&](size_t depth) {
    cx.frames[depth].barrier = true;
    RubyScope ruby(cx);
    return sched::run(cx, depth);
  });
}

Value execute(Context& cx, const Iseq* iseq, Value self, Cref* cref, FrameKind kind) {
  Value* base = stack_top(cx);
  size_t depth = cx.frames.size();
  Frame* f = push_frame(cx, iseq, base, 0, kind);
  if (!f) return Value::undef();
  for (uint32_t i = 0; i < iseq->num_regs + kScratchRegs; i++) f->regs[i] = Value::nil();
  f->regs[0] = self;
  f->cref = cref;
  f->barrier = true;
  if (kind == FrameKind::Top) f->visibility = Visibility::Private; // until the script says `public`
  if (iseq->env_size) {
    Env* e = cx.iso->heap.make<Env>(nullptr, Type::Env);
    e->parent = nullptr;
    e->slots.assign(iseq->env_size, Value::nil());
    f->env = e;
  }
  RubyScope ruby(cx);
  return sched::run(cx, depth);
}

int responds(Context& cx, Value v, Sym name, bool include_private) {
  const MethodEntry* me = find_method(cx, class_of(cx, v), name);
  if (me) return include_private || me->visibility == Visibility::Public;
  World& w = *cx.world;
  const MethodEntry* rtm = find_method(cx, class_of(cx, v), w.sym.respond_to_missing_p);
  if (!rtm || rtm->kind == MethodKind::Native) return 0;
  Value args[2] = {Value::symbol(name), Value::boolean(include_private)};
  Value r = call(cx, v, w.sym.respond_to_missing_p, 2, args);
  return r.is_undef() ? -1 : r.truthy();
}

bool respond_to(Context& cx, Value v, Sym name, bool include_private) {
  int r = responds(cx, v, name, include_private);
  if (r < 0) cx.pending = Value::undef();
  return r > 0;
}

// ---- conversions ----

std::string default_to_s(Context& cx, Value v) {
  char address[32];
  snprintf(address, sizeof address, ":0x%016" PRIx64 ">", uint64_t(v.bits()));
  return "#<" + class_path(cx, real_class(cx, v)) + address;
}

Value to_s(Context& cx, Value v) {
  if (is_string(v)) return v;
  Value r = call(cx, v, cx.world->sym.to_s);
  if (r.is_undef() || is_string(r)) return r;
  return new_string(cx, default_to_s(cx, v));
}

Value inspect(Context& cx, Value v) {
  Value r = call(cx, v, cx.world->sym.inspect);
  if (r.is_undef() || is_string(r)) return r;
  return to_s(cx, r);
}

bool append_inspect(Context& cx, std::string& out, Value v) {
  Value s = inspect(cx, v);
  if (s.is_undef()) return false;
  out += str(s);
  return true;
}

bool append_to_s(Context& cx, std::string& out, Value v) {
  Value s = to_s(cx, v);
  if (s.is_undef()) return false;
  out += str(s);
  return true;
}

bool to_int64(Context& cx, Value v, int64_t& out) {
  if (v.is_fixnum()) {
    out = v.as_fixnum();
    return true;
  }
  World& w = *cx.world;
  if (is_bignum(v)) {
    if (v.as<Bignum>()->big.fits_int64()) {
      out = v.as<Bignum>()->big.to_int64();
      return true;
    }
    raise(cx, w.c.RangeError, "bignum too big to convert into 'long'");
    return false;
  }
  if (is_float(v)) {
    double d = float_value(v);
    if (std::isnan(d) || std::isinf(d)) {
      raise(cx, w.c.FloatDomainError, std::isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity");
      return false;
    }
    out = int64_t(d);
    return true;
  }
  if (v.is_nil()) {
    raise(cx, w.c.TypeError, "no implicit conversion from nil to integer");
    return false;
  }
  if (respond_to(cx, v, w.sym.to_int, true)) {
    Value r = call(cx, v, w.sym.to_int);
    if (r.is_undef()) return false;
    if (!r.is_fixnum() && !is_bignum(r)) {
      raise_conversion_mismatch(cx, v, "Integer", "to_int", r);
      return false;
    }
    return to_int64(cx, r, out);
  }
  raise_conversion(cx, v, "Integer");
  return false;
}

bool to_double(Context& cx, Value v, double& out) {
  if (v.is_fixnum()) {
    out = double(v.as_fixnum());
    return true;
  }
  if (is_float(v)) {
    out = float_value(v);
    return true;
  }
  if (is_bignum(v)) {
    out = v.as<Bignum>()->big.to_double();
    return true;
  }
  World& w = *cx.world;
  if (v.is_nil() || is_string(v)) {
    std::string from = v.is_nil() ? "nil" : "String";
    raisef(cx, w.c.TypeError, "can't convert %s into Float", from.c_str());
    return false;
  }
  if (respond_to(cx, v, w.sym.to_f, true)) {
    Value r = call(cx, v, w.sym.to_f);
    if (r.is_undef()) return false;
    return to_double(cx, r, out);
  }
  raise_conversion(cx, v, "Float");
  return false;
}

Value implicit_string(Context& cx, Value v) {
  if (is_string(v)) return v;
  World& w = *cx.world;
  if (v.is_heap() && respond_to(cx, v, w.sym.to_str, true)) {
    Value r = call(cx, v, w.sym.to_str);
    if (r.is_undef() || is_string(r)) return r;
    return raise_conversion_mismatch(cx, v, "String", "to_str", r);
  }
  return raise_conversion(cx, v, "String");
}

Value implicit_array(Context& cx, Value v) {
  Value r = check_array(cx, v);
  if (r.is_undef()) return r;
  if (r.is_nil()) return raise_conversion(cx, v, "Array");
  return r;
}

Value implicit_hash(Context& cx, Value v) {
  if (is_hash(v)) return v;
  World& w = *cx.world;
  if (!v.is_heap() || !respond_to(cx, v, w.sym.to_hash, true)) return raise_conversion(cx, v, "Hash");
  Value r = call(cx, v, w.sym.to_hash);
  if (r.is_undef() || is_hash(r)) return r;
  return raise_conversion_mismatch(cx, v, "Hash", "to_hash", r);
}

Value try_convert(Context& cx, Value v, Sym method, bool (*accepts)(Value), const char* target) {
  if (accepts(v)) return v;
  if (!respond_to(cx, v, method, true)) return Value::nil();
  Value r = call(cx, v, method);
  if (r.is_undef() || r.is_nil() || accepts(r)) return r;
  return raise_conversion_mismatch(cx, v, target, cx.world->name(method).c_str(), r);
}

Value check_array(Context& cx, Value v) {
  if (!v.is_heap()) return Value::nil(); // (no immediate has to_ary)
  return try_convert(cx, v, cx.world->sym.to_ary, is_array, "Array");
}

// ---- equality and hashing ----

namespace {

const MethodEntry* user_method(Context& cx, Value v, Sym name) {
  const MethodEntry* me = find_method(cx, class_of(cx, v), name);
  return me && me->kind != MethodKind::Native ? me : nullptr;
}


} // namespace

int equal(Context& cx, Value a, Value b) {
  if (a == b) return 1;
  if (a.is_fixnum() && b.is_fixnum()) return 0;
  if (is_string(a) && is_string(b) && !user_method(cx, a, cx.world->sym.eq)) return str(a) == str(b) ? 1 : 0;
  Value r = call(cx, a, cx.world->sym.eq, 1, &b);
  if (r.is_undef()) return -1;
  return r.truthy() ? 1 : 0;
}

int eql(Context& cx, Value a, Value b) {
  if (a == b) return 1;
  if (a.is_fixnum() || a.is_symbol()) return 0; // another object may say it eql? them
  if (is_string(a) && is_string(b) && !user_method(cx, a, cx.world->sym.eql_p)) return str(a) == str(b) ? 1 : 0;
  Value r = call(cx, a, cx.world->sym.eql_p, 1, &b);
  if (r.is_undef()) return -1;
  return r.truthy() ? 1 : 0;
}

// The table hash of a #hash result r.
static uint64_t hash_code(Value r) { return mix(r.bits()); }
// The table hash of a built-in value whose #hash word is `word`
// (builtin_hash_word).
static uint64_t hash_code_of_word(uint64_t word) { return hash_code(Value::fixnum(hash_fixnum(word))); }
// builtin_hash_word of a Fixnum or a Symbol.
static uint64_t immediate_hash_word(Value v) { return mix(v.is_fixnum() ? uint64_t(v.as_fixnum()) : v.bits()); }

bool strings_equal(Value a, Value b) { return str(a) == str(b) && core::str_comparable(a, b); }

// A frozen String's word is computed once. Relaxed atomics: a frozen String
// may be shared by isolates, which would both store the same word.
uint64_t string_hash_word(Value v) {
  const String* s = v.as<String>();
  if (!s->frozen()) return core::string_hash(s->str, core::str_enc(v));
  uint64_t word = __atomic_load_n(&s->hash_word, __ATOMIC_RELAXED);
  if (word == 0) {
    word = core::string_hash(s->str, core::str_enc(v));
    __atomic_store_n(&s->hash_word, word, __ATOMIC_RELAXED);
  }
  return word;
}

bool builtin_hash_word(Value v, uint64_t& word) {
  if (v.is_fixnum() || v.is_symbol()) {
    word = immediate_hash_word(v);
  } else if (is_float(v)) {
    double d = float_value(v);
    if (d == 0.0) d = 0.0; // -0.0 hashes like 0.0 (they are eql?)
    uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    word = mix(bits ^ 0x3C6EF372FE94F82Bull);
  } else if (!v.is_heap()) {
    word = mix(v.bits());
  } else if (is_bignum(v)) {
    word = mix(uint64_t(v.as<Bignum>()->big.hash()) ^ 0x5bd1e995u);
  } else if (is_string(v)) {
    word = string_hash_word(v);
  } else {
    return false;
  }
  return true;
}

bool hash_of(Context& cx, Value v, uint64_t& out) {
  // A built-in value hashes as an object whose #hash answers its #hash does.
  uint64_t word;
  if ((!is_string(v) || !user_method(cx, v, cx.world->sym.hash)) && builtin_hash_word(v, word)) {
    out = hash_code_of_word(word);
    return true;
  }
  if (is_array(v) && !user_method(cx, v, cx.world->sym.hash)) {
    if (!nested_call_allowed(cx)) return false; // as the call of Array#hash it stands for
    NestedCall nested(cx);
    if (!core::array_hash_word(cx, v, word)) return false;
    out = hash_code_of_word(word);
    return true;
  }
  Value r = call(cx, v, cx.world->sym.hash);
  if (r.is_undef()) return false;
  if (r.is_fixnum()) out = hash_code(r);
  else if (is_bignum(r)) out = mix(r.as<Bignum>()->big.hash());
  else {
    raise(cx, cx.world->c.TypeError, "hash must return Integer");
    return false;
  }
  return true;
}

namespace {

inline bool is_plain(Value v, Class* klass) { return v.is_heap() && v.as_obj()->klass == klass; }

} // namespace

bool compare_builtin(Context& cx, Value a, Value b, int& out) {
  uint32_t redefined = cx.world->redefined_basic_ops.load(std::memory_order_relaxed);
  if (a.is_fixnum() && b.is_fixnum() && !(redefined & BOP_INTEGER)) {
    out = a.as_fixnum() < b.as_fixnum() ? -1 : a.as_fixnum() > b.as_fixnum() ? 1 : 0;
    return true;
  }
  if (is_plain(a, cx.world->c.String) && is_plain(b, cx.world->c.String) && !(redefined & BOP_STRING)) {
    int c = str(a).compare(str(b));
    out = c < 0 ? -1 : c > 0 ? 1 : 0;
    return true;
  }
  if (is_float(a) && is_float(b) && !(redefined & BOP_FLOAT)) {
    double x = float_value(a), y = float_value(b);
    if (x != x || y != y) return false; // NaN: <=> gives nil
    out = x < y ? -1 : x > y ? 1 : 0;
    return true;
  }
  return false;
}

bool comparison_failed(Context& cx, Value a, Value b) {
  std::string ca = class_path(cx, real_class(cx, a));
  std::string cb;
  if (b.is_heap() && !is_float(b)) {
    cb = class_path(cx, real_class(cx, b));
  } else {
    Value s = inspect(cx, b);
    if (s.is_undef()) return false;
    cb = is_string(s) ? str(s) : "?";
  }
  raisef(cx, cx.world->c.ArgumentError, "comparison of %s with %s failed", ca.c_str(), cb.c_str());
  return false;
}

bool compare_result_sign(Context& cx, Value r, Value a, Value b, int& out) {
  if (r.is_fixnum()) {
    out = r.as_fixnum() < 0 ? -1 : r.as_fixnum() > 0 ? 1 : 0;
    return true;
  }
  if (is_bignum(r)) {
    out = r.as<Bignum>()->big.sign();
    return true;
  }
  if (r.is_nil()) return comparison_failed(cx, a, b);
  Value zero = Value::fixnum(0);
  Value gt = call(cx, r, cx.world->sym.gt, 1, &zero);
  if (gt.is_undef()) return false;
  if (gt.truthy()) {
    out = 1;
    return true;
  }
  Value lt = call(cx, r, cx.world->sym.lt, 1, &zero);
  if (lt.is_undef()) return false;
  out = lt.truthy() ? -1 : 0;
  return true;
}

bool compare(Context& cx, Value a, Value b, int& out) {
  if (compare_builtin(cx, a, b, out)) return true;
  Value r = call(cx, a, cx.world->sym.cmp, 1, &b);
  if (r.is_undef()) return false;
  return compare_result_sign(cx, r, a, b, out);
}

// ---- Hash primitives ----

namespace {

// A key's table hash: its identity, or what hash_of says (for any String,
// as CRuby's tables hash one, its bytes, never a #hash of its own).
[[gnu::always_inline]] inline bool key_hash(Context& cx, Hash* h, Value key, uint64_t& out) {
  if (h->identity()) {
    out = mix(key.bits());
    return true;
  }
  // builtin_hash_word's commonest keys, without its other cases.
  if (is_string(key)) {
    out = hash_code_of_word(string_hash_word(key));
    return true;
  }
  if (key.is_symbol() || key.is_fixnum()) {
    out = hash_code_of_word(immediate_hash_word(key));
    return true;
  }
  return hash_of(cx, key, out);
}

// Whether the key looked up equals a stored key: key.eql?(stored), as in Ruby.
int key_eql(Context& cx, Hash* h, Value stored, Value key) {
  if (h->identity()) return stored == key ? 1 : 0;
  if (is_float(stored) && is_float(key)) return float_value(stored) == float_value(key) ? 1 : 0;
  if (is_bignum(stored) && is_bignum(key)) return stored.as<Bignum>()->big == key.as<Bignum>()->big ? 1 : 0;
  // Two plain Strings compare by their bytes, as in CRuby: no #eql? call.
  Class* plain = cx.world->c.String;
  if (is_plain(stored, plain) && is_plain(key, plain)) return str(stored) == str(key) ? 1 : 0;
  return eql(cx, key, stored);
}

} // namespace

Value hash_lookup(Context& cx, Hash* h, Value key, bool& found) {
  found = false;
  uint64_t hc;
  if (!key_hash(cx, h, key, hc)) return Value::undef();
  int64_t i = h->table.find(hc, key, [&](Value a, Value b) { return key_eql(cx, h, a, b); });
  if (i == HashTable::kError) return Value::undef();
  if (i == HashTable::kNotFound) return Value::undef();
  found = true;
  return h->table.slot(size_t(i)).value;
}

bool hash_store(Context& cx, Hash* h, Value key, Value value) {
  if (h->frozen()) {
    raise_frozen(cx, Value::object(h));
    return false;
  }
  uint64_t hc;
  if (!key_hash(cx, h, key, hc)) return false;
  int64_t i = h->table.find(hc, key, [&](Value a, Value b) { return key_eql(cx, h, a, b); });
  if (i == HashTable::kError) return false;
  if (i >= 0) {
    h->table.slot(size_t(i)).value = value;
    return true;
  }
  if (is_string(key) && !key.as_obj()->frozen() && !h->identity()) {
    Value copy = new_string(cx, str(key));
    copy.as_obj()->flags |= FL_FROZEN;
    copy.as<String>()->encoding = key.as<String>()->encoding;
    key = copy;
  }
  h->table.insert_new(hc, key, value);
  return true;
}

bool hash_delete(Context& cx, Hash* h, Value key, Value& removed, bool& found) {
  found = false;
  uint64_t hc;
  if (!key_hash(cx, h, key, hc)) return false;
  int64_t i = h->table.find(hc, key, [&](Value a, Value b) { return key_eql(cx, h, a, b); });
  if (i == HashTable::kError) return false;
  if (i >= 0) {
    found = true;
    removed = h->table.slot(size_t(i)).value;
    h->table.erase_at(size_t(i));
  }
  return true;
}

// Whether hash's class or singleton redefines Hash#default (checked only
// when it may: a subclass or singleton, or after Hash#default was redefined).
static bool default_redefined(Context& cx, Hash* h) {
  bool hash_intact = h->klass == cx.world->c.Hash && !(cx.world->redefined_basic_ops.load() & BOP_HASH);
  return !hash_intact && user_method(cx, Value::object(h), cx.world->sym.default_);
}

Value hash_get(Context& cx, Value hash, Value key, bool run_default_proc) {
  Hash* h = as_hash(hash);
  bool found;
  Value v = hash_lookup(cx, h, key, found);
  if (found) return v;
  if (!cx.pending.is_undef()) return Value::undef();
  if (default_redefined(cx, h)) return call(cx, hash, cx.world->sym.default_, 1, &key);
  if (!h->default_proc.is_nil()) return run_default_proc ? hash_default_proc_value(cx, hash, key) : Value::undef();
  return h->default_value;
}

Value hash_default_proc_value(Context& cx, Value hash, Value key) {
  return call(cx, hash, cx.world->sym.default_proc_call, 1, &key);
}

// ---- keyword arguments of natives ----

bool kwargs_given(Context& cx) { return cx.native_kwargs; }

Value kwarg(Context& cx, Value kwargs, const char* name) {
  if (!is_hash(kwargs)) return Value::undef();
  bool found;
  Value v = hash_lookup(cx, as_hash(kwargs), symbol_value(cx, name), found);
  return found ? v : Value::undef();
}

// ---- names ----

Sym intern(Context& cx, std::string_view s) { return cx.world->intern(s); }
const std::string& sym_name(Context& cx, Sym s) { return cx.world->name(s); }

bool write_warning(Context& cx, const std::string& text, Value category) {
  World& w = *cx.world;
  Value args[] = {new_string(cx, text), category};
  return !call(cx, Value::object(w.c.Kernel), w.intern("__warning_warn"), 2, args).is_undef();
}

namespace {

bool warn_at_current_position(Context& cx, const std::string& message, bool verbose_only, Value category) {
  Value verbose = gvar_get(cx, cx.world->sym.dollar_verbose);
  if (verbose.is_nil() || (verbose_only && !verbose.truthy())) return true;
  return write_warning(cx, current_position(cx) + ": warning: " + message + "\n", category);
}

} // namespace

bool warn_here(Context& cx, const std::string& message, bool verbose_only) {
  return warn_at_current_position(cx, message, verbose_only, Value::nil());
}

bool warn_here(Context& cx, const std::string& message, WarningCategory category) {
  if (!(cx.world->warning_categories.load(std::memory_order_relaxed) & (1u << category))) return true;
  return warn_at_current_position(cx, message, false, Value::symbol(intern(cx, kWarningCategoryNames[category])));
}

bool name_to_sym(Context& cx, Value v, Sym& out) {
  if (v.is_symbol()) {
    out = v.as_symbol();
    return true;
  }
  if (!is_string(v) && v.is_heap() && respond_to(cx, v, cx.world->sym.to_str, true)) v = implicit_string(cx, v);
  if (v.is_undef()) return false;
  if (is_string(v)) {
    out = intern(cx, str(v));
    return true;
  }
  Value insp = inspect(cx, v);
  if (!insp.is_undef()) raisef(cx, cx.world->c.TypeError, "%s is not a symbol nor a string", str(insp).c_str());
  return false;
}

std::string class_path(Context& cx, Class* klass) {
  if (!klass) return "";
  if (!klass->path.empty()) return klass->path;
  if (klass->is_singleton()) {
    Value a = klass->attached;
    if (is_class_or_module(a)) return "#<Class:" + class_path(cx, a.as<Class>()) + ">";
    return "#<Class:" + default_to_s(cx, a) + ">";
  }
  return anonymous_class_name(klass);
}

std::string anonymous_class_name(const Class* klass) {
  char anonymous[48];
  snprintf(anonymous, sizeof anonymous, "#<%s:0x%016" PRIx64 ">", klass->is_module() ? "Module" : "Class",
           uint64_t(Value::object(const_cast<Class*>(klass)).bits()));
  return anonymous;
}

// ---- instance variables ----

namespace {

std::vector<std::pair<Sym, Value>>* generic_ivars(Context& cx, Value obj, bool create) {
  Obj* o = obj.as_obj();
  Data* data = o->type == Type::Data ? static_cast<Data*>(o) : nullptr;
  if (data)
    if (auto* pairs = data_ivars(data)) return pairs;
  auto& table = cx.iso->generic_ivars;
  auto it = table.find(o);
  if (it == table.end()) {
    if (!create) return nullptr;
    o->flags |= FL_HAS_IVARS;
    it = table.try_emplace(o).first;
  }
  if (data) data->ivars_entry = &*it; // node-based: entries never move
  return &it->second;
}

} // namespace

Value ivar_get(Context& cx, Value obj, Sym name, IvarCache* cache) {
  if (cache) {
    Value known = ivar_get_cached(obj, *cache, name);
    if (!known.is_undef()) return known;
  }
  if (!obj.is_heap()) return Value::nil();
  Obj* o = obj.as_obj();
  if (o->type == Type::Object) {
    vm::Object* ob = static_cast<vm::Object*>(o);
    Class* layout = ob->layout ? ob->layout : ob->klass;
    auto it = layout->ivar_index.find(name);
    if (it == layout->ivar_index.end()) return Value::nil();
    if (cache && ob->layout) cache->fill(layout, it->second);
    if (it->second >= ob->ivars.size()) return Value::nil();
    Value v = ob->ivars[it->second];
    return v.is_undef() ? Value::nil() : v;
  }
  if (o->type == Type::Class) {
    for (auto& kv : static_cast<Class*>(o)->ivars)
      if (kv.first == name) return kv.second;
    return Value::nil();
  }
  if (auto* iv = generic_ivars(cx, obj, false))
    for (auto& kv : *iv)
      if (kv.first == name) return kv.second;
  return Value::nil();
}

Class* isolation_error(Context& cx) {
  World& w = *cx.world;
  return w.ractor_classes.isolation_error ? w.ractor_classes.isolation_error : w.c.RuntimeError;
}

Value raise_unshareable_constant(Context& cx, const Cref* cref, Sym name) {
  Class* scope = cref ? cref->klass : cx.world->c.Object;
  std::string path = scope->path.empty() ? "Object" : scope->path;
  return raisef(cx, isolation_error(cx), "can not access non-shareable objects in constant %s::%s by non-main Ractor.",
                path.c_str(), cx.world->name(name).c_str());
}

namespace {
// Classes' and modules' instance variables change in the main Ractor only.
bool class_ivars_writable(Context& cx) {
  if (cx.iso->is_main) return true;
  raise(cx, isolation_error(cx), "can not set instance variables of classes/modules by non-main Ractors");
  return false;
}

bool set_pair(std::vector<std::pair<Sym, Value>>& pairs, Sym name, Value v) {
  for (auto& kv : pairs)
    if (kv.first == name) {
      kv.second = v;
      return true;
    }
  pairs.push_back({name, v});
  return true;
}
} // namespace

Value set_shared_class_ivar(Context& cx, Class* k, Sym name, Value v) {
  Value shared = make_shareable(cx, v);
  if (shared.is_undef()) return shared;
  WorldWrite write(*cx.world);
  set_pair(k->ivars, name, shared);
  return shared;
}

bool member_set(Context& cx, Value obj, const MethodEntry* me, Value v) {
  if (!check_frozen(cx, obj)) return false;
  Value values = ivar_get(cx, obj, me->ivar, &me->ivar_cache);
  if (!is_type(values, Type::Array)) return true;
  auto& items = values.as<Array>()->items;
  if (size_t(me->member) >= items.size()) items.resize(size_t(me->member) + 1, Value::nil());
  items[size_t(me->member)] = v;
  return true;
}

bool ivar_set(Context& cx, Value obj, Sym name, Value v, IvarCache* cache) {
  if (!obj.is_heap()) {
    raise_frozen(cx, obj);
    return false;
  }
  Obj* o = obj.as_obj();
  if (o->frozen()) {
    raise_frozen(cx, obj);
    return false;
  }
  if (o->type == Type::Object) {
    vm::Object* ob = static_cast<vm::Object*>(o);
    if (!ob->layout) ob->layout = ob->klass;
    Class* layout = ob->layout;
    auto it = layout->ivar_index.find(name);
    uint32_t index;
    if (it == layout->ivar_index.end()) {
      WorldWrite write(*cx.world);
      it = layout->ivar_index.find(name); // another isolate may have added it meanwhile
      if (it == layout->ivar_index.end()) {
        index = uint32_t(layout->ivar_names.size());
        layout->ivar_names.push_back(name);
        layout->ivar_index[name] = index;
      } else {
        index = it->second;
      }
    } else {
      index = it->second;
    }
    // A new object takes a slot for each variable its class's objects have
    // had, so that the ones set after this (initialize's) take the cached path.
    if (index >= ob->ivars.size()) ob->ivars.resize(std::max<size_t>(index + 1, layout->ivar_names.size()), Value::undef());
    ob->ivars[index] = v;
    if (cache) cache->fill(layout, index);
    return true;
  }
  if (o->type == Type::Class) {
    if (!class_ivars_writable(cx)) return false;
    WorldWrite write(*cx.world);
    return set_pair(static_cast<Class*>(o)->ivars, name, v);
  }
  return set_pair(*generic_ivars(cx, obj, true), name, v);
}

bool ivar_defined(Context& cx, Value obj, Sym name) {
  if (!obj.is_heap()) return false;
  Obj* o = obj.as_obj();
  if (o->type == Type::Object) {
    vm::Object* ob = static_cast<vm::Object*>(o);
    Class* layout = ob->layout ? ob->layout : ob->klass;
    auto it = layout->ivar_index.find(name);
    return it != layout->ivar_index.end() && it->second < ob->ivars.size() && !ob->ivars[it->second].is_undef();
  }
  if (o->type == Type::Class) {
    for (auto& kv : static_cast<Class*>(o)->ivars)
      if (kv.first == name) return true;
    return false;
  }
  if (auto* iv = generic_ivars(cx, obj, false))
    for (auto& kv : *iv)
      if (kv.first == name) return true;
  return false;
}

namespace {

bool erase_pair(std::vector<std::pair<Sym, Value>>& pairs, Sym name) {
  auto it = std::find_if(pairs.begin(), pairs.end(), [&](const auto& kv) { return kv.first == name; });
  if (it == pairs.end()) return false;
  pairs.erase(it);
  return true;
}

} // namespace

bool ivar_remove(Context& cx, Value obj, Sym name) {
  if (!ivar_defined(cx, obj, name)) return false;
  Obj* o = obj.as_obj();
  if (o->type == Type::Object) {
    vm::Object* ob = static_cast<vm::Object*>(o);
    ob->ivars[(ob->layout ? ob->layout : ob->klass)->ivar_index.at(name)] = Value::undef();
    return true;
  }
  if (o->type == Type::Class) {
    if (!class_ivars_writable(cx)) return false;
    WorldWrite write(*cx.world);
    return erase_pair(static_cast<Class*>(o)->ivars, name);
  }
  return erase_pair(*generic_ivars(cx, obj, false), name);
}

void copy_generic_ivars(Context& cx, Obj* from, Obj* to) {
  if (!(from->flags & FL_HAS_IVARS)) return;
  auto& table = cx.iso->generic_ivars;
  auto it = table.find(from);
  if (it == table.end()) return;
  auto ivars = it->second;
  table[to] = std::move(ivars);
  to->flags |= FL_HAS_IVARS;
}

// ---- constants ----

Value const_get(Context& cx, Class* klass, Sym name) {
  for (Class* k : klass->ancestors)
    if (Value* v = k->find_constant(name)) return *v;
  if (klass->is_module())
    for (Class* k : cx.world->c.Object->ancestors)
      if (Value* v = k->find_constant(name)) return *v;
  std::string where = klass == cx.world->c.Object ? "" : class_path(cx, klass) + "::";
  return const_missing(cx, klass, name, where + cx.world->name(name));
}

// klass::name's value and the module that holds it, or null.
static Value* find_scoped_constant(Context& cx, Class* klass, Sym name, Class*& owner) {
  Class* object = cx.world->c.Object;
  for (Class* k : klass->ancestors) {
    if (k == object && klass != object) continue; // only Object's own constants are not klass's
    if (Value* v = k->find_constant(name)) {
      owner = k;
      return v;
    }
  }
  return nullptr;
}

Value scoped_const_get(Context& cx, Class* klass, Sym name) {
  Class* owner = nullptr;
  if (Value* v = find_scoped_constant(cx, klass, name, owner)) return *v;
  return scoped_const_missing(cx, klass, name);
}

Value public_scoped_const_get(Context& cx, Class* klass, Sym name, bool* found) {
  Class* owner = nullptr;
  Value* v = find_scoped_constant(cx, klass, name, owner);
  if (!v) return scoped_const_missing(cx, klass, name);
  if (!owner->constant_private(name)) {
    if (found) *found = true;
    return *v;
  }
  Sym hook = intern(cx, "const_missing");
  const MethodEntry* me = find_method(cx, class_of(cx, Value::object(klass)), hook);
  if (me && me->kind != MethodKind::Native) {
    Value arg = Value::symbol(name);
    return call(cx, Value::object(klass), hook, 1, &arg);
  }
  return raise_private_constant(cx, owner, name);
}

bool public_scoped_constant_defined(Context& cx, Class* klass, Sym name) {
  Class* owner = nullptr;
  if (find_scoped_constant(cx, klass, name, owner)) return !owner->constant_private(name);
  World& w = *cx.world;
  return w.autoload_constant && w.autoload_constant(cx, klass, name, false);
}

Value raise_private_constant(Context& cx, Class* owner, Sym name) {
  std::string message = "private constant " + class_path(cx, owner) + "::" + cx.world->name(name) + " referenced";
  return raise_name_error(cx, cx.world->c.NameError, message, name, Value::object(owner));
}

Value scoped_const_missing(Context& cx, Class* klass, Sym name) {
  Class* object = cx.world->c.Object;
  std::string where;
  if (klass != object && !module_for_message(cx, klass, where)) return Value::undef();
  return const_missing(cx, klass, name, (where.empty() ? "" : where + "::") + cx.world->name(name));
}

bool module_for_message(Context& cx, Class* klass, std::string& out) {
  out = class_path(cx, klass);
  if (!klass->path.empty() || klass->is_singleton()) return true;
  Value module = Value::object(klass);
  Value shown = user_method(cx, module, cx.world->sym.name) ? call(cx, module, cx.world->sym.name) : Value::nil();
  if (shown.is_nil()) shown = user_method(cx, module, cx.world->sym.inspect) ? inspect(cx, module) : Value::nil();
  if (shown.is_undef()) return false;
  if (is_string(shown)) out = str(shown);
  return true;
}

Value const_missing(Context& cx, Class* klass, Sym name, const std::string& qualified_name) {
  World& w = *cx.world;
  if (w.autoload_constant && w.autoload_constant(cx, klass, name, true)) {
    for (Class* k : klass->ancestors)
      if (Value* v = k->find_constant(name)) return *v;
    if (Value* v = w.c.Object->find_constant(name)) return *v;
  }
  if (!cx.pending.is_undef()) return Value::undef();
  Sym hook = intern(cx, "const_missing");
  const MethodEntry* me = find_method(cx, class_of(cx, Value::object(klass)), hook);
  if (me && me->kind != MethodKind::Native) {
    Value arg = Value::symbol(name);
    return call(cx, Value::object(klass), hook, 1, &arg);
  }
  return raise_name_error(cx, cx.world->c.NameError, "uninitialized constant " + qualified_name, name,
                          Value::object(klass));
}

} // namespace garnet::vm
