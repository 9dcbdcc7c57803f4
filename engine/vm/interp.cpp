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
#include "sched/native_calls.h"
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

// x << count for Fixnums (a negative count shifts right, as Integer#<<
// does), when the result is a Fixnum; undef otherwise (the method runs).
inline Value fixnum_shift(int64_t x, int64_t count) {
  if (count <= 0) {
    int64_t right = -count; // a Fixnum's negation fits
    return Value::fixnum(right >= 63 ? (x < 0 ? -1 : 0) : x >> right);
  }
  if (count >= 63) return x == 0 ? Value::fixnum(0) : Value::undef();
  int64_t r = int64_t(uint64_t(x) << count);
  return (r >> count) == x && Value::fits_fixnum(r) ? Value::fixnum(r) : Value::undef();
}

// An Integer operator of the core prelude's code on two Integers, taken
// when a program has redefined Integer's operators or made one private:
// the prelude's counters and index arithmetic are what C integers are in
// CRuby's core, so a redefined Integer#< does not change how Array#each
// counts. (Where CRuby's core sends the operator, as inject(:+) does, the
// prelude asks Integer.__ops_intact? and sends.) undef when the result is
// no Fixnum (an overflow, a division by zero): the operator is sent then.
[[gnu::cold, gnu::noinline]] Value prelude_integer_op(uint32_t opcode, int64_t x, int64_t y) {
  int64_t r;
  switch (opcode) {
    case OP_ADD: case OP_ADDI: r = x + y; break;
    case OP_SUB: case OP_SUBI: r = x - y; break;
    case OP_MUL:
      if (__builtin_mul_overflow(x, y, &r)) return Value::undef();
      break;
    case OP_DIV: case OP_MOD: {
      if (y == 0) return Value::undef();
      int64_t q, m;
      fix_divmod(x, y, q, m);
      r = opcode == OP_DIV ? q : m;
      break;
    }
    case OP_LT: case OP_LTI: case OP_LT_BRANCH: case OP_LTI_BRANCH: return Value::boolean(x < y);
    case OP_LE: case OP_LEI: case OP_LE_BRANCH: case OP_LEI_BRANCH: return Value::boolean(x <= y);
    case OP_GT: case OP_GTI: case OP_GT_BRANCH: case OP_GTI_BRANCH: return Value::boolean(x > y);
    case OP_GE: case OP_GEI: case OP_GE_BRANCH: case OP_GEI_BRANCH: return Value::boolean(x >= y);
    case OP_BAND: r = x & y; break;
    case OP_BOR: r = x | y; break;
    case OP_BXOR: r = x ^ y; break;
    case OP_LTLT: return fixnum_shift(x, y);
    case OP_SHR: return fixnum_shift(x, -y);
    case OP_EQ: case OP_EQ_BRANCH: return Value::boolean(x == y);
    case OP_NEQ: case OP_NEQ_BRANCH: return Value::boolean(x != y);
    default: return Value::undef();
  }
  return Value::fits_fixnum(r) ? Value::fixnum(r) : Value::undef();
}

// A new String with the bytes of literal `lit` (what evaluating the literal
// makes outside frozen-literal files).
inline Value string_literal_copy(Isolate& iso, World& w, const String* lit) {
  String* s = iso.heap.make<String>(w.c.String, Type::String);
  s->str = lit->str;
  s->encoding = lit->encoding;
  return Value::object(s);
}

// Finds the frame with `id` in this context; nullptr if it has returned.
bool frame_alive(Context& cx, uint64_t id) {
  for (size_t i = cx.frames.size(); i-- > 0;)
    if (cx.frames[i].id == id) return true;
  return false;
}

