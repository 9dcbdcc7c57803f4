// interp.cpp — the dispatch loop: one function that runs frames until the
// barrier frame it was entered for returns. Ruby-to-Ruby calls push a frame
// and continue here; only natives calling Ruby re-enter it.
//
// The loop also leaves and re-enters itself every kReentryTicks safepoints.
// A WebAssembly engine first runs a function in baseline code and compiles
// the optimized code in the background, but it has no on-stack replacement:
// a loop entered once would run baseline code for the whole program (2-3x
// slower in V8, whose tier-up requests from that loop also walk the stack
// under a process-wide lock and so serialise the isolates). A fresh entry
// runs the optimized code once it exists; natively the detour costs nothing
// measurable.
#include <cmath>

#include "sched/fiber_switch.h"
#include "sched/green_threads.h"
#include "sched/signal_delivery.h"
#include "vm/blocks.h"
#include "vm/interp.h"
#include "vm/native_scope.h"
#include "vm/shareable.h"

namespace garnet::vm {

namespace {

inline Class* fast_class_of(World& w, Value v) {
  if (v.is_fixnum()) return w.c.Integer;
  if (v.is_heap()) return v.as_obj()->klass;
  if (v.is_flonum()) return w.c.Float;
  if (v.is_symbol()) return w.c.Symbol;
  if (v.is_nil()) return w.c.NilClass;
  return v.is_true() ? w.c.TrueClass : w.c.FalseClass;
}

// A Fixnum a double represents exactly (so comparing through double is exact).
inline bool exact_double(Value v) {
  return v.is_fixnum() && v.as_fixnum() <= (int64_t(1) << 53) && v.as_fixnum() >= -(int64_t(1) << 53);
}

inline bool ops_intact(World& w, uint32_t bit) {
  return (w.redefined_basic_ops.load(std::memory_order_relaxed) & bit) == 0;
}

// Finds the frame with `id` in this context; nullptr if it has returned.
bool frame_alive(Context& cx, uint64_t id) {
  for (size_t i = cx.frames.size(); i-- > 0;)
    if (cx.frames[i].id == id) return true;
  return false;
}

Env* env_at(Env* e, uint32_t depth) {
  while (depth--) e = e->parent;
  return e;
}

constexpr uint32_t kReentryTicks = 1u << 16;

} // namespace

// The loop itself; answers undef with reenter_loop set on the context it
// ran last when it left only to be entered again. With a driver, it makes
// the switches the driver would have made to contexts that have no C++
// method to start or resume (see DriverLoop).
// An instance of exactly core class k: not a subclass's, not one with a
// singleton class, not a moved object. Fast paths take only these.
inline bool plain(Value v, const Class* k) { return v.is_heap() && v.as_obj()->klass == k; }
// Whether x == y is identity: two Integers (Integer#== intact), or a Symbol
// or nil on the left.
inline bool identity_equality(World& w, Value x, Value y) {
  return (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) || x.is_symbol() || x.is_nil();
}
// The receiver an Array or String fast path takes: a plain instance, or in
// the core prelude's code any instance of the type (Iseq::builtin).
inline bool fast_instance(const Iseq* iseq, Value v, Type t, const Class* k) {
  return plain(v, k) || (iseq->builtin && is_type(v, t));
}

[[gnu::noinline]] static Value interpret(Context* cx, size_t barrier_depth, DriverLoop* driver) {
  World& w = *cx->world;
  Isolate& iso = *cx->iso;
  Frame* f;
  const uint32_t* pc;
  Value* R;
  const Iseq* iseq;
  Value result;
  Value right_operand; // a binary operator's argument on its way to a send

#define LOAD_FRAME(frame)       \
  do {                          \
    f = (frame);                \
    pc = f->pc;                 \
    R = f->regs;                \
    iseq = f->iseq;             \
  } while (0)
#define LOAD() LOAD_FRAME(&cx->frames.back())
// LOAD() for a frame just pushed, from the values at hand rather than
// reading back what was just stored.
#define ENTER(frame, callee_iseq, base) \
  do {                              \
    f = &(frame);                   \
    iseq = (callee_iseq);           \
    pc = iseq->code.data();         \
    R = (base);                     \
  } while (0)
#define SAVE() (f->pc = pc)
#define RAISE_HERE() goto do_unwind
#define SAFEPOINT()                                                 \
  do {                                                              \
    if (iso.heap.needs_attention()) {                               \
      SAVE();                                                       \
      if (iso.heap.wants_collection()) iso.collect();               \
      if (iso.heap.out_of_memory()) {                               \
        sched::raise_out_of_memory(*cx);                             \
        RAISE_HERE();                                               \
      }                                                             \
    }                                                               \
    if ((++cx->ticks & 1023) == 0) {                                 \
      SAVE();                                                       \
      sched::Safepoint sp = sched::safepoint(*cx);                   \
      if (sp == sched::Safepoint::Switch) goto do_switch;           \
      if (sp == sched::Safepoint::Raise) RAISE_HERE();              \
      if ((cx->ticks & (kReentryTicks - 1)) == 0) {                  \
        cx->reenter_loop = true;                                     \
        return Value::undef();                                      \
      }                                                             \
    }                                                               \
  } while (0)

  static void* const labels[] = {
#define GARNET_OP_LABEL(name, n, doc) &&L_##name,
      GARNET_OPCODES(GARNET_OP_LABEL)
#undef GARNET_OP_LABEL
  };
#define DISPATCH() goto* labels[*pc]
// After a call made from register A: switch fibers, store a result, unwind,
// or run the frame it pushed.
#define FINISH_CALL(d, a)                                   \
  do {                                                      \
    if ((d) == Dispatch::Switch) goto do_switch;            \
    LOAD();                                                 \
    if ((d) == Dispatch::Done) {                            \
      R[a] = result;                                        \
      DISPATCH();                                           \
    }                                                       \
    if ((d) == Dispatch::Raised) RAISE_HERE();              \
    SAFEPOINT();                                            \
    DISPATCH();                                             \
  } while (0)
#define NEXT(n)  \
  do {           \
    pc += (n) + 1; \
    DISPATCH();  \
  } while (0)

  LOAD();
  if (!cx->pending.is_undef()) goto do_unwind; // woken up with an exception (from a fiber)
  DISPATCH();

L_NOP:
  NEXT(0);
L_MOVE:
  R[pc[1]] = R[pc[2]];
  NEXT(2);
L_LOADNIL:
  R[pc[1]] = Value::nil();
  NEXT(1);
L_LOADTRUE:
  R[pc[1]] = Value::true_value();
  NEXT(1);
L_LOADFALSE:
  R[pc[1]] = Value::false_value();
  NEXT(1);
L_LOADSELF:
  R[pc[1]] = R[0];
  NEXT(1);
L_LOADI:
  R[pc[1]] = Value::fixnum(int32_t(pc[2]));
  NEXT(2);
L_LOADK:
  R[pc[1]] = iseq->literals[pc[2]];
  NEXT(2);
L_STRING: {
  String* s = iso.heap.make<String>(w.c.String, Type::String);
  const String* lit = iseq->literals[pc[2]].as<String>();
  s->str = lit->str;
  s->encoding = lit->encoding;
  R[pc[1]] = Value::object(s);
  NEXT(2);
}
L_TOSTR: {
  Value v = R[pc[2]];
  if (is_string(v)) {
    R[pc[1]] = v;
    NEXT(2);
  }
  SAVE();
  pc += 3;
  f->pc = pc;
  Value s = to_s(*cx, v);
  LOAD();
  if (s.is_undef()) RAISE_HERE();
  R[pc[-2]] = s;
  DISPATCH();
}
L_CONCAT: {
  uint32_t b = pc[2], n = pc[3];
  uint8_t encoding = n ? R[b].as<String>()->encoding : String::kUtf8;
  bool mixed = false;
  for (uint32_t i = 1; i < n; i++) mixed |= R[b + i].as<String>()->encoding != encoding;
  if (mixed) { // the core's rules pick the encoding or raise Encoding::CompatibilityError
    SAVE();
    if (!w.concat_encoding(*cx, R + b, n, encoding)) RAISE_HERE();
  }
  String* s = iso.heap.make<String>(w.c.String, Type::String);
  s->encoding = encoding;
  size_t len = 0;
  for (uint32_t i = 0; i < n; i++) len += str(R[b + i]).size();
  s->str.reserve(len);
  for (uint32_t i = 0; i < n; i++) s->str += str(R[b + i]);
  R[pc[1]] = Value::object(s);
  NEXT(3);
}
L_ARRAY: {
  Array* a = iso.heap.make<Array>(w.c.Array, Type::Array);
  a->items.assign(R + pc[2], R + pc[2] + pc[3]);
  R[pc[1]] = Value::object(a);
  NEXT(3);
}
L_SPLAT: {
  Value v = R[pc[2]];
  Array* a = iso.heap.make<Array>(w.c.Array, Type::Array);
  if (is_array(v)) {
    a->items = as_array(v)->items;
  } else if (!v.is_nil()) {
    SAVE();
    f->pc = pc + 3;
    Value conv = respond_to(*cx, v, w.sym.to_a, true) ? call(*cx, v, w.sym.to_a) : Value::nil();
    LOAD();
    if (conv.is_undef()) RAISE_HERE();
    if (is_array(conv)) a->items = as_array(conv)->items;
    else a->items.push_back(v);
    R[pc[-2]] = Value::object(a);
    DISPATCH();
  }
  R[pc[1]] = Value::object(a);
  NEXT(2);
}
L_ARYCAT: {
  auto& dst = as_array(R[pc[1]])->items;
  auto& src = as_array(R[pc[2]])->items;
  dst.insert(dst.end(), src.begin(), src.end());
  NEXT(2);
}
L_ARYPUSH:
  as_array(R[pc[1]])->items.push_back(R[pc[2]]);
  NEXT(2);
L_HASH: {
  Value h = new_hash(*cx);
  uint32_t b = pc[2], n = pc[3];
  for (uint32_t i = 0; i < n; i++) {
    if (!hash_store(*cx, as_hash(h), R[b + 2 * i], R[b + 2 * i + 1])) {
      pc += 4;
      SAVE();
      RAISE_HERE();
    }
  }
  R[pc[1]] = h;
  NEXT(3);
}
L_HASHMERGE: {
  Value src = R[pc[2]];
  pc += 3;
  SAVE();
  if (!src.is_nil()) {
    if (!is_hash(src)) {
      src = call(*cx, src, w.sym.to_hash);
      LOAD();
      if (src.is_undef()) RAISE_HERE();
      if (!is_hash(src)) {
        raise(*cx, w.c.TypeError, "no implicit conversion into Hash");
        RAISE_HERE();
      }
    }
    Hash* from = as_hash(src);
    for (size_t i = 0; i < from->table.slot_count(); i++) {
      const auto& e = from->table.slot(i);
      if (e.key.is_undef()) continue;
      if (!hash_store(*cx, as_hash(R[pc[-2]]), e.key, e.value)) RAISE_HERE();
    }
  }
  DISPATCH();
}
L_RANGE: {
  pc += 5;
  SAVE();
  Value r = new_range(*cx, R[pc[-3]], R[pc[-2]], pc[-1] != 0);
  if (r.is_undef()) RAISE_HERE();
  R[pc[-4]] = r;
  DISPATCH();
}
L_GETUPVAR:
  R[pc[1]] = env_at(f->env, pc[2])->slots[pc[3]];
  NEXT(3);
L_SETUPVAR:
  env_at(f->env, pc[1])->slots[pc[2]] = R[pc[3]];
  NEXT(3);
L_GETIVAR: {
  Value self = R[0];
  IvarCache& c = iseq->ivar_caches[pc[3]];
  Value v = ivar_get_cached(self, c, pc[2]);
  R[pc[1]] = v.is_undef() ? ivar_get(*cx, self, pc[2], &c) : v;
  NEXT(3);
}
L_SETIVAR: {
  Value self = R[0];
  IvarCache& c = iseq->ivar_caches[pc[3]];
  if (ivar_set_cached(self, c, R[pc[2]])) NEXT(3);
  pc += 4;
  SAVE();
  if (!ivar_set(*cx, self, pc[-3], R[pc[-2]], &c)) RAISE_HERE();
  DISPATCH();
}
L_GETGVAR: {
  pc += 3;
  SAVE();
  Value v = gvar_get(*cx, pc[-1]);
  if (v.is_undef()) RAISE_HERE();
  R[pc[-2]] = v;
  DISPATCH();
}
L_SETGVAR:
  pc += 3;
  SAVE();
  if (!gvar_set(*cx, pc[-2], R[pc[-1]])) RAISE_HERE();
  DISPATCH();
L_GETCVAR: {
  pc += 3;
  SAVE();
  Value v = cvar_get(*cx, f->cref, pc[-1]);
  if (v.is_undef()) RAISE_HERE();
  R[pc[-2]] = v;
  DISPATCH();
}
L_SETCVAR:
  pc += 3;
  SAVE();
  if (!cvar_set(*cx, f->cref, pc[-2], R[pc[-1]])) RAISE_HERE();
  DISPATCH();
L_GETCONST: {
  ConstCache& c = iseq->const_caches[pc[3]];
  uint64_t serial = w.constant_serial.load(std::memory_order_acquire);
  Value cached;
  if (c.lookup(serial, f->cref, cached) && reachable_here(iso, cached)) {
    R[pc[1]] = cached;
    NEXT(3);
  }
  pc += 4;
  SAVE();
  Value v = const_lookup_lexical(*cx, f->cref, pc[-2]);
  LOAD();
  if (v.is_undef()) RAISE_HERE();
  if (!reachable_here(iso, v)) {
    raise_unshareable_constant(*cx, f->cref, pc[-2]);
    RAISE_HERE();
  }
  c.fill(serial, f->cref, v);
  R[pc[-3]] = v;
  DISPATCH();
}
L_GETCONSTFROM: {
  pc += 4;
  SAVE();
  Value scope = R[pc[-2]];
  Value v = Value::undef();
  if (scope.is_nil()) v = const_get(*cx, w.c.Object, pc[-1]);
  else if (is_class_or_module(scope)) {
    Class* k = scope.as<Class>();
    if (k->constant_private(pc[-1])) {
      std::string message = "private constant " + class_path(*cx, k) + "::" + w.name(pc[-1]) + " referenced";
      raise_name_error(*cx, w.c.NameError, message, pc[-1], scope);
    } else {
      v = scoped_const_get(*cx, k, pc[-1]);
    }
  } else {
    Value insp = inspect(*cx, scope);
    if (!insp.is_undef()) raisef(*cx, w.c.TypeError, "%s is not a class/module", str(insp).c_str());
  }
  LOAD();
  if (v.is_undef()) RAISE_HERE();
  R[pc[-3]] = v;
  DISPATCH();
}
L_SETCONST: {
  pc += 4;
  SAVE();
  Value scope = R[pc[-3]];
  Class* target = scope.is_nil() ? f->cref->klass : scope.is_undef() ? w.c.Object : nullptr;
  if (!target) {
    if (!is_class_or_module(scope)) {
      Value insp = inspect(*cx, scope);
      if (!insp.is_undef()) raisef(*cx, w.c.TypeError, "%s is not a class/module", str(insp).c_str());
      RAISE_HERE();
    }
    target = scope.as<Class>();
  }
  if (!share_constant_value(*cx, R[pc[-1]])) RAISE_HERE();
  const_set(w, target, pc[-2], R[pc[-1]]);
  DISPATCH();
}
L_ONCE: {
  const auto& once = iso.once_values;
  if (pc[2] < once.size() && !once[pc[2]].is_undef()) {
    R[pc[1]] = once[pc[2]];
    pc = iseq->code.data() + pc[3];
    DISPATCH();
  }
  NEXT(3);
}
L_SETONCE: {
  auto& once = iso.once_values;
  if (pc[1] >= once.size()) once.resize(pc[1] + 1, Value::undef());
  once[pc[1]] = R[pc[2]];
  NEXT(2);
}
L_JMP:
  if (pc[1] <= uint32_t(pc - iseq->code.data())) SAFEPOINT();
  pc = iseq->code.data() + pc[1];
  DISPATCH();
L_JMPIF:
  if (R[pc[1]].truthy()) {
    if (pc[2] <= uint32_t(pc - iseq->code.data())) SAFEPOINT();
    pc = iseq->code.data() + pc[2];
    DISPATCH();
  }
  NEXT(2);
L_JMPNOT:
  if (R[pc[1]].falsy()) {
    if (pc[2] <= uint32_t(pc - iseq->code.data())) SAFEPOINT();
    pc = iseq->code.data() + pc[2];
    DISPATCH();
  }
  NEXT(2);
L_JMPNIL:
  if (R[pc[1]].is_nil()) {
    pc = iseq->code.data() + pc[2];
    DISPATCH();
  }
  NEXT(2);
L_JMPDEF:
  if (!R[pc[1]].is_undef()) {
    pc = iseq->code.data() + pc[2];
    DISPATCH();
  }
  NEXT(2);

  // ---- operators with fast paths; everything else sends ----
L_ADD: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    int64_t r = x.as_fixnum() + y.as_fixnum();
    if (Value::fits_fixnum(r)) {
      R[pc[1]] = Value::fixnum(r);
      NEXT(4);
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[pc[1]] = new_float(*cx, float_value(x) + (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT(4);
  }
  goto binop_send;
}
// x + I, x - I with I an immediate: Integer and Float fast paths, else a send.
#define IMMEDIATE_OP(label, op)                                                                \
  label : {                                                                                    \
    Value x = R[pc[2]];                                                                        \
    if (x.is_fixnum() && ops_intact(w, BOP_INTEGER)) {                                         \
      int64_t r = x.as_fixnum() op int32_t(pc[3]);                                             \
      if (Value::fits_fixnum(r)) {                                                             \
        R[pc[1]] = Value::fixnum(r);                                                           \
        NEXT(4);                                                                               \
      }                                                                                        \
    } else if (is_float(x) && ops_intact(w, BOP_FLOAT)) {                                      \
      R[pc[1]] = new_float(*cx, float_value(x) op double(int32_t(pc[3])));                     \
      NEXT(4);                                                                                 \
    }                                                                                          \
    goto immediate_send;                                                                       \
  }
  IMMEDIATE_OP(L_ADDI, +)
  IMMEDIATE_OP(L_SUBI, -)
#undef IMMEDIATE_OP
L_SUB: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    int64_t r = x.as_fixnum() - y.as_fixnum();
    if (Value::fits_fixnum(r)) {
      R[pc[1]] = Value::fixnum(r);
      NEXT(4);
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[pc[1]] = new_float(*cx, float_value(x) - (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT(4);
  }
  goto binop_send;
}
L_MUL: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    int64_t r;
    if (!__builtin_mul_overflow(x.as_fixnum(), y.as_fixnum(), &r) && Value::fits_fixnum(r)) {
      R[pc[1]] = Value::fixnum(r);
      NEXT(4);
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[pc[1]] = new_float(*cx, float_value(x) * (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT(4);
  }
  goto binop_send;
}
L_DIV: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (x.is_fixnum() && y.is_fixnum() && y.as_fixnum() != 0 && ops_intact(w, BOP_INTEGER)) {
    int64_t a = x.as_fixnum(), b = y.as_fixnum();
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    if (Value::fits_fixnum(q)) {
      R[pc[1]] = Value::fixnum(q);
      NEXT(4);
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[pc[1]] = new_float(*cx, float_value(x) / (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT(4);
  }
  goto binop_send;
}
L_MOD: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (x.is_fixnum() && y.is_fixnum() && y.as_fixnum() != 0 && ops_intact(w, BOP_INTEGER)) {
    int64_t a = x.as_fixnum(), b = y.as_fixnum();
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) m += b;
    R[pc[1]] = Value::fixnum(m);
    NEXT(4);
  }
  goto binop_send;
}
// x OP y of the operands B and C for Integers and Floats (operators intact)
// into `holds`; any other operands send.
#define NUMERIC_COMPARISON(op, holds)                                                          \
  Value x = R[pc[2]], y = R[pc[3]];                                                            \
  bool holds;                                                                                  \
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER))                            \
    holds = x.as_fixnum() op y.as_fixnum();                                                    \
  else if (is_float(x) && (is_float(y) || exact_double(y)) && ops_intact(w, BOP_FLOAT))        \
    holds = float_value(x) op(y.is_fixnum() ? double(y.as_fixnum()) : float_value(y));         \
  else                                                                                         \
    goto binop_send
#define COMPARE_OP(label, op)                                                                  \
  label : {                                                                                    \
    NUMERIC_COMPARISON(op, holds);                                                             \
    R[pc[1]] = Value::boolean(holds);                                                          \
    NEXT(4);                                                                                   \
  }
  COMPARE_OP(L_LT, <)
  COMPARE_OP(L_LE, <=)
  COMPARE_OP(L_GT, >)
  COMPARE_OP(L_GE, >=)
#undef COMPARE_OP
// A comparison followed by a conditional jump on its result (the compiler
// fuses them in conditions): the fast path stores the result and jumps too;
// the slow path is the plain comparison's, continuing at the jump.
#define COMPARE_BRANCH(label, op)                                                              \
  label : {                                                                                    \
    NUMERIC_COMPARISON(op, holds);                                                             \
    TAKE_BRANCH(holds);                                                                        \
  }
// == and != whose answer is identity (Integers, Symbols, nil), as EQ/NEQ.
#define EQUALITY_BRANCH(label, op)                                                             \
  label : {                                                                                    \
    Value x = R[pc[2]], y = R[pc[3]];                                                          \
    if (!identity_equality(w, x, y)) goto binop_send;                                          \
    TAKE_BRANCH(x op y);                                                                       \
  }
// The fused comparison's result: stored, then the jump that follows taken.
#define TAKE_BRANCH(result)                                                                    \
  do {                                                                                         \
    bool holds_ = (result);                                                                    \
    R[pc[1]] = Value::boolean(holds_);                                                         \
    pc += 5;                                                                                   \
    if (holds_ != (*pc == OP_JMPIF)) NEXT(2);                                                  \
    if (pc[2] <= uint32_t(pc - iseq->code.data())) SAFEPOINT();                                \
    pc = iseq->code.data() + pc[2];                                                            \
    DISPATCH();                                                                                \
  } while (0)
  COMPARE_BRANCH(L_LT_BRANCH, <)
  COMPARE_BRANCH(L_LE_BRANCH, <=)
  COMPARE_BRANCH(L_GT_BRANCH, >)
  COMPARE_BRANCH(L_GE_BRANCH, >=)
  EQUALITY_BRANCH(L_EQ_BRANCH, ==)
  EQUALITY_BRANCH(L_NEQ_BRANCH, !=)
#undef COMPARE_BRANCH
#undef NUMERIC_COMPARISON
#undef EQUALITY_BRANCH
#undef TAKE_BRANCH
L_EQ: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (identity_equality(w, x, y)) {
    R[pc[1]] = Value::boolean(x == y);
    NEXT(4);
  }
  goto binop_send;
}
L_NEQ: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (identity_equality(w, x, y)) {
    R[pc[1]] = Value::boolean(x != y);
    NEXT(4);
  }
  goto binop_send;
}
L_LTLT: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && !x.as_obj()->frozen() && ops_intact(w, BOP_ARRAY)) {
    as_array(x)->items.push_back(y);
    R[pc[1]] = x;
    NEXT(4);
  }
  if (fast_instance(iseq, x, Type::String, w.c.String) && is_string(y) && !x.as_obj()->frozen() &&
      x.as<String>()->encoding == y.as<String>()->encoding && ops_intact(w, BOP_STRING)) {
    str_mut(x) += str(y);
    R[pc[1]] = x;
    NEXT(4);
  }
  goto binop_send;
}
L_AREF: {
  Value x = R[pc[2]], y = R[pc[3]];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && y.is_fixnum() && ops_intact(w, BOP_ARRAY)) {
    auto& items = as_array(x)->items;
    int64_t i = y.as_fixnum();
    if (i < 0) i += int64_t(items.size());
    R[pc[1]] = (i >= 0 && i < int64_t(items.size())) ? items[size_t(i)] : Value::nil();
    NEXT(4);
  }
  if (plain(x, w.c.Hash) && ops_intact(w, BOP_HASH)) {
    pc += 5;
    SAVE();
    Value v = hash_get(*cx, x, y);
    LOAD();
    if (v.is_undef()) RAISE_HERE();
    R[pc[-4]] = v;
    DISPATCH();
  }
  goto binop_send;
}
L_ARYNEXT: {
  Value self = R[0], index = R[pc[2]];
  if (is_array(self) && index.is_fixnum()) {
    const auto& items = as_array(self)->items;
    int64_t i = index.as_fixnum();
    if (i >= 0 && i < int64_t(items.size())) {
      R[pc[1]] = items[size_t(i)];
      R[pc[2]] = Value::fixnum(i + 1);
      // The safepoint saves the jump's target: coming back (after a switch,
      // or when the loop is entered again) must not step a second time.
      bool backward = pc[3] <= uint32_t(pc - iseq->code.data());
      pc = iseq->code.data() + pc[3];
      if (backward) SAFEPOINT();
      DISPATCH();
    }
  }
  NEXT(3);
}
L_LENGTH: {
  Value x = R[pc[2]];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && ops_intact(w, BOP_ARRAY)) {
    R[pc[1]] = Value::fixnum(int64_t(as_array(x)->items.size()));
    NEXT(3);
  }
  if (plain(x, w.c.Hash) && ops_intact(w, BOP_HASH)) {
    R[pc[1]] = Value::fixnum(int64_t(as_hash(x)->table.size()));
    NEXT(3);
  }
  // Any other receiver: a send without arguments from the scratch registers.
  const CallInfo* ci = &iseq->calls[pc[3]];
  uint32_t dst = pc[1];
  Value* base = R + iseq->num_regs;
  base[0] = x;
  pc += 4;
  SAVE();
  CallArgs args{base + 1, 0, Value::undef(), Value::nil()};
  Dispatch d = send_method(*cx, x, ci->name, base, args, dst, result, ci->flags & CALL_FCALL, ci);
  FINISH_CALL(d, dst);
}
binop_send:
  right_operand = R[pc[3]];
  goto send_binary;
