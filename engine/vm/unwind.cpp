// unwind.cpp — propagating exceptions and non-local jumps (break, proc
// return, throw) through frames and their rescue/ensure handlers, building
// backtraces, and reporting uncaught exceptions.
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

std::string frame_label(Context& cx, const Frame& f) {
  const Iseq* iseq = f.iseq;
  std::string base;
  if (f.method) {
    Class* owner = f.method->owner;
    std::string name = cx.world->name(f.method->name);
    if (owner && owner->is_singleton() && is_class_or_module(owner->attached)) {
      base = class_path(cx, owner->attached.as<Class>()) + "." + name;
    } else if (owner && !owner->is_singleton() && !owner->path.empty()) {
      base = owner->path + "#" + name;
    } else {
      base = name;
    }
  } else {
    base = iseq->name;
  }
  if (iseq->block_depth > 0) { // a block, or code eval'd in one
    if (iseq->block_depth == 1) return "block in " + base;
    return "block (" + std::to_string(iseq->block_depth) + " levels) in " + base;
  }
  if (iseq->kind == IseqKind::Class || iseq->kind == IseqKind::Top) return iseq->name;
  return base;
}

bool internal_iseq(const Iseq& iseq) { return iseq.file->rfind("<internal:", 0) == 0; }
bool internal_frame(const Frame& f) { return internal_iseq(*f.iseq); }

uint32_t frame_line(const Frame& f) {
  uint32_t off = uint32_t(f.pc - f.iseq->code.data());
  return off ? f.iseq->line_at(off - 1) : f.iseq->first_line;
}

namespace {

std::string native_label(Context& cx, const MethodEntry* me) {
  Class* owner = me->owner;
  std::string label = cx.world->name(me->name);
  if (owner && owner->is_singleton() && is_class_or_module(owner->attached))
    return class_path(cx, owner->attached.as<Class>()) + "." + label;
  if (owner && !owner->path.empty()) return owner->path + "#" + label;
  return label;
}

} // namespace

// Prelude methods appear like CRuby's C methods: at their caller's location,
// and blocks inside them do not appear at all.
std::string current_position(Context& cx) {
  for (size_t i = cx.frames.size(); i-- > 0;) {
    const Frame& f = cx.frames[i];
    if (!internal_frame(f)) return *f.iseq->file + ":" + std::to_string(frame_line(f));
  }
  return "";
}

Value make_backtrace(Context& cx, const Frame* located[2], const Context* of) {
  const Context& src = of ? *of : cx;
  std::vector<Value> lines;
  std::vector<size_t> pending_internal; // prelude frames waiting for a caller location
  const Frame* at = nullptr;            // the frame the entries being emitted are located at
  auto emit = [&](const std::string& where, const std::string& label) {
    if (located && lines.size() < 2) located[lines.size()] = at;
    lines.push_back(new_string(cx, where + ":in '" + label + "'"));
  };
  std::string native = src.current_native ? native_label(cx, src.current_native) : "";
  // A prelude-internal native (__native_fetch...) shows as the prelude method that called it.
  if (src.current_native && cx.world->name(src.current_native->name).rfind("__", 0) == 0) native.clear();
  for (size_t i = src.frames.size(); i-- > 0;) {
    const Frame& f = src.frames[i];
    if (internal_frame(f)) {
      // The prelude's private helpers (__name) stay out of backtraces.
      bool helper = f.method && cx.world->name(f.method->name).rfind("__", 0) == 0;
      if (f.iseq->kind != IseqKind::Block && !helper) pending_internal.push_back(i);
      continue;
    }
    std::string where = *f.iseq->file + ":" + std::to_string(frame_line(f));
    at = &f;
    if (!native.empty()) {
      emit(where, native);
      native.clear();
    }
    for (size_t j : pending_internal) emit(where, frame_label(cx, src.frames[j]));
    pending_internal.clear();
    emit(where, frame_label(cx, f));
    if (f.iseq->evaluated_by) native = native_label(cx, f.iseq->evaluated_by);
  }
  return new_array(cx, std::move(lines));
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