// `break` in a block ends the call the block was given to: that call must
// still be running in the creator frame (not, say, a later Proc#call).
bool break_target_waiting(Context& cx, const Proc& p) {
  if (p.owner_context != &cx) return false;
  for (size_t i = cx.frames.size(); i-- > 0;)
    if (cx.frames[i].id == p.creator_frame) return cx.frames[i].pc == p.creator_pc;
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
// Whether x == y (or x === y, as case/when asks) is identity: two
// Integers, or a Symbol or nil on the left, whose class's == and === are
// intact.
inline bool identity_equality(World& w, Value x, Value y) {
  uint32_t redefined = w.redefined_basic_ops.load(std::memory_order_relaxed);
  if (x.is_fixnum()) return y.is_fixnum() && !(redefined & BOP_INTEGER);
  return (x.is_symbol() && !(redefined & BOP_SYMBOL)) || (x.is_nil() && !(redefined & BOP_NIL));
}
// The receiver an Array or String fast path takes: a plain instance, or in
// the core prelude's code any instance of the type (Iseq::builtin).
inline bool fast_instance(const Iseq* iseq, Value v, Type t, const Class* k) {
  return plain(v, k) || (iseq->builtin && is_type(v, t));
}

// The block literal of call `ci` made from frame `caller`, or nil.
inline Value literal_block(Context& cx, Frame& caller, const CallInfo* ci) {
  if (ci->block < 0) return Value::nil();
  return Value::object(make_stack_block(cx, caller, caller.iseq->children[size_t(ci->block)].get()));
}

// Pushes the frame of Ruby method `me`, given `block`, its positional
// arguments already in place after `base`, and clears its other registers
// (the interpreter's fast paths; the caller checked the depth and the
// stack room).
[[gnu::always_inline]] inline Frame& push_method_frame(Context& cx, Value block, const MethodEntry* me,
                                                       Value* base, uint32_t ret_reg, uint32_t argc) {
  const Iseq* callee = me->iseq;
  Frame& nf = cx.frames.emplace_back(callee, callee->code.data(), base, ret_reg, cx.next_frame_id++, block, me,
                                     me->owner, me->cref);
  clear_frame_registers(base + argc + 1, base + callee->num_regs + kScratchRegs);
  return nf;
}

// Whether block `p`, given argc positional arguments and nothing else, is
// entered with them where they are (push_block_frame): its params are only
// leading required ones, and it takes exactly argc of them or, unless a
// lambda, any number (the extra ones ignored, the missing ones nil); but
// not one argument it would splat.
inline bool takes_in_place(const Proc* p, uint32_t argc) {
  return p->plain_arity != Proc::kNotPlain && (p->plain_arity == argc || !p->is_lambda()) &&
         !(argc == 1 && p->iseq->params.auto_splat);
}

// Pushes the frame of block `p` (takes_in_place) whose argc arguments are
// after `base`, where its self goes; its result goes to the caller's
// register ret_reg (the caller checked the room: frame_fits).
[[gnu::always_inline]] inline Frame& push_block_frame(Context& cx, Proc* p, Value* base, uint32_t ret_reg,
                                                      uint32_t argc) {
  const Iseq* callee = p->iseq;
  uint32_t bound = std::min<uint32_t>(argc, p->plain_arity);
  Frame& nf = emplace_frame(cx, callee, base, ret_reg, p->is_lambda() ? FrameKind::Lambda : FrameKind::Block);
  nf.proc = p;
  nf.block = p->outer_block;
  nf.method = p->method;
  nf.method_class = p->method_class;
  nf.cref = p->cref;
  base[0] = p->self;
  clear_registers(base + bound + 1, base + callee->num_regs + kScratchRegs);
  if (callee->env_size) make_env(cx, nf, p->env);
  else nf.env = p->env;
  return nf;
}

// Whether a frame for `callee` with registers from `base` fits in the
// context's frame and register stacks (with the registers past its last
// that clear_frame_registers may set).
inline bool frame_fits(const Context& cx, const Iseq* callee, const Value* base) {
  // The frames' extent in bytes: no division by sizeof(Frame).
  uintptr_t frame_bytes = reinterpret_cast<uintptr_t>(cx.frames.data() + cx.frames.size()) -
                          reinterpret_cast<uintptr_t>(cx.frames.data());
  return frame_bytes < kMaxFrames * sizeof(Frame) &&
         base + callee->num_regs + kScratchRegs + kClearOverrun < cx.stack_end();
}

// Whether call `ci` reaches `me` without send_method's visibility checks:
// a public method, or any method through a receiverless call or one whose
// receiver is `self.` (a protected method called on another receiver
// takes send_method, which checks the caller's self).
inline bool callable_here(const MethodEntry* me, const CallInfo* ci) {
  return me->visibility == Visibility::Public || (ci->flags & (CALL_FCALL | CALL_SELFRECV));
}

// The *rest, keyword, **rest and &block params and the Env of a method
// entered in place (enters_in_place or binds_keywords_in_place,
// in_place_extra_params; frame nf just pushed with its argc positional
// arguments after `base`), as bind_params and make_env would make them:
// the *rest takes the arguments after the leading params; keywords not
// given (none, unless `keywords_given`: their registers are set) hold
// undef so that their defaults run (JMPDEF), and the **rest is an empty
// Hash; the &block param takes the call's block as a Proc, or nil.
// Answers how many arguments the leading params took.
[[gnu::noinline]] static uint32_t bind_extra_params(Context& cx, const MethodEntry* me, Frame& nf, Value* base,
                                                   uint32_t argc, bool keywords_given = false) {
  const ParamSpec& p = me->iseq->params;
  uint32_t leading = std::min(argc, uint32_t(p.required) + p.optional);
  if (p.rest) {
    // From the arguments past the leading ones, whose registers are then
    // the callee's locals, which start nil.
    Value rest = new_array(cx, base + 1 + leading, argc - leading);
    clear_registers(base + 1 + leading, base + 1 + argc);
    base[p.rest_reg] = rest;
  }
  if (!keywords_given) std::fill_n(base + p.kw_reg, p.keywords.size(), Value::undef());
  if (p.kwrest) base[p.kwrest_reg] = new_hash(cx);
  if (p.block) base[p.block_reg] = materialize_block(cx, nf.block);
  make_env(cx, nf, nullptr);
  return leading;
}

// CALL_ENUM_YIELD: `slot` holds the Array of the values an `each` yielded.
// One value takes the slot itself; none leaves no argument; several stay
// packed in the Array (packed set). Answers the argument count.
inline uint32_t unpack_enum_values(Value* slot, bool& packed) {
  const Array* values = as_array(*slot);
  size_t n = values->items.size();
  if (n == 1) *slot = values->items[0];
  packed = n > 1;
  return n == 0 ? 0 : 1;
}

// Whether a CALL_KWLIST call can enter `callee` with its keywords bound
// straight from the registers: leading required and optional parameters
// taking the positional arguments given, keyword parameters, maybe a
// **rest and a &block; every keyword given one of them and every required
// one given. Anything else (a missing or unknown keyword among them, a
// *rest) takes the general path, which reports it. When it can, `from[i]`
// is the given keyword that callee keyword i takes (-1: absent). A body
// still unread (vm/iseq_image.h) takes the general path too.
inline bool binds_keywords_in_place(const Iseq* callee, const CallInfo* ci, const Sym* given, int8_t* from) {
  const ParamSpec& p = callee->params;
  if (ci->argc < p.required || ci->argc > uint32_t(p.required) + p.optional || p.post || p.rest || p.no_kw ||
      p.ruby2_keywords || p.keywords.size() > kMaxKeywordRegisters || callee->body_unread())
    return false;
  // A few names each side: a plain scan, the required flags read only for
  // a keyword not given.
  uint32_t matched = 0;
  for (size_t i = 0; i < p.keywords.size(); i++) {
    int8_t at = -1;
    for (uint32_t g = 0; g < ci->kw_count; g++) {
      if (given[g] == p.keywords[i]) {
        at = int8_t(g);
        break;
      }
    }
    from[i] = at;
    if (at >= 0) matched++;
    else if (p.kw_required[i]) return false;
  }
  return matched == ci->kw_count;
}

[[gnu::noinline]] static Value interpret(Context* cx, size_t barrier_depth, DriverLoop* driver) {
  World& w = *cx->world;
  Isolate& iso = *cx->iso;
  Frame* f;
  const uint32_t* pc;
  Value* R;
  const Iseq* iseq;
  Value result;
  Value left_operand;  // a binary operator's receiver on its way to a send
  Value right_operand; // and its argument

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
// Runs Ruby method `me` in place (enters_in_place and frame_fits hold)
// with `block`: its argc arguments are after `base`, its result goes to
// the caller's register `ret`, or its self when `returns_self`
// (initialize under Class#new).
#define ENTER_IN_PLACE(me, base, ret, argc, block, returns_self)                   \
  do {                                                                          \
    Frame& nf_ = push_method_frame(*cx, block, me, base, ret, argc);            \
    uint32_t given_ = (argc);                                                   \
    if ((me)->in_place_extra_params) [[unlikely]]                               \
      given_ = bind_extra_params(*cx, me, nf_, base, given_);                   \
    if (returns_self) nf_.return_self = true;                                   \
    ENTER(nf_, (me)->iseq, base); /* the push may have moved the caller's frame */ \
    const ParamSpec& p_ = (me)->iseq->params;                                   \
    if (!p_.opt_entry.empty()) pc += p_.opt_entry[given_ - (me)->in_place_min]; \
    SAFEPOINT();                                                                \
    DISPATCH();                                                                 \
  } while (0)
// SEND's fast paths: pushes the frame of Ruby method `me` (which takes the
// call's argc positional args with nothing more to bind) and starts it at
// code offset `entry`, if the frame fits; otherwise goes on.
#define ENTER_PLAINLY(entry)                                                  \
  do {                                                                        \
    Value* base_ = R + a;                                                     \
    if (frame_fits(*cx, me->iseq, base_)) {                                   \
      Frame& nf_ = push_method_frame(*cx, literal_block(*cx, *f, ci), me, base_, a, argc); \
      ENTER(nf_, me->iseq, base_);                                            \
      pc += (entry);                                                          \
      SAFEPOINT();                                                            \
      DISPATCH();                                                             \
    }                                                                         \
  } while (0)
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
  // The table's address stays in a register for the whole loop: made opaque
  // to the optimizer, it is not recomputed (a `lea`) before each dispatch,
  // which the size of this function otherwise leads it to do.
  void* const* dispatch_table = labels;
#if defined(__x86_64__) || defined(__aarch64__)
  asm("" : "+r"(dispatch_table));
#endif
#define DISPATCH() goto* dispatch_table[*pc]
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
// Each handler names its instruction's layout O (ops::NAME, see opcodes.h).
// ARG(name): operand `name` of the instruction at pc; PREV(name): of the
// instruction pc has just stepped past (pc += O::width, saved for a call).
#define ARG(name) pc[O::name]
// The distance, in code words, from the instruction at pc to its jump
// operand's target (the operand holds it from itself).
#define JUMP_DISTANCE() (int32_t(ARG(J)) + int32_t(O::J))
// Takes the jump of the instruction at pc, through a safepoint when it goes
// back (a loop).
#define TAKE_JUMP()                      \
  do {                                   \
    int32_t distance_ = JUMP_DISTANCE(); \
    if (distance_ <= 0) SAFEPOINT();     \
    pc += distance_;                     \
    DISPATCH();                          \
  } while (0)
#define PREV(name) pc[int(O::name) - int(O::width)]
#define NEXT()        \
  do {                \
    pc += O::width;   \
    DISPATCH();       \
  } while (0)
// The send of an operator without a fast path: binop_send reads the
// operands where ADD has them, immediate_send where ADDI has them (I for C).
#define SEND_AS(layout, right, label)                                                          \
  do {                                                                                         \
    static_assert(same_offset(O::A, ops::layout::A) && same_offset(O::B, ops::layout::B) &&    \
                  same_offset(O::right, ops::layout::right) &&                                 \
                  same_offset(O::CI, ops::layout::CI) && same_offset(O::width, ops::layout::width)); \
    goto label;                                                                                \
  } while (0)
#define SEND_BINARY() SEND_AS(ADD, C, binop_send)
#define SEND_IMMEDIATE() SEND_AS(ADDI, I, immediate_send)

  LOAD();
  if (!cx->pending.is_undef()) goto do_unwind; // woken up with an exception (from a fiber)
  DISPATCH();

L_NOP: {
  using O = ops::NOP;
  NEXT();
}
L_MOVE: {
  using O = ops::MOVE;
  R[ARG(A)] = R[ARG(B)];
  NEXT();
}
L_LOADNIL: {
  using O = ops::LOADNIL;
  R[ARG(A)] = Value::nil();
  NEXT();
}
L_LOADTRUE: {
  using O = ops::LOADTRUE;
  R[ARG(A)] = Value::true_value();
  NEXT();
}
L_LOADFALSE: {
  using O = ops::LOADFALSE;
  R[ARG(A)] = Value::false_value();
  NEXT();
}
L_LOADSELF: {
  using O = ops::LOADSELF;
  R[ARG(A)] = R[0];
  NEXT();
}
L_LOADI: {
  using O = ops::LOADI;
  R[ARG(A)] = Value::fixnum(int32_t(ARG(I)));
  NEXT();
}
L_LOADK: {
  using O = ops::LOADK;
  R[ARG(A)] = iseq->literals[ARG(K)];
  NEXT();
}
L_STRING: {
  using O = ops::STRING;
  R[ARG(A)] = string_literal_copy(iso, w, iseq->literals[ARG(K)].as<String>());
  NEXT();
}
L_TOSTR: {
  using O = ops::TOSTR;
  Value v = R[ARG(B)];
  if (is_string(v)) {
    R[ARG(A)] = v;
    NEXT();
  }
  SAVE();
  pc += O::width;
  f->pc = pc;
  if (v.is_heap() && sched::may_reroute_core(*cx)) { // a to_s in Ruby may wait: it runs on a native stack
    const MethodEntry* m = find_method(*cx, class_of(*cx, v), w.sym.to_s);
    if (m && m->kind != MethodKind::Native) {
      sched::request(*cx, w.stack_routes.interpolate, v, 0, nullptr, Value::nil(), false, PREV(A));
      goto do_switch;
    }
  }
  Value s = to_s(*cx, v);
  LOAD();
  if (s.is_undef()) RAISE_HERE();
  R[PREV(A)] = s;
  DISPATCH();
}
L_CONCAT: {
  using O = ops::CONCAT;
  uint32_t b = ARG(B), n = ARG(N);
  // US-ASCII parts (numbers' texts) take the encoding of the others, as
  // CRuby's literal concatenation; only US-ASCII parts give US-ASCII.
  uint8_t encoding = n ? String::kUsAscii : String::kUtf8;
  bool mixed = false;
  for (uint32_t i = 0; i < n; i++) {
    uint8_t part = R[b + i].as<String>()->encoding;
    if (part == String::kUsAscii || part == encoding) continue;
    if (encoding == String::kUsAscii) encoding = part;
    else mixed = true;
  }
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
  R[ARG(A)] = Value::object(s);
  NEXT();
}
L_ARRAY: {
  using O = ops::ARRAY;
  Array* a = iso.heap.make<Array>(w.c.Array, Type::Array);
  a->items.assign(R + ARG(B), R + ARG(B) + ARG(N));
  R[ARG(A)] = Value::object(a);
  NEXT();
}
L_SPLAT: {
  using O = ops::SPLAT;
  Value v = R[ARG(B)];
  if (is_array(v) || v.is_nil()) {
    Array* a = iso.heap.make<Array>(w.c.Array, Type::Array);
    if (!v.is_nil()) a->items = as_array(v)->items;
    R[ARG(A)] = Value::object(a);
    NEXT();
  }
  SAVE();
  f->pc = pc + 3;
  Value conv = try_convert(*cx, v, w.sym.to_a, is_array, "Array"); // nil: [v]
  LOAD();
  if (conv.is_undef()) RAISE_HERE();
  // conv and v stay reachable from the register file while the Array is made.
  R[PREV(A)] = conv.is_nil() ? v : conv;
  Array* a = iso.heap.make<Array>(w.c.Array, Type::Array);
  if (conv.is_nil()) a->items.push_back(v);
  else a->items = as_array(conv)->items;
  R[PREV(A)] = Value::object(a);
  DISPATCH();
}
L_ARYCAT: {
  using O = ops::ARYCAT;
  auto& dst = as_array(R[ARG(A)])->items;
  auto& src = as_array(R[ARG(B)])->items;
  dst.insert(dst.end(), src.begin(), src.end());
  NEXT();
}
L_ARYPUSH: {
  using O = ops::ARYPUSH;
  as_array(R[ARG(A)])->items.push_back(R[ARG(B)]);
  NEXT();
}
L_ARYPUSHKW: {
  using O = ops::ARYPUSHKW;
  if (as_hash(R[ARG(B)])->table.size() > 0) as_array(R[ARG(A)])->items.push_back(R[ARG(B)]);
  NEXT();
}
L_HASH: {
  using O = ops::HASH;
  Value h = new_hash(*cx);
  uint32_t b = ARG(B), n = ARG(N);
  as_hash(h)->table.reserve(n);
  for (uint32_t i = 0; i < n; i++) {
    if (!hash_store(*cx, as_hash(h), R[b + 2 * i], R[b + 2 * i + 1])) {
      pc += O::width;
      SAVE();
      RAISE_HERE();
    }
  }
  R[ARG(A)] = h;
  NEXT();
}
L_HASHMERGE: {
  using O = ops::HASHMERGE;
  Value src = R[ARG(B)];
  pc += O::width;
  SAVE();
  if (!src.is_nil()) {
    if (!is_hash(src)) {
      src = implicit_hash(*cx, src);
      LOAD();
      if (src.is_undef()) RAISE_HERE();
    }
    Hash* from = as_hash(src);
    for (size_t i = 0; i < from->table.slot_count(); i++) {
      const auto& e = from->table.slot(i);
      if (e.key.is_undef()) continue;
      if (!hash_store(*cx, as_hash(R[PREV(A)]), e.key, e.value)) RAISE_HERE();
    }
  }
  DISPATCH();
}
L_RANGE: {
  using O = ops::RANGE;
  pc += O::width;
  SAVE();
  Value r = new_range(*cx, R[PREV(B)], R[PREV(C)], PREV(F) != 0);
  if (r.is_undef()) RAISE_HERE();
  R[PREV(A)] = r;
  DISPATCH();
}
L_GETUPVAR: {
  using O = ops::GETUPVAR;
  R[ARG(A)] = env_at(f->env, ARG(D))->slots[ARG(I)];
  NEXT();
}
L_SETUPVAR: {
  using O = ops::SETUPVAR;
  env_at(f->env, ARG(D))->slots[ARG(I)] = R[ARG(A)];
  NEXT();
}
L_GETIVAR: {
  using O = ops::GETIVAR;
  Value self = R[0];
  IvarCache& c = iseq->ivar_caches[ARG(X)];
  Value v = ivar_get_cached(self, c, ARG(S));
  R[ARG(A)] = v.is_undef() ? ivar_get(*cx, self, ARG(S), &c) : v;
  NEXT();
}
L_SETIVAR: {
  using O = ops::SETIVAR;
  Value self = R[0];
  IvarCache& c = iseq->ivar_caches[ARG(X)];
  if (ivar_set_cached(self, c, R[ARG(A)])) NEXT();
  pc += O::width;
  SAVE();
  if (!ivar_set(*cx, self, PREV(S), R[PREV(A)], &c)) RAISE_HERE();
  DISPATCH();
}
L_GETGVAR: {
  using O = ops::GETGVAR;
  pc += O::width;
  SAVE();
  Value v = gvar_get(*cx, PREV(S));
  if (v.is_undef()) RAISE_HERE();
  R[PREV(A)] = v;
  DISPATCH();
}
L_SETGVAR: {
  using O = ops::SETGVAR;
  pc += O::width;
  SAVE();
  Value v = R[PREV(A)];
  if ((!internal_frame(*f) && !program_sets_global(*cx, PREV(S), v)) || !gvar_set(*cx, PREV(S), v)) RAISE_HERE();
  DISPATCH();
}
L_GETCVAR: {
  using O = ops::GETCVAR;
  pc += O::width;
  SAVE();
  if (cvar_at_top_level(*cx, f->cref)) RAISE_HERE();
  Value v = cvar_get(*cx, f->cref, PREV(S));
  if (v.is_undef()) RAISE_HERE();
  R[PREV(A)] = v;
  DISPATCH();
}
L_SETCVAR: {
  using O = ops::SETCVAR;
  pc += O::width;
  SAVE();
  if (cvar_at_top_level(*cx, f->cref) || !cvar_set(*cx, f->cref, PREV(S), R[PREV(A)])) RAISE_HERE();
  DISPATCH();
}
L_GETCONST: {
  using O = ops::GETCONST;
  ConstCache& c = iseq->const_caches[ARG(X)];
  uint64_t serial = w.constant_serial.load(std::memory_order_acquire);
  Value cached;
  if (c.lookup(serial, f->cref, cached) && reachable_here(iso, cached)) {
    R[ARG(A)] = cached;
    NEXT();
  }
  pc += O::width;
  SAVE();
  Value v = const_lookup_lexical(*cx, f->cref, PREV(S));
  LOAD();
  if (v.is_undef()) RAISE_HERE();
  if (!reachable_here(iso, v)) {
    raise_unshareable_constant(*cx, f->cref, PREV(S));
    RAISE_HERE();
  }
  c.fill(serial, f->cref, v);
  R[PREV(A)] = v;
  DISPATCH();
}
L_GETCONSTFROM: {
  using O = ops::GETCONSTFROM;
  Value scope = R[ARG(B)];
  Class* from = scope.is_nil() ? w.c.Object : is_class_or_module(scope) ? scope.as<Class>() : nullptr;
  ConstCache& c = iseq->const_caches[ARG(X)];
  uint64_t serial = w.constant_serial.load(std::memory_order_acquire);
  Value cached;
  if (from && c.lookup(serial, from, cached) && reachable_here(iso, cached)) {
    R[ARG(A)] = cached;
    NEXT();
  }
  pc += O::width;
  SAVE();
  Value v = Value::undef();
  bool found = false;
  if (from) {
    v = public_scoped_const_get(*cx, from, PREV(S), &found);
  } else {
    Value insp = inspect(*cx, scope);
    if (!insp.is_undef()) raisef(*cx, w.c.TypeError, "%s is not a class/module", str(insp).c_str());
  }
  LOAD();
  if (v.is_undef()) RAISE_HERE();
  if (found) c.fill(serial, from, v);
  R[PREV(A)] = v;
  DISPATCH();
}
L_SETCONST: {
  using O = ops::SETCONST;
  pc += O::width;
  SAVE();
  Value scope = R[PREV(B)];
  Class* target = scope.is_nil() ? lexical_cref(f->cref)->klass : scope.is_undef() ? w.c.Object : nullptr;
  if (!target) {
    if (!is_class_or_module(scope)) {
      Value insp = inspect(*cx, scope);
      if (!insp.is_undef()) raisef(*cx, w.c.TypeError, "%s is not a class/module", str(insp).c_str());
      RAISE_HERE();
    }
    target = scope.as<Class>();
  }
  if (!share_constant_value(*cx, R[PREV(A)])) RAISE_HERE();
  if (!program_const_set(*cx, target, PREV(S), R[PREV(A)])) RAISE_HERE();
  DISPATCH();
}
L_ONCE: {
  using O = ops::ONCE;
  const auto& once = iso.once_values;
  if (ARG(X) < once.size() && !once[ARG(X)].is_undef()) {
    R[ARG(A)] = once[ARG(X)];
    pc += JUMP_DISTANCE();
    DISPATCH();
  }
  NEXT();
}
L_SETONCE: {
  using O = ops::SETONCE;
  auto& once = iso.once_values;
  if (ARG(X) >= once.size()) once.resize(ARG(X) + 1, Value::undef());
  once[ARG(X)] = R[ARG(A)];
  NEXT();
}
L_JMP: {
  using O = ops::JMP;
  TAKE_JUMP();
}
L_JMPIF: {
  using O = ops::JMPIF;
  if (R[ARG(A)].truthy()) {
    TAKE_JUMP();
  }
  NEXT();
}
L_JMPNOT: {
  using O = ops::JMPNOT;
  if (R[ARG(A)].falsy()) {
    TAKE_JUMP();
  }
  NEXT();
}
L_JMPNIL: {
  using O = ops::JMPNIL;
  if (R[ARG(A)].is_nil()) {
    pc += JUMP_DISTANCE();
    DISPATCH();
  }
  NEXT();
}
L_JMPDEF: {
  using O = ops::JMPDEF;
  if (!R[ARG(A)].is_undef()) {
    pc += JUMP_DISTANCE();
    DISPATCH();
  }
  NEXT();

}
  // ---- operators with fast paths; everything else sends ----
L_ADD: {
  using O = ops::ADD;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    int64_t r = x.as_fixnum() + y.as_fixnum();
    if (Value::fits_fixnum(r)) {
      R[ARG(A)] = Value::fixnum(r);
      NEXT();
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[ARG(A)] = new_float(*cx, float_value(x) + (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT();
  }
  SEND_BINARY();
}
// x + I, x - I with I an immediate: Integer and Float fast paths, else a send.
#define IMMEDIATE_OP(name, op)                                                                 \
  L_##name : {                                                                                 \
    using O = ops::name;                                                                       \
    Value x = R[ARG(B)];                                                                       \
    if (x.is_fixnum() && ops_intact(w, BOP_INTEGER)) {                                         \
      int64_t r = x.as_fixnum() op int32_t(ARG(I));                                            \
      if (Value::fits_fixnum(r)) {                                                             \
        R[ARG(A)] = Value::fixnum(r);                                                          \
        NEXT();                                                                                \
      }                                                                                        \
    } else if (is_float(x) && ops_intact(w, BOP_FLOAT)) {                                      \
      R[ARG(A)] = new_float(*cx, float_value(x) op double(int32_t(ARG(I))));                   \
      NEXT();                                                                                  \
    }                                                                                          \
    SEND_IMMEDIATE();                                                                          \
  }
  IMMEDIATE_OP(ADDI, +)
  IMMEDIATE_OP(SUBI, -)
#undef IMMEDIATE_OP
L_SUB: {
  using O = ops::SUB;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    int64_t r = x.as_fixnum() - y.as_fixnum();
    if (Value::fits_fixnum(r)) {
      R[ARG(A)] = Value::fixnum(r);
      NEXT();
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[ARG(A)] = new_float(*cx, float_value(x) - (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT();
  }
  SEND_BINARY();
}
L_MUL: {
  using O = ops::MUL;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    int64_t r;
    if (!__builtin_mul_overflow(x.as_fixnum(), y.as_fixnum(), &r) && Value::fits_fixnum(r)) {
      R[ARG(A)] = Value::fixnum(r);
      NEXT();
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[ARG(A)] = new_float(*cx, float_value(x) * (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT();
  }
  SEND_BINARY();
}
L_DIV: {
  using O = ops::DIV;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && y.as_fixnum() != 0 && ops_intact(w, BOP_INTEGER)) {
    int64_t a = x.as_fixnum(), b = y.as_fixnum();
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    if (Value::fits_fixnum(q)) {
      R[ARG(A)] = Value::fixnum(q);
      NEXT();
    }
  } else if (is_float(x) && (is_float(y) || y.is_fixnum()) && ops_intact(w, BOP_FLOAT)) {
    R[ARG(A)] = new_float(*cx, float_value(x) / (y.is_fixnum() ? double(y.as_fixnum()) : float_value(y)));
    NEXT();
  }
  SEND_BINARY();
}
L_MOD: {
  using O = ops::MOD;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && y.as_fixnum() != 0 && ops_intact(w, BOP_INTEGER)) {
    int64_t a = x.as_fixnum(), b = y.as_fixnum();
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) m += b;
    R[ARG(A)] = Value::fixnum(m);
    NEXT();
  }
  SEND_BINARY();
}
// x & y, x | y, x ^ y on Integers; any other operands send.
#define BITWISE_OP(name, op)                                                                   \
  L_##name : {                                                                                 \
    using O = ops::name;                                                                       \
    Value x = R[ARG(B)], y = R[ARG(C)];                                                        \
    if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {                        \
      R[ARG(A)] = Value::fixnum(x.as_fixnum() op y.as_fixnum());                               \
      NEXT();                                                                                  \
    }                                                                                          \
    SEND_BINARY();                                                                             \
  }
  BITWISE_OP(BAND, &)
  BITWISE_OP(BOR, |)
  BITWISE_OP(BXOR, ^)
#undef BITWISE_OP
L_SHR: {
  using O = ops::SHR;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    R[ARG(A)] = fixnum_shift(x.as_fixnum(), -y.as_fixnum()); // a right shift always fits
    NEXT();
  }
  SEND_BINARY();
}
// x OP y of operand B and `right` (operand C, or the immediate I) for
// Integers and Floats (operators intact) into `holds`; any other operands
// send (`send`: SEND_BINARY or SEND_IMMEDIATE).
#define NUMERIC_COMPARISON(op, right, send, holds)                                             \
  Value x = R[ARG(B)], y = (right);                                                            \
  bool holds;                                                                                  \
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER))                            \
    holds = x.as_fixnum() op y.as_fixnum();                                                    \
  else if (is_float(x) && (is_float(y) || exact_double(y)) && ops_intact(w, BOP_FLOAT))        \
    holds = float_value(x) op(y.is_fixnum() ? double(y.as_fixnum()) : float_value(y));         \
  else                                                                                         \
    send()