immediate_send:
  right_operand = Value::fixnum(int32_t(pc[3]));
send_binary : {
  // Operands go to the scratch registers above the frame; the result to A.
  const CallInfo* ci = &iseq->calls[pc[4]];
  uint32_t dst = pc[1];
  Value* base = R + iseq->num_regs;
  base[0] = R[pc[2]];
  base[1] = right_operand;
  pc += 5;
  SAVE();
  CallArgs args{base + 1, 1, Value::undef(), Value::nil()};
  Dispatch d = send_method(*cx, base[0], ci->name, base, args, dst, result, false, ci);
  if (d == Dispatch::Switch) goto do_switch;
  if (d == Dispatch::Done) {
    LOAD();
    R[dst] = result;
    DISPATCH();
  }
  LOAD();
  if (d == Dispatch::Raised) RAISE_HERE();
  DISPATCH();
}
L_ASET: {
  Value* base = R + pc[1];
  Value x = base[0], idx = base[1], val = base[2];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && idx.is_fixnum() && !x.as_obj()->frozen() && ops_intact(w, BOP_ARRAY)) {
    auto& items = as_array(x)->items;
    int64_t i = idx.as_fixnum();
    if (i < 0) i += int64_t(items.size());
    if (i >= 0 && i < int64_t(items.size())) {
      items[size_t(i)] = val;
      NEXT(2);
    }
  }
  if (plain(x, w.c.Hash) && !x.as_obj()->frozen() && ops_intact(w, BOP_HASH)) {
    pc += 3;
    SAVE();
    bool ok = hash_store(*cx, as_hash(x), idx, val);
    LOAD();
    if (!ok) RAISE_HERE();
    DISPATCH();
  }
  goto L_SEND;
}

  // ---- calls ----
