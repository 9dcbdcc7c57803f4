// unwind.cpp — propagating exceptions and non-local jumps (break, proc
// return, throw) through frames and their rescue/ensure handlers, and
// reporting uncaught exceptions.
#include "vm/error_highlight.h"
#include "vm/interp.h"

namespace garnet::vm {

namespace {

const DataType kThrowType = {
    "throw",
    [](void* p, void (*mark)(void*, Value), void* tracer) { mark(tracer, static_cast<ThrowInfo*>(p)->value); },
    [](void* p) { delete static_cast<ThrowInfo*>(p); },
};

const Handler* find_handler(const Frame& f, bool exception) {
  const Iseq* iseq = f.iseq;
  if (iseq->handlers.empty()) return nullptr;
  uint32_t off = uint32_t(f.pc - iseq->code.data());
  if (off == 0) return nullptr;
  off -= 1; // f.pc is just past (some part of) the instruction that raised or called
  for (const Handler& h : iseq->handlers) {
    if (off < h.start || off >= h.end) continue;
    if (h.kind == Handler::Rescue && !exception) continue;
    return &h;
  }
  return nullptr;
}

} // namespace

Value make_throw(Context& cx, ThrowKind kind, uint64_t target, Value value) {
  ThrowInfo* info = new ThrowInfo{kind, target, value};
  return new_data(cx, cx.world->c.Object, &kThrowType, info);
}

ThrowInfo* throw_info(Value v) {
  if (!is_type(v, Type::Data)) return nullptr;
  Data* d = v.as<Data>();
  return d->data_type == &kThrowType ? static_cast<ThrowInfo*>(d->ptr) : nullptr;
}

bool break_ends_native_call(Context& cx, Value& value) {
  ThrowInfo* t = throw_info(cx.pending);
  if (!t || t->kind != ThrowKind::Break || cx.frames.empty() || cx.frames.back().id != t->target) return false;
  value = t->value;
  cx.pending = Value::undef();
  return true;
}

bool unwind(Context& cx, size_t barrier_depth, Value& barrier_result) {
  (void)barrier_depth;
  uint32_t last_ret = 0;
  while (!cx.frames.empty()) {
    Frame& f = cx.frames.back();
    ThrowInfo* t = throw_info(cx.pending);
    if (t && t->kind == ThrowKind::Break && f.id == t->target) {
      f.regs[last_ret] = t->value;
      cx.pending = Value::undef();
      return true;
    }
    if (const Handler* h = find_handler(f, t == nullptr)) {
      f.regs[h->reg] = cx.pending;
      if (!t) cx.errinfo = cx.pending;
      cx.pending = Value::undef();
      f.pc = f.iseq->code.data() + h->target;
      return true;
    }
    bool barrier = f.barrier;
    uint64_t id = f.id;
    last_ret = f.ret_reg;
    cx.frames.pop_back();
    while (!cx.catch_tags.empty() && cx.catch_tags.back().second == id) cx.catch_tags.pop_back();
    if (t && t->kind == ThrowKind::Return && id == t->target) {
      // The target frame returns the value to its caller.
      Value v = t->value;
      cx.pending = Value::undef();
      if (barrier || cx.frames.empty()) {
        barrier_result = v;
        return false;
      }
      cx.frames.back().regs[last_ret] = v;
      return true;
    }
    if (barrier) return false;
  }
  return false;
}

void raise_local_jump(Context& cx, const char* message, const char* reason, Value exit_value) {
  Value exc = new_exception(cx, cx.world->c.LocalJumpError, message);
  ivar_set(cx, exc, intern(cx, "@reason"), symbol_value(cx, reason));
  ivar_set(cx, exc, intern(cx, "@exit_value"), exit_value);
  raise(cx, exc);
}

bool internal_iseq(const Iseq& iseq) { return iseq.file->rfind("<internal:", 0) == 0; }
bool internal_frame(const Frame& f) { return internal_iseq(*f.iseq); }

uint32_t line_before(const Iseq& iseq, uint32_t offset) {
  return offset ? iseq.line_at(offset - 1) : iseq.first_line;
}

uint32_t frame_line(const Frame& f) { return line_before(*f.iseq, uint32_t(f.pc - f.iseq->code.data())); }

// Prelude methods appear like CRuby's C methods: at their caller's location,
// and blocks inside them do not appear at all.
std::string current_position(Context& cx) {
  for (size_t i = cx.frames.size(); i-- > 0;) {
    const Frame& f = cx.frames[i];
    if (!internal_frame(f)) return *f.iseq->file + ":" + std::to_string(frame_line(f));
  }
  return "";
}

void report_exception(Context& cx, Value exc) {
  Isolate& iso = *cx.iso;
  iso.flush_out();
  std::string text = cx.world->error_text(cx, exc);
  cx.pending = Value::undef();
  iso.write_out(2, text);
  iso.flush_out();
}

} // namespace garnet::vm