#define REGISTER_OPERAND R[ARG(C)], SEND_BINARY
#define IMMEDIATE_OPERAND Value::fixnum(int32_t(ARG(I))), SEND_IMMEDIATE
#define COMPARE_OP(name, op, operand)                                                          \
  L_##name : {                                                                                 \
    using O = ops::name;                                                                       \
    NUMERIC_COMPARISON(op, operand, holds);                                                    \
    R[ARG(A)] = Value::boolean(holds);                                                         \
    NEXT();                                                                                    \
  }
  COMPARE_OP(LT, <, REGISTER_OPERAND)
  COMPARE_OP(LE, <=, REGISTER_OPERAND)
  COMPARE_OP(GT, >, REGISTER_OPERAND)
  COMPARE_OP(GE, >=, REGISTER_OPERAND)
  COMPARE_OP(LTI, <, IMMEDIATE_OPERAND)
  COMPARE_OP(LEI, <=, IMMEDIATE_OPERAND)
  COMPARE_OP(GTI, >, IMMEDIATE_OPERAND)
  COMPARE_OP(GEI, >=, IMMEDIATE_OPERAND)
#undef COMPARE_OP
// A comparison followed by a conditional jump on its result (the compiler
// fuses them in conditions): the fast path stores the result and jumps too;
// the slow path is the plain comparison's, continuing at the jump.
#define COMPARE_BRANCH(name, op, operand)                                                      \
  L_##name : {                                                                                 \
    using O = ops::name;                                                                       \
    NUMERIC_COMPARISON(op, operand, holds);                                                    \
    TAKE_BRANCH(holds);                                                                        \
  }