L_SEND: {
  const CallInfo* ci = &iseq->calls[pc[2]];
  uint32_t a = pc[1];
  pc += 3;
  SAVE();
  Value recv = R[a];
  Class* k = fast_class_of(w, recv);
  // Fast path: a cached Ruby method taking exactly these positional args
  // (and maybe a block literal).
  const MethodEntry* me = (ci->flags & (CALL_SPLAT | CALL_KWARGS | CALL_BLOCKARG)) == 0
                              ? ci->cache.lookup(k, w.method_serial.load(std::memory_order_relaxed))
                              : nullptr;
  if (me) {
    if (me->kind == MethodKind::Iseq && me->iseq->params.simple() && me->iseq->params.required == ci->argc &&
        (me->visibility == Visibility::Public || (ci->flags & CALL_FCALL)) && me->iseq->env_size == 0) {
      const Iseq* callee = me->iseq;
      Value* base = R + a;
      if (cx->frames.size() < kMaxFrames && base + callee->num_regs + kScratchRegs < cx->stack_end()) {
        Value block = ci->block < 0 ? Value::nil()
                                    : Value::object(make_stack_block(*cx, *f, iseq->children[size_t(ci->block)].get()));
        Frame& nf = emplace_frame(*cx, callee, base, a, FrameKind::Method);
        nf.block = block;
        nf.method = me;
        nf.method_class = me->owner;
        nf.cref = me->cref;
        clear_registers(base + ci->argc + 1, base + callee->num_regs + kScratchRegs);
        ENTER(nf, callee, base); // the callee's frame (the push may have moved the caller's)
        SAFEPOINT();
        DISPATCH();
      }
    }
    // Without a block literal: natives, switches and attribute accessors.
    bool visible_blockless = ci->block < 0 && (me->visibility == Visibility::Public || (ci->flags & CALL_FCALL));
    if (visible_blockless && me->kind == MethodKind::Native && ci->argc >= me->min_args &&
        (me->max_args < 0 || ci->argc <= me->max_args)) {
      Value r = call_native(*cx, me, recv, ci->argc, R + a + 1, Value::nil(), false);
      LOAD();
      if (r.is_undef()) RAISE_HERE();
      R[a] = r;
      DISPATCH();
    }
    if (visible_blockless && me->kind == MethodKind::Builtin && me->builtin == Builtin::Switching &&
        ci->argc >= me->min_args && (me->max_args < 0 || ci->argc <= me->max_args)) {
      // Fiber#resume, Fiber.yield...: straight to the switch.
      CallArgs args{R + a + 1, int(ci->argc)};
      Dispatch d = me->switching(*cx, recv, args, a, result);
      FINISH_CALL(d, a);
    }
    if (visible_blockless && me->kind == MethodKind::AttrReader && ci->argc == 0) {
      Value v = ivar_get_cached(recv, me->ivar_cache, me->ivar);
      R[a] = v.is_undef() ? ivar_get(*cx, recv, me->ivar, &me->ivar_cache) : v;
      DISPATCH();
    }
    if (visible_blockless && me->kind == MethodKind::AttrWriter && ci->argc == 1) {
      Value v = R[a + 1];
      if (!ivar_set_cached(recv, me->ivar_cache, v) && !ivar_set(*cx, recv, me->ivar, v, &me->ivar_cache))
        RAISE_HERE();
      R[a] = v;
      DISPATCH();
    }
  }
  CallArgs args;
  if (!prepare_args(*cx, *f, ci, R + a, args)) {
    LOAD();
    RAISE_HERE();
  }
  Dispatch d = send_method(*cx, recv, ci->name, R + a, args, a, result, ci->flags & CALL_FCALL, ci);
  FINISH_CALL(d, a);
}
L_SUPER: {
  const CallInfo* ci = &iseq->calls[pc[2]];
  uint32_t a = pc[1];
  pc += 3;
  SAVE();
  CallArgs args;
  if (!prepare_args(*cx, *f, ci, R + a, args)) {
    LOAD();
    RAISE_HERE();
  }
  f = &cx->frames.back();
  Dispatch d = call_super(*cx, *f, R + a, args, a, result);
  if (d == Dispatch::Switch) goto do_switch;
  LOAD();
  if (d == Dispatch::Done) {
    R[a] = result;
    DISPATCH();
  }
  if (d == Dispatch::Raised) RAISE_HERE();
  DISPATCH();
}
L_YIELD: {
  const CallInfo* ci = &iseq->calls[pc[2]];
  uint32_t a = pc[1];
  pc += 3;
  SAVE();
  Value blk = f->block;
  if (!is_proc(blk)) {
    raise_local_jump(*cx, "no block given (yield)", "noreason", Value::nil());
    RAISE_HERE();
  }
  // Fast path: a block of plain leading parameters, given exactly as many
  // positional arguments (already in place after A): its frame is pushed here.
  if (Proc* p = blk.as<Proc>(); p->plain_arity == ci->argc && ci->block < 0 &&
                                  (ci->flags & (CALL_SPLAT | CALL_KWARGS | CALL_BLOCKARG)) == 0) {
    const Iseq* callee = p->iseq;
    Value* base = R + a;
    if (cx->frames.size() < kMaxFrames && base + callee->num_regs + kScratchRegs < cx->stack_end()) {
      Frame& nf = emplace_frame(*cx, callee, base, a, p->is_lambda() ? FrameKind::Lambda : FrameKind::Block);
      nf.proc = p;
      nf.block = p->outer_block;
      nf.method = p->method;
      nf.method_class = p->method_class;
      nf.cref = p->cref;
      base[0] = p->self;
      clear_registers(base + ci->argc + 1, base + callee->num_regs + kScratchRegs);
      if (callee->env_size) make_env(*cx, nf, p->env);
      else nf.env = p->env;
      ENTER(nf, callee, base); // the block's frame (the push may have moved the caller's)
      SAFEPOINT();
      DISPATCH();
    }
  }
  CallArgs args;
  if (!prepare_args(*cx, *f, ci, R + a, args)) {
    LOAD();
    RAISE_HERE();
  }
  Dispatch d = invoke_proc(*cx, blk.as<Proc>(), Value::undef(), R + a, args, a, result);
  if (d == Dispatch::Switch) goto do_switch;
  LOAD();
  if (d == Dispatch::Done) {
    R[a] = result;
    DISPATCH();
  }
  if (d == Dispatch::Raised) RAISE_HERE();
  DISPATCH();
}
L_BLOCKGIVEN:
  R[pc[1]] = Value::boolean(is_proc(f->block));
  NEXT(1);