// == and != whose answer is identity (Integers, Symbols, nil), as EQ/NEQ.
#define EQUALITY_BRANCH(name, op)                                                              \
  L_##name : {                                                                                 \
    using O = ops::name;                                                                       \
    Value x = R[ARG(B)], y = R[ARG(C)];                                                        \
    if (!identity_equality(w, x, y)) SEND_BINARY();                                          \
    TAKE_BRANCH(x op y);                                                                       \
  }
// The fused comparison's result: stored, then the jump that follows (a
// JMPIF or JMPNOT, laid out alike) taken.
#define TAKE_BRANCH(result)                                                                    \
  do {                                                                                         \
    bool holds_ = (result);                                                                    \
    R[ARG(A)] = Value::boolean(holds_);                                                        \
    pc += O::width;                                                                            \
    using Jump = ops::JMPIF;                                                                   \
    static_assert(same_offset(Jump::J, ops::JMPNOT::J) && same_offset(Jump::width, ops::JMPNOT::width)); \
    if (holds_ != (*pc == OP_JMPIF)) {                                                         \
      pc += Jump::width;                                                                       \
      DISPATCH();                                                                              \
    }                                                                                          \
    {                                                                                          \
      using O = Jump;                                                                          \
      TAKE_JUMP();                                                                             \
    }                                                                                          \
  } while (0)
  COMPARE_BRANCH(LT_BRANCH, <, REGISTER_OPERAND)
  COMPARE_BRANCH(LE_BRANCH, <=, REGISTER_OPERAND)
  COMPARE_BRANCH(GT_BRANCH, >, REGISTER_OPERAND)
  COMPARE_BRANCH(GE_BRANCH, >=, REGISTER_OPERAND)
  COMPARE_BRANCH(LTI_BRANCH, <, IMMEDIATE_OPERAND)
  COMPARE_BRANCH(LEI_BRANCH, <=, IMMEDIATE_OPERAND)
  COMPARE_BRANCH(GTI_BRANCH, >, IMMEDIATE_OPERAND)
  COMPARE_BRANCH(GEI_BRANCH, >=, IMMEDIATE_OPERAND)
  EQUALITY_BRANCH(EQ_BRANCH, ==)
  EQUALITY_BRANCH(NEQ_BRANCH, !=)