L_GETBLOCK:
  R[pc[1]] = materialize_block(*cx, f->block);
  NEXT(1);
L_LAMBDA: {
  Proc* p = make_block(*cx, *f, iseq->children[pc[2]].get());
  p->flags |= FL_LAMBDA;
  R[pc[1]] = Value::object(p);
  NEXT(2);
}
L_RETURN:
  result = R[pc[1]];
  goto do_return;
L_RETURNFROMPROC: {
  Value v = R[pc[1]];
  if (f->kind != FrameKind::Block || !f->proc) {
    result = v;
    goto do_return;
  }
  uint64_t target = f->proc->home_frame;
  pc += 2;
  SAVE();
  if (f->proc->owner_context != cx || !frame_alive(*cx, target)) {
    raise_local_jump(*cx, "unexpected return", "return", v);
    RAISE_HERE();
  }
  cx->pending = make_throw(*cx, ThrowKind::Return, target, v);
  RAISE_HERE();
}
L_BREAK: {
  Value v = R[pc[1]];
  if (f->kind == FrameKind::Lambda) {
    result = v;
    goto do_return;
  }
  pc += 2;
  SAVE();
  uint64_t target = f->proc ? f->proc->creator_frame : 0;
  if (!f->proc || f->proc->owner_context != cx || !frame_alive(*cx, target)) {
    raise_local_jump(*cx, "break from proc-closure", "break", v);
    RAISE_HERE();
  }
  cx->pending = make_throw(*cx, ThrowKind::Break, target, v);
  RAISE_HERE();
}

  // ---- definitions ----