#undef COMPARE_BRANCH
#undef NUMERIC_COMPARISON
#undef REGISTER_OPERAND
#undef IMMEDIATE_OPERAND
#undef EQUALITY_BRANCH
#undef TAKE_BRANCH
L_EQ: {
  using O = ops::EQ;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (identity_equality(w, x, y)) {
    R[ARG(A)] = Value::boolean(x == y);
    NEXT();
  }
  SEND_BINARY();
}
L_NEQ: {
  using O = ops::NEQ;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (identity_equality(w, x, y)) {
    R[ARG(A)] = Value::boolean(x != y);
    NEXT();
  }
  SEND_BINARY();
}
L_LTLT: {
  using O = ops::LTLT;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (x.is_fixnum() && y.is_fixnum() && ops_intact(w, BOP_INTEGER)) {
    Value r = fixnum_shift(x.as_fixnum(), y.as_fixnum());
    if (!r.is_undef()) {
      R[ARG(A)] = r;
      NEXT();
    }
  }
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && !x.as_obj()->frozen() && ops_intact(w, BOP_ARRAY)) {
    as_array(x)->items.push_back(y);
    R[ARG(A)] = x;
    NEXT();
  }
  if (fast_instance(iseq, x, Type::String, w.c.String) && is_string(y) && !x.as_obj()->frozen() &&
      x.as<String>()->encoding == y.as<String>()->encoding && ops_intact(w, BOP_STRING)) {
    str_mut(x) += str(y);
    R[ARG(A)] = x;
    NEXT();
  }
  SEND_BINARY();
}
L_AREF: {
  using O = ops::AREF;
  Value x = R[ARG(B)], y = R[ARG(C)];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && y.is_fixnum() && ops_intact(w, BOP_ARRAY)) {
    auto& items = as_array(x)->items;
    int64_t i = y.as_fixnum();
    if (i < 0) i += int64_t(items.size());
    R[ARG(A)] = (i >= 0 && i < int64_t(items.size())) ? items[size_t(i)] : Value::nil();
    NEXT();
  }
  if (plain(x, w.c.Hash) && ops_intact(w, BOP_HASH)) {
    pc += O::width;
    SAVE();
    Value v = hash_get(*cx, x, y, false);
    if (v.is_undef() && cx->pending.is_undef()) { // the default proc's, which may wait: on a native stack
      if (sched::may_reroute_core(*cx)) {
        sched::request(*cx, w.stack_routes.default_proc, x, 1, &y, Value::nil(), false, PREV(A));
        goto do_switch;
      }
      v = hash_default_proc_value(*cx, x, y);
    }
    LOAD();
    if (v.is_undef()) RAISE_HERE();
    R[PREV(A)] = v;
    DISPATCH();
  }
  SEND_BINARY();
}
L_AREFS: {
  // x["key"]: a plain Hash that compares by value and has no default proc
  // is read with the frozen literal itself, as CRuby's opt_aref_with does;
  // anything else gets a new String of its bytes, as a literal would be.
  using O = ops::AREFS;
  static_assert(same_offset(O::A, ops::ADD::A) && same_offset(O::B, ops::ADD::B) &&
                same_offset(O::CI, ops::ADD::CI) && same_offset(O::width, ops::ADD::width));
  Value x = R[ARG(B)];
  const String* key = iseq->literals[ARG(K)].as<String>();
  if (plain(x, w.c.Hash) && ops_intact(w, BOP_HASH) && !as_hash(x)->identity() && as_hash(x)->default_proc.is_nil()) {
    pc += O::width;
    SAVE();
    Value v = hash_get(*cx, x, Value::object(const_cast<String*>(key)), false);
    LOAD();
    if (v.is_undef()) RAISE_HERE();
    R[PREV(A)] = v;
    DISPATCH();
  }
  left_operand = x;
  right_operand = string_literal_copy(iso, w, key);
  goto send_binary;
}
// x == "text" and `when "text"`: a plain String (String#== intact) is
// compared with the literal, with no String made, and so is nil or a
// Symbol on the left of == (identity); anything else gets a new String of
// its bytes and the send, as a literal would be (EQS: x == K, EQQS:
// K === x).
#define LITERAL_STRING_EQUALITY(name, literal_receives)                                         \
  L_##name : {                                                                                 \
    using O = ops::name;                                                                       \
    static_assert(same_offset(O::A, ops::ADD::A) && same_offset(O::B, ops::ADD::B) &&          \
                  same_offset(O::CI, ops::ADD::CI) && same_offset(O::width, ops::ADD::width)); \
    Value x = R[ARG(B)];                                                                       \
    const String* text = iseq->literals[ARG(K)].as<String>();                                  \
    Value literal = Value::object(const_cast<String*>(text));                                  \
    if (plain(x, w.c.String) && ops_intact(w, BOP_STRING)) {                                   \
      R[ARG(A)] = Value::boolean(strings_equal(x, literal));                                   \
      NEXT();                                                                                  \
    }                                                                                          \
    if (!(literal_receives) && identity_equality(w, x, literal)) {                             \
      R[ARG(A)] = Value::boolean(x == literal);                                                \
      NEXT();                                                                                  \
    }                                                                                          \
    Value copy = string_literal_copy(iso, w, text);                                            \
    left_operand = (literal_receives) ? copy : x;                                              \
    right_operand = (literal_receives) ? x : copy;                                             \
    goto send_binary;                                                                          \
  }
  LITERAL_STRING_EQUALITY(EQS, false)
  LITERAL_STRING_EQUALITY(EQQS, true)
#undef LITERAL_STRING_EQUALITY
// ARYNEXT and HASHNEXT, having stepped: on to the loop body at J. The
// safepoint saves the jump's target: coming back (after a switch, or when
// the loop is entered again) must not step a second time.
#define STEP_INTO_BODY()                                                 \
  do {                                                                   \
    int32_t distance_ = JUMP_DISTANCE();                                 \
    pc += distance_;                                                     \
    if (distance_ <= 0) SAFEPOINT();                                     \
    DISPATCH();                                                          \
  } while (0)
L_ARYNEXT: {
  using O = ops::ARYNEXT;
  Value self = R[0], index = R[ARG(B)];
  if (is_array(self) && index.is_fixnum()) {
    const auto& items = as_array(self)->items;
    int64_t i = index.as_fixnum();
    if (i >= 0 && i < int64_t(items.size())) {
      R[ARG(A)] = items[size_t(i)];
      R[ARG(B)] = Value::fixnum(i + 1);
      STEP_INTO_BODY();
    }
  }
  NEXT();
}
L_HASHNEXT: {
  using O = ops::HASHNEXT;
  Value self = R[0], slot = R[ARG(C)];
  if (is_hash(self) && slot.is_fixnum() && slot.as_fixnum() >= 0) {
    const HashTable& table = as_hash(self)->table;
    if (ARG(E) != kNoRegister && R[ARG(E)].is_fixnum() && table.slot_count() > uint64_t(R[ARG(E)].as_fixnum())) {
      pc += O::width;
      SAVE();
      raise(*cx, w.c.RuntimeError, "can't add a new key into hash during iteration");
      RAISE_HERE();
    }
    for (size_t i = size_t(slot.as_fixnum()); i < table.slot_count(); i++) {
      const HashTable::Entry& e = table.slot(i);
      if (e.key.is_undef()) continue; // deleted
      R[ARG(A)] = e.key;
      R[ARG(B)] = e.value;
      R[ARG(C)] = Value::fixnum(int64_t(i + 1));
      STEP_INTO_BODY();
    }
  }
  NEXT();
}
#undef STEP_INTO_BODY
L_LENGTH: {
  using O = ops::LENGTH;
  Value x = R[ARG(B)];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && ops_intact(w, BOP_ARRAY)) {
    R[ARG(A)] = Value::fixnum(int64_t(as_array(x)->items.size()));
    NEXT();
  }
  if (plain(x, w.c.Hash) && ops_intact(w, BOP_HASH)) {
    R[ARG(A)] = Value::fixnum(int64_t(as_hash(x)->table.size()));
    NEXT();
  }
  goto receiver_only_send;
}
L_SUCC: {
  using O = ops::SUCC;
  Value x = R[ARG(B)];
  if (x.is_fixnum() && x.as_fixnum() < kFixnumMax && ops_intact(w, BOP_INTEGER)) {
    R[ARG(A)] = Value::fixnum(x.as_fixnum() + 1);
    NEXT();
  }
  goto receiver_only_send;
}
// NILP and NOT: the call site's cache says whether the receiver's class
// finds `builtin` (Kernel#nil?, BasicObject#!), whose answer is `answer`;
// a miss, or any other method (a Delegator's own !), takes the send, which
// fills the cache.
#define ANSWER_WHILE_BUILTIN(builtin, answer)                                                                       \
  {                                                                                                                 \
    Value x = R[ARG(B)];                                                                                            \
    if (iseq->calls[ARG(CI)].cache.lookup(fast_class_of(w, x), w.method_serial.load(std::memory_order_relaxed)) == \
        (builtin)) {                                                                                                \
      R[ARG(A)] = Value::boolean(answer);                                                                           \
      NEXT();                                                                                                       \
    }                                                                                                               \
    goto receiver_only_send;                                                                                        \
  }