L_DEFMETHOD: {
  pc += 3;
  SAVE();
  if (!define_iseq_method(*cx, *f, f->cref->klass, pc[-2], iseq->children[pc[-1]].get(), false)) RAISE_HERE();
  DISPATCH();
}
L_DEFSMETHOD: {
  pc += 4;
  SAVE();
  Class* single = singleton_class_of(*cx, R[pc[-3]]);
  if (!single || !define_iseq_method(*cx, *f, single, pc[-2], iseq->children[pc[-1]].get(), true)) RAISE_HERE();
  DISPATCH();
}
L_CLASS: {
  uint32_t a = pc[1];
  const Iseq* body = iseq->children[pc[3]].get();
  uint32_t flags = pc[4];
  pc += 5;
  SAVE();
  Class* k = open_class(*cx, *f, R + a, pc[-3], flags);
  if (!k) {
    LOAD();
    RAISE_HERE();
  }
  Cref* cref = w.make_cref(k, f->cref);
  Frame* nf = push_frame(*cx, body, R + a, a, FrameKind::Class);
  if (!nf) {
    LOAD();
    RAISE_HERE();
  }
  for (uint32_t i = 0; i < body->num_regs + kScratchRegs; i++) nf->regs[i] = Value::nil();
  nf->regs[0] = Value::object(k);
  nf->cref = cref;
  nf->pc = body->code.data();
  nf->env = nullptr;
  if (body->env_size) {
    Env* e = iso.heap.make<Env>(nullptr, Type::Env);
    e->parent = nullptr;
    e->slots.assign(body->env_size, Value::nil());
    nf->env = e;
  }
  LOAD();
  DISPATCH();
}
L_ALIAS: {
  pc += 3;
  SAVE();
  if (!alias_method(*cx, f->cref->klass, pc[-2], pc[-1])) RAISE_HERE();
  DISPATCH();
}
L_GALIAS:
  iso.global_aliases[pc[1]] = pc[2];
  NEXT(2);