L_NILP: {
  using O = ops::NILP;
  ANSWER_WHILE_BUILTIN(w.kernel_nil_p, x.is_nil());
}
L_NOT: {
  using O = ops::NOT;
  ANSWER_WHILE_BUILTIN(w.basic_object_not, x.falsy());
}
#undef ANSWER_WHILE_BUILTIN
L_FSTRING: {
  // "text".freeze and -"text" answer the shared frozen literal while
  // String's methods are intact (as CRuby's opt_str_freeze); otherwise a
  // new String receives the call.
  using O = ops::FSTRING;
  const String* text = iseq->literals[ARG(K)].as<String>();
  if (ops_intact(w, BOP_STRING)) {
    R[ARG(A)] = Value::object(const_cast<String*>(text));
    NEXT();
  }
  left_operand = string_literal_copy(iso, w, text);
  static_assert(same_offset(O::A, ops::LENGTH::A) && same_offset(O::CI, ops::LENGTH::CI) &&
                same_offset(O::width, ops::LENGTH::width));
  goto send_without_arguments;
}
receiver_only_send: {
  using O = ops::LENGTH;
  left_operand = R[ARG(B)];
}
send_without_arguments: {
  // LENGTH, SUCC, NILP or NOT (one layout) on any other receiver, or
  // FSTRING's new String: a send without arguments from the scratch registers.
  using O = ops::LENGTH;
  static_assert(int(O::width) == int(ops::SUCC::width) && int(O::width) == int(ops::NILP::width) &&
                int(O::width) == int(ops::NOT::width));
  Value x = left_operand;
  if (iseq->builtin && *pc == OP_SUCC && x.is_fixnum() && x.as_fixnum() < kFixnumMax) { // as prelude_integer_op
    R[ARG(A)] = Value::fixnum(x.as_fixnum() + 1);
    NEXT();
  }
  const CallInfo* ci = &iseq->calls[ARG(CI)];
  uint32_t dst = ARG(A);
  Value* base = R + iseq->num_regs;
  base[0] = x;
  pc += O::width;
  SAVE();
  const MethodEntry* me = ci->cache.lookup(fast_class_of(w, x), w.method_serial.load(std::memory_order_relaxed));
  if (me && enters_in_place(*me, 0) && callable_here(me, ci) && frame_fits(*cx, me->iseq, base))
    ENTER_IN_PLACE(me, base, dst, 0, Value::nil(), false);
  CallArgs args{base + 1, 0, Value::undef(), Value::nil()};
  Dispatch d = send_method(*cx, x, ci->name, base, args, dst, result, ci->flags & CALL_FCALL, ci);
  FINISH_CALL(d, dst);
}
binop_send: {
  using O = ops::ADD;
  left_operand = R[ARG(B)];
  right_operand = R[ARG(C)];
  goto send_binary;
}
immediate_send: {
  using O = ops::ADDI;
  left_operand = R[ARG(B)];
  right_operand = Value::fixnum(int32_t(ARG(I)));
}
send_binary : {
  // Operands go to the scratch registers above the frame; the result to A.
  using O = ops::ADD; // A, B and CI are where ADDI has them too (SEND_IMMEDIATE)
  if (iseq->builtin && left_operand.is_fixnum() && right_operand.is_fixnum()) {
    // A fused comparison's jump reads A next, as after a send.
    Value r = prelude_integer_op(*pc, left_operand.as_fixnum(), right_operand.as_fixnum());
    if (!r.is_undef()) {
      R[ARG(A)] = r;
      pc += O::width;
      DISPATCH();
    }
  }
  const CallInfo* ci = &iseq->calls[ARG(CI)];
  uint32_t dst = ARG(A);
  Value* base = R + iseq->num_regs;
  base[0] = left_operand;
  base[1] = right_operand;
  pc += O::width;
  SAVE();
  const MethodEntry* me =
      ci->cache.lookup(fast_class_of(w, left_operand), w.method_serial.load(std::memory_order_relaxed));
  if (me && enters_in_place(*me, 1) && callable_here(me, ci) && frame_fits(*cx, me->iseq, base))
    ENTER_IN_PLACE(me, base, dst, 1, Value::nil(), false);
  // pr[x] (and any operator that is Proc#call) on a block that takes one
  // argument in place: as Proc#call in SEND.
  if (me && me->kind == MethodKind::Builtin && me->builtin == Builtin::ProcCall && is_proc(left_operand) &&
      callable_here(me, ci) && takes_in_place(left_operand.as<Proc>(), 1)) {
    Proc* p = left_operand.as<Proc>();
    if (frame_fits(*cx, p->iseq, base)) {
      Frame& nf = push_block_frame(*cx, p, base, dst, 1);
      ENTER(nf, p->iseq, base);
      SAFEPOINT();
      DISPATCH();
    }
  }
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
  using O = ops::ASET;
  Value* base = R + ARG(A);
  Value x = base[0], idx = base[1], val = base[2];
  if (fast_instance(iseq, x, Type::Array, w.c.Array) && idx.is_fixnum() && !x.as_obj()->frozen() && ops_intact(w, BOP_ARRAY)) {
    auto& items = as_array(x)->items;
    int64_t i = idx.as_fixnum();
    if (i < 0) i += int64_t(items.size());
    if (i >= 0 && i < int64_t(items.size())) {
      items[size_t(i)] = val;
      NEXT();
    }
  }
  if (plain(x, w.c.Hash) && !x.as_obj()->frozen() && ops_intact(w, BOP_HASH)) {
    pc += O::width;
    SAVE();
    bool ok = hash_store(*cx, as_hash(x), idx, val);
    LOAD();
    if (!ok) RAISE_HERE();
    DISPATCH();
  }
  static_assert(same_offset(O::A, ops::SEND::A) && same_offset(O::CI, ops::SEND::CI) &&
                same_offset(O::width, ops::SEND::width));
  goto L_SEND;
}
L_ASETS: {
  // x["key"] = v: a plain Hash that compares by value stores the frozen
  // literal as its key; anything else gets a new String of its bytes.
  using O = ops::ASETS;
  Value* base = R + ARG(A);
  Value x = base[0];
  if (plain(x, w.c.Hash) && !x.as_obj()->frozen() && !as_hash(x)->identity() && ops_intact(w, BOP_HASH)) {
    pc += O::width;
    SAVE();
    bool ok = hash_store(*cx, as_hash(x), base[1], base[2]);
    LOAD();
    if (!ok) RAISE_HERE();
    DISPATCH();
  }
  base[1] = string_literal_copy(iso, w, base[1].as<String>());
  static_assert(same_offset(O::A, ops::SEND::A) && same_offset(O::CI, ops::SEND::CI) &&
                same_offset(O::width, ops::SEND::width));
  goto L_SEND;
}

  // ---- calls ----