L_UNDEF: {
  pc += 2;
  SAVE();
  if (!undef_method(*cx, f->cref->klass, pc[-1])) RAISE_HERE();
  DISPATCH();
}

  // ---- exceptions and destructuring ----
L_RAISE:
  cx->pending = R[pc[1]];
  pc += 2;
  SAVE();
  RAISE_HERE();
L_RESCUEMATCH: {
  pc += 4;
  SAVE();
  int m = rescue_match(*cx, R[pc[-2]], R[pc[-1]]);
  LOAD();
  if (m < 0) RAISE_HERE();
  R[pc[-3]] = Value::boolean(m == 1);
  DISPATCH();
}
L_EXPAND: {
  if (pc[4] == 0 && is_array(R[pc[2]])) { // a, b = array: the common case
    const std::vector<Value>& items = as_array(R[pc[2]])->items;
    uint32_t a = pc[1], n = pc[3];
    for (uint32_t i = 0; i < n; i++) R[a + i] = i < items.size() ? items[i] : Value::nil();
    NEXT(4);
  }
  pc += 5;
  SAVE();
  bool ok = expand_values(*cx, pc[-4], R[pc[-3]], pc[-2], pc[-1] >> 1, pc[-1] & 1);
  LOAD();
  if (!ok) RAISE_HERE();
  DISPATCH();
}
L_DEFINED: {
  pc += 6;
  SAVE();
  int d = defined_check(*cx, *f, pc[-4], pc[-3], R[pc[-2]]);
  LOAD();
  if (d < 0) RAISE_HERE();
  R[pc[-5]] = d ? iseq->literals[pc[-1]] : Value::nil();
  DISPATCH();
}
L_PMDECON: {
  pc += 5;
  SAVE();
  Value v = pattern_deconstruct(*cx, R[pc[-3]], pc[-2] == 1, R[pc[-1]]);
  LOAD();
  if (v.is_undef()) RAISE_HERE();
  R[pc[-4]] = v;
  DISPATCH();
}

do_return : {
  Value v = f->return_self ? R[0] : result;
  bool barrier = f->barrier;
  uint32_t ret = f->ret_reg;
  uint64_t id = f->id;
  cx->frames.pop_back();
  while (!cx->catch_tags.empty() && cx->catch_tags.back().second == id) cx->catch_tags.pop_back();
  if (barrier) return v;
  LOAD_FRAME(f - 1); // the new top, without reading back the vector's end
  R[ret] = v;
  DISPATCH();
}
do_unwind : {
  SAVE();
  Value barrier_value = Value::undef();
  if (unwind(*cx, barrier_depth, barrier_value)) {
    LOAD();
    DISPATCH();
  }
  return barrier_value;
}
do_switch : {
  // Recorded by resume/yield/transfer, the scheduler, or a C++ method to
  // start on a native stack (which only the driver can run).
  Context* next = cx->switch_to;
  if (!driver || !next || cx->native_call || next->native_call) return Value::undef();
  Value handed = sched::hand_over(*cx, *next);
  cx = next;
  driver->current = cx;
  barrier_depth = driver->barrier_of(cx);
  LOAD();
  if (!handed.is_undef()) R[cx->wake_reg] = handed; // wake(), with the frame at hand
  if (!cx->pending.is_undef()) goto do_unwind; // woken up with an exception
  DISPATCH();
}
}

// Runs the loop, entering it again while it leaves only to be re-entered.
static Value run_loop(Context& cx, size_t barrier_depth, DriverLoop* driver) {
  Isolate* iso = cx.iso;
  iso->loops_on_stack++;
  Context* cur = &cx;
  while (true) {
    Value v = interpret(cur, barrier_depth, driver);
    if (driver) {
      cur = driver->current;
      barrier_depth = driver->barrier_of(cur);
    }
    if (!cur->reenter_loop) {
      iso->loops_on_stack--;
      return v;
    }
    cur->reenter_loop = false;
  }
}

Value run_until_barrier(Context& cx, size_t barrier_depth) { return run_loop(cx, barrier_depth, nullptr); }

Value run_driven(DriverLoop& loop) { return run_loop(*loop.current, loop.barrier_of(loop.current), &loop); }

} // namespace garnet::vm