L_SENDSELF: {
  using O = ops::SENDSELF;
  static_assert(same_offset(O::A, ops::SEND::A) && same_offset(O::CI, ops::SEND::CI) &&
                same_offset(O::width, ops::SEND::width));
  R[ARG(A)] = R[0];
  goto L_SEND;
}
L_SEND: {
  using O = ops::SEND;
  const CallInfo* ci = &iseq->calls[ARG(CI)];
  uint32_t a = ARG(A);
  pc += O::width;
  SAVE();
  Value recv = R[a];
  Class* k = fast_class_of(w, recv);
  // Fastest: a cached Ruby method whose params are just the positional
  // args given (MethodEntry::plain_argc), with a block literal or none:
  // its frame is pushed and entered, nothing else to bind. Then one whose
  // params are required and optional ones that the args fill: the same,
  // entered at the default of the first optional param not given.
  // Fast path: a cached Ruby method taking the positional args given
  // (required ones, maybe some optional ones, whose defaults its code
  // computes from the entry for that count, and maybe more for its *rest),
  // with a block literal, a &proc, &nil or no block, or, for f(*array), as
  // many as the Array's items, which go straight into its registers (a
  // last Hash flagged by ruby2_keywords, which becomes keywords, takes the
  // general path).
  uint32_t shape = ci->flags & (CALL_SPLAT | CALL_KWARGS | CALL_BLOCKARG | CALL_KWLIST);
  const ValueVector* spread = nullptr;
  const MethodEntry* me = nullptr;
  uint32_t argc = ci->argc;
  if (shape == 0) [[likely]] {
    me = ci->cache.lookup(k, w.method_serial.load(std::memory_order_relaxed));
    if (!me) goto send_other;
    // Acquire: a plain_argc was stored after the body was read.
    if (__atomic_load_n(&me->plain_argc, __ATOMIC_ACQUIRE) == argc && callable_here(me, ci))
      ENTER_PLAINLY(0);
    if (enters_in_place(*me, argc) && callable_here(me, ci)) {
      // Optional params (a span) and nothing more to bind.
      if (!me->in_place_extra_params && me->in_place_span)
        ENTER_PLAINLY(me->iseq->params.opt_entry[argc - me->in_place_min]);
      goto send_in_place;
    }
  } else if (shape == CALL_KWLIST) {
    // A cached Ruby method whose keyword parameters take `name: value`
    // keywords from their registers: no Hash.
    const MethodEntry* km = ci->cache.lookup(k, w.method_serial.load(std::memory_order_relaxed));
    int8_t from[kMaxKeywordRegisters];
    if (km && km->kind == MethodKind::Iseq && callable_here(km, ci) &&
        binds_keywords_in_place(km->iseq, ci, iseq->keyword_names.data() + ci->kw_names, from)) {
      const Iseq* callee = km->iseq;
      const ParamSpec& p = callee->params;
      Value* base = R + a;
      if (frame_fits(*cx, callee, base)) {
        Value given[kMaxKeywordRegisters];
        std::copy(base + 1 + ci->argc, base + 1 + ci->argc + ci->kw_count, given);
        Frame& nf = push_method_frame(*cx, literal_block(*cx, *f, ci), km, base, a, ci->argc);
        for (size_t i = 0; i < p.keywords.size(); i++) // absent: undef, for the default's JMPDEF
          base[p.kw_reg + i] = from[i] < 0 ? Value::undef() : given[from[i]];
        // The keywords are in their registers before the Env copies them.
        if (p.kwrest || p.block || callee->env_size) bind_extra_params(*cx, km, nf, base, ci->argc, true);
        ENTER(nf, callee, base); // the callee's frame (the push may have moved the caller's)
        pc = iseq->code.data() + (p.opt_entry.empty() ? 0 : p.opt_entry[ci->argc - p.required]);
        SAFEPOINT();
        DISPATCH();
      }
    }
  } else if (shape == CALL_BLOCKARG && (R[a + 1 + argc].is_nil() || is_proc(R[a + 1 + argc]))) {
    me = ci->cache.lookup(k, w.method_serial.load(std::memory_order_relaxed));
    if (me && enters_in_place(*me, argc) && callable_here(me, ci)) goto send_in_place;
  } else if (shape == CALL_SPLAT && is_array(R[a + 1])) {
    spread = &as_array(R[a + 1])->items;
    me = ci->cache.lookup(k, w.method_serial.load(std::memory_order_relaxed));
    argc = uint32_t(spread->size());
    if (me && enters_in_place(*me, argc) && callable_here(me, ci) &&
        !(argc > 0 && is_hash(spread->back()) && (spread->back().as_obj()->flags & FL_RUBY2_KEYWORDS)))
      goto send_in_place;
  }
  goto send_other;
send_in_place: {
  Value* base = R + a;
  // A spread Array's items may be more than the callee's registers (its
  // *rest takes them): they must fit in the stack too.
  if (frame_fits(*cx, me->iseq, base) && (!spread || base + 1 + argc < cx->stack_end())) {
    if (spread) std::copy(spread->begin(), spread->end(), base + 1); // over the Array, which stays where it is
    // &blk's Proc (or nil), read before the callee's registers are cleared.
    ENTER_IN_PLACE(me, base, a, argc, shape == CALL_BLOCKARG ? base[1 + argc] : literal_block(*cx, *f, ci), false);
  }
}
send_other:
  // A cached method of another kind, for a call with positional arguments
  // only (without a block literal, unless it is Class#new).
  if (me && shape == 0) {
    bool visible_blockless = ci->block < 0 && callable_here(me, ci);
    switch (me->kind) {
      case MethodKind::AttrReader:
        if (visible_blockless && ci->argc == 0) {
          Value v = ivar_get_cached(recv, me->ivar_cache, me->ivar);
          if (v.is_undef()) v = ivar_get(*cx, recv, me->ivar, &me->ivar_cache);
          R[a] = me->member < 0 ? v : member_get(v, me->member);
          DISPATCH();
        }
        break;
      case MethodKind::AttrWriter:
        if (visible_blockless && ci->argc == 1) {
          Value v = R[a + 1];
          if (me->member >= 0) {
            if (!member_set_cached(recv, me->ivar_cache, me->member, v) && !member_set(*cx, recv, me, v))
              RAISE_HERE();
          } else if (!ivar_set_cached(recv, me->ivar_cache, v) && !ivar_set(*cx, recv, me->ivar, v, &me->ivar_cache)) {
            RAISE_HERE();
          }
          R[a] = v;
          DISPATCH();
        }
        break;
      case MethodKind::Native:
        if (visible_blockless && ci->argc >= me->min_args && (me->max_args < 0 || ci->argc <= me->max_args)) {
          Value r = me->leaf ? call_leaf_native(*cx, me, recv, ci->argc, R + a + 1)
                             : call_native(*cx, me, recv, ci->argc, R + a + 1, Value::nil(), false);
          LOAD();
          if (r.is_undef()) {
            if (!cx->reroute_requested) RAISE_HERE();
            cx->reroute_requested = false; // about to call Ruby code that may wait: again, on a native stack
            sched::request(*cx, me, recv, ci->argc, R + a + 1, Value::nil(), false, a);
            goto do_switch;
          }
          R[a] = r;
          DISPATCH();
        }
        break;
      case MethodKind::Builtin:
        // Class#new of a plain class whose initialize is a Ruby method
        // taking the arguments given in place: the new object replaces the
        // class as the receiver and initialize's frame is entered as any
        // in-place call, made to return its self (the generic path:
        // invoke_method's Builtin::ClassNew).
        if (me->builtin == Builtin::ClassNew && me->visibility == Visibility::Public && is_type(recv, Type::Class)) {
          Class* klass = recv.as<Class>();
          if (klass->instance_type == Type::Object && !klass->allocator && klass->superclass &&
              !klass->is_singleton()) {
            const MethodEntry* init = find_method(*cx, klass, w.sym.initialize);
            Value* base = R + a;
            if (init && init->kind == MethodKind::Iseq && enters_in_place(*init, ci->argc) &&
                frame_fits(*cx, init->iseq, base)) {
              base[0] = new_object(*cx, klass);
              ENTER_IN_PLACE(init, base, a, ci->argc, literal_block(*cx, *f, ci), true);
            }
          }
        }
        // Proc#call and its aliases, with positional arguments that a
        // plain block takes in place: as YIELD, from the call's base.
        if (me->builtin == Builtin::ProcCall && visible_blockless && is_proc(recv) &&
            takes_in_place(recv.as<Proc>(), ci->argc)) {
          Proc* p = recv.as<Proc>();
          Value* base = R + a;
          if (frame_fits(*cx, p->iseq, base)) {
            Frame& nf = push_block_frame(*cx, p, base, a, ci->argc);
            ENTER(nf, p->iseq, base);
            SAFEPOINT();
            DISPATCH();
          }
        }
        if (me->builtin == Builtin::Switching && visible_blockless && ci->argc >= me->min_args &&
            (me->max_args < 0 || ci->argc <= me->max_args)) {
          // Fiber#resume, Fiber.yield...: straight to the switch.
          CallArgs args{R + a + 1, int(ci->argc)};
          Dispatch d = me->switching(*cx, recv, args, a, result);
          FINISH_CALL(d, a);
        }
        break;
      case MethodKind::ProcBody:
        // A method made by define_method whose block's params are only
        // required ones, as many as the call gives (a method's arity is a
        // lambda's): the block's frame is pushed as for Proc#call and run
        // as the method, on the receiver (the generic path: invoke_proc).
        if (visible_blockless && me->proc->plain_arity == ci->argc && !me->proc->symbol &&
            me->proc->bound.is_nil()) {
          Proc* p = me->proc;
          Value* base = R + a;
          if (frame_fits(*cx, p->iseq, base)) {
            Frame& nf = push_block_frame(*cx, p, base, a, ci->argc);
            nf.kind = FrameKind::Method;
            base[0] = recv; // not the block's own self
            nf.method = me;
            nf.method_class = me->owner;
            ENTER(nf, p->iseq, base);
            SAFEPOINT();
            DISPATCH();
          }
        }
        break;
      default: break;
    }
  }
  CallArgs args;
  bool prepared = prepare_args(*cx, *f, ci, R + a, args);
  LOAD(); // a splat may have grown (moved) the register stack, a to_proc pushed frames
  if (!prepared) RAISE_HERE();
  Dispatch d = send_method(*cx, recv, ci->name, R + a, args, a, result, ci->flags & CALL_FCALL, ci);
  FINISH_CALL(d, a);
}
L_SUPER: {
  using O = ops::SUPER;
  const CallInfo* ci = &iseq->calls[ARG(CI)];
  uint32_t a = ARG(A);
  pc += O::width;
  SAVE();
  if ((ci->flags & CALL_ZSUPER) && f->method && f->method->kind == MethodKind::ProcBody) {
    raise(*cx, w.c.RuntimeError, "implicit argument passing of super from method defined by define_method() is not "
                                 "supported. Specify all arguments explicitly.");
    RAISE_HERE();
  }
  // A Ruby method taking the positional arguments given, and the block
  // (super passes the method's own on as &blk): entered in place. With
  // these arguments nothing is left to evaluate, so a method found here
  // that cannot be entered so is the one call_super calls.
  uint32_t shape = ci->flags & (CALL_SPLAT | CALL_KWARGS | CALL_BLOCKARG | CALL_KWLIST);
  Value* base = R + a;
  const MethodEntry* found = nullptr;
  if (f->method && (shape == 0 || (shape == CALL_BLOCKARG && (base[1 + ci->argc].is_nil() || is_proc(base[1 + ci->argc]))))) {
    found = super_method(*cx, *f, base[0]);
    if (found && enters_in_place(*found, ci->argc) && frame_fits(*cx, found->iseq, base)) {
      ENTER_IN_PLACE(found, base, a, ci->argc,
                     shape == CALL_BLOCKARG ? base[1 + ci->argc] : literal_block(*cx, *f, ci), false);
    }
  }
  CallArgs args;
  bool prepared = prepare_args(*cx, *f, ci, R + a, args);
  LOAD(); // as in SEND
  if (!prepared) RAISE_HERE();
  Dispatch d = call_super(*cx, *f, R + a, args, a, result, found);
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
  using O = ops::YIELD;
  const CallInfo* ci = &iseq->calls[ARG(CI)];
  uint32_t a = ARG(A);
  pc += O::width;
  SAVE();
  Value blk = f->block;
  if (!is_proc(blk)) {
    raise_local_jump(*cx, "no block given (yield)", "noreason", Value::nil());
    RAISE_HERE();
  }
  uint32_t argc = ci->argc;
  bool packed_values = false;
  if (ci->flags & CALL_ENUM_YIELD) [[unlikely]]
    argc = unpack_enum_values(R + a + 1, packed_values);
  // Fast path: a block that takes its positional arguments where they are
  // (after A, takes_in_place): its frame is pushed here.
  if (Proc* p = blk.as<Proc>(); takes_in_place(p, argc) && ci->block < 0 &&
                                 (ci->flags & (CALL_SPLAT | CALL_KWARGS | CALL_BLOCKARG | CALL_KWLIST)) == 0) {
    Value* base = R + a;
    if (frame_fits(*cx, p->iseq, base)) {
      Frame& nf = push_block_frame(*cx, p, base, a, argc);
      ENTER(nf, p->iseq, base); // the block's frame (the push may have moved the caller's)
      SAFEPOINT();
      DISPATCH();
    }
  }
  CallArgs args;
  bool prepared = prepare_args(*cx, *f, ci, R + a, args);
  LOAD(); // as in SEND
  if (!prepared) RAISE_HERE();
  if (ci->flags & CALL_ENUM_YIELD) {
    args.argc = int(argc);
    args.packed_values = packed_values;
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
L_BLOCKGIVEN: {
  using O = ops::BLOCKGIVEN;
  R[ARG(A)] = Value::boolean(is_proc(f->block));
  NEXT();
}
L_GETBLOCK: {
  using O = ops::GETBLOCK;
  R[ARG(A)] = materialize_block(*cx, f->block);
  NEXT();
}
L_LAMBDA: {
  using O = ops::LAMBDA;
  Proc* p = make_block(*cx, *f, iseq->children[ARG(Q)].get());
  p->flags |= FL_LAMBDA;
  R[ARG(A)] = Value::object(p);
  NEXT();
}
L_RETURN: {
  using O = ops::RETURN;
  result = R[ARG(A)];
  goto do_return;
}
L_RETURNFROMPROC: {
  using O = ops::RETURNFROMPROC;
  Value v = R[ARG(A)];
  if (f->kind == FrameKind::Class && cx->frames.size() >= 2) { // `class << x` inside a method
    const Frame& around = cx->frames[cx->frames.size() - 2];
    uint64_t target = around.kind == FrameKind::Block && around.proc ? around.proc->home_frame : around.id;
    pc += O::width;
    SAVE();
    cx->pending = make_throw(*cx, ThrowKind::Return, target, v);
    RAISE_HERE();
  }
  if (f->kind != FrameKind::Block || !f->proc) {
    result = v;
    goto do_return;
  }
  uint64_t target = f->proc->home_frame;
  pc += O::width;
  SAVE();
  if (f->proc->owner_context != cx || !frame_alive(*cx, target)) {
    raise_local_jump(*cx, "unexpected return", "return", v);
    RAISE_HERE();
  }
  cx->pending = make_throw(*cx, ThrowKind::Return, target, v);
  RAISE_HERE();
}
L_BREAK: {
  using O = ops::BREAK;
  Value v = R[ARG(A)];
  // In a lambda, or the block of a define_method method run as the method
  // (a Method frame with a proc), break returns.
  if (f->kind == FrameKind::Lambda || (f->kind == FrameKind::Method && f->proc)) {
    result = v;
    goto do_return;
  }
  pc += O::width;
  SAVE();
  uint64_t target = f->proc ? f->proc->creator_frame : 0;
  if (!f->proc || !break_target_waiting(*cx, *f->proc)) {
    raise_local_jump(*cx, "break from proc-closure", "break", v);
    RAISE_HERE();
  }
  cx->pending = make_throw(*cx, ThrowKind::Break, target, v);
  RAISE_HERE();
}

  // ---- definitions ----
L_DEFMETHOD: {
  using O = ops::DEFMETHOD;
  pc += O::width;
  SAVE();
  if (!define_iseq_method(*cx, *f, f->cref->klass, PREV(S), iseq->children[PREV(Q)].get(), false)) RAISE_HERE();
  LOAD(); // a method_added hook ran Ruby: the frames may have moved
  DISPATCH();
}
L_DEFSMETHOD: {
  using O = ops::DEFSMETHOD;
  pc += O::width;
  SAVE();
  Class* single = singleton_class_of(*cx, R[PREV(A)]);
  if (!single || !define_iseq_method(*cx, *f, single, PREV(S), iseq->children[PREV(Q)].get(), true)) RAISE_HERE();
  LOAD(); // a singleton_method_added hook ran Ruby: the frames may have moved
  DISPATCH();
}
L_CLASS: {
  using O = ops::CLASS;
  uint32_t a = ARG(A);
  const Iseq* body = iseq->children[ARG(Q)].get();
  uint32_t flags = ARG(F);
  pc += O::width;
  SAVE();
  Class* k = open_class(*cx, *f, R + a, PREV(S), flags);
  LOAD(); // an inherited hook or an autoload ran Ruby: the frames and registers may have moved
  if (!k) RAISE_HERE();
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
  using O = ops::ALIAS;
  pc += O::width;
  SAVE();
  if (!alias_method(*cx, f->cref->klass, PREV(S), PREV(S2))) RAISE_HERE();
  LOAD(); // a method_added hook ran Ruby: the frames may have moved
  DISPATCH();
}
L_GALIAS: {
  using O = ops::GALIAS;
  alias_global(*iso.world, ARG(S), ARG(S2));
  NEXT();
}
L_UNDEF: {
  using O = ops::UNDEF;
  pc += O::width;
  SAVE();
  if (!undef_method(*cx, f->cref->klass, PREV(S))) RAISE_HERE();
  DISPATCH();
}

  // ---- exceptions and destructuring ----
L_RAISE: {
  using O = ops::RAISE;
  cx->pending = R[ARG(A)];
  pc += O::width;
  SAVE();
  RAISE_HERE();
}
L_RESCUEMATCH: {
  using O = ops::RESCUEMATCH;
  pc += O::width;
  SAVE();
  int m = rescue_match(*cx, R[PREV(B)], R[PREV(C)]);
  LOAD();
  if (m < 0) RAISE_HERE();
  R[PREV(A)] = Value::boolean(m == 1);
  DISPATCH();
}
L_EXPAND: {
  using O = ops::EXPAND;
  if (ARG(F) == 0 && is_array(R[ARG(B)])) { // a, b = array: the common case
    const vm::ValueVector& items = as_array(R[ARG(B)])->items;
    uint32_t a = ARG(A), n = ARG(N);
    for (uint32_t i = 0; i < n; i++) R[a + i] = i < items.size() ? items[i] : Value::nil();
    NEXT();
  }
  pc += O::width;
  SAVE();
  bool ok = expand_values(*cx, PREV(A), R[PREV(B)], PREV(N), PREV(F) >> 1, PREV(F) & 1);
  LOAD();
  if (!ok) RAISE_HERE();
  DISPATCH();
}
L_DEFINED: {
  using O = ops::DEFINED;
  pc += O::width;
  SAVE();
  int d = defined_check(*cx, *f, PREV(F), PREV(S), R[PREV(B)]);
  LOAD();
  if (d < 0) RAISE_HERE();
  R[PREV(A)] = d ? iseq->literals[PREV(K)] : Value::nil();
  DISPATCH();
}
L_PMDECON: {
  using O = ops::PMDECON;
  pc += O::width;
  SAVE();
  Value v = pattern_deconstruct(*cx, R[PREV(B)], PREV(F) == 1, R[PREV(C)]);
  LOAD();
  if (v.is_undef()) RAISE_HERE();
  R[PREV(A)] = v;
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
