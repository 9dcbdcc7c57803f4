// backtrace.cpp — backtraces: which frames a backtrace shows and how each
// line reads ("file:line:in 'Foo#bar'"), made as Strings at once for
// Thread#backtrace and caller, and at a raise as a capture that is turned
// into Strings only when the program reads it. Most raised exceptions are
// rescued without their backtrace being looked at, and formatting it was
// most of a raise's cost.
#include "sched/message.h"
#include "vm/interp.h"

namespace garnet::vm {

namespace {

// One line of a backtrace before it is text: where it is, and what it names
// (a frame's method or block, or a C++ method). Iseqs and method entries
// live as long as the world, so a capture may outlive its frames, be read
// by another isolate (an exception sent to a Ractor) or be frozen.
struct BacktraceEntry {
  const Iseq* where;
  uint32_t offset;            // where's frame's pc, as an offset into its code (frame_line)
  const Iseq* iseq;           // the frame named, when native is null
  const MethodEntry* method;  // ... and its method (null: a block or top level)
  const MethodEntry* native;  // a C++ or prelude method shown at its caller's line
};
using Capture = std::vector<BacktraceEntry>;

// "Foo#bar" / "Foo.bar" / "bar" for a method.
std::string method_label(Context& cx, const MethodEntry* me) {
  Class* owner = me->owner;
  const std::string& name = cx.world->name(me->name);
  if (owner && owner->is_singleton() && is_class_or_module(owner->attached))
    return class_path(cx, owner->attached.as<Class>()) + "." + name;
  if (owner && !owner->is_singleton() && !owner->path.empty()) return owner->path + "#" + name;
  return name;
}

std::string label_of(Context& cx, const Iseq* iseq, const MethodEntry* method) {
  std::string base = method ? method_label(cx, method) : iseq->name;
  if (iseq->block_depth > 0) { // a block, or code eval'd in one
    if (iseq->block_depth == 1) return "block in " + base;
    return "block (" + std::to_string(iseq->block_depth) + " levels) in " + base;
  }
  if (iseq->kind == IseqKind::Class || iseq->kind == IseqKind::Top) return iseq->name;
  return base;
}

bool helper_name(Context& cx, const MethodEntry* me) { return cx.world->name(me->name).rfind("__", 0) == 0; }

// The entries of src's stack, innermost first. Prelude methods appear like
// CRuby's C methods: at their caller's location, and blocks inside them do
// not appear at all; the prelude's private helpers (__name) never appear.
Capture walk(Context& cx, const Context& src, const Frame* located[2]) {
  Capture out;
  out.reserve(src.frames.size() + 1);
  auto add = [&](const Frame& at, const Iseq* iseq, const MethodEntry* method, const MethodEntry* native) {
    if (located && out.size() < 2) located[out.size()] = &at;
    out.push_back({at.iseq, uint32_t(at.pc - at.iseq->code.data()), iseq, method, native});
  };
  // A prelude-internal native (__native_fetch...) shows as the prelude method that called it.
  const MethodEntry* native =
      src.current_native && !helper_name(cx, src.current_native) ? src.current_native : nullptr;
  std::vector<size_t> pending_internal; // prelude frames waiting for a caller location
  for (size_t i = src.frames.size(); i-- > 0;) {
    const Frame& f = src.frames[i];
    if (internal_frame(f)) {
      if (f.iseq->kind != IseqKind::Block && !(f.method && helper_name(cx, f.method))) pending_internal.push_back(i);
      continue;
    }
    if (native) add(f, nullptr, nullptr, native);
    native = nullptr;
    for (size_t j : pending_internal) add(f, src.frames[j].iseq, src.frames[j].method, nullptr);
    pending_internal.clear();
    // A define_method method's frame is named as its block is, by where
    // the block was written ("block in <class:Foo>"), as CRuby names it.
    add(f, f.iseq, f.kind == FrameKind::Method && f.proc ? f.proc->method : f.method, nullptr);
    native = f.iseq->evaluated_by;
  }
  return out;
}

Value format(Context& cx, const Capture& entries) {
  std::vector<Value> lines;
  lines.reserve(entries.size());
  for (const BacktraceEntry& e : entries) {
    std::string label = e.native ? method_label(cx, e.native) : label_of(cx, e.iseq, e.method);
    uint32_t line = line_before(*e.where, e.offset);
    lines.push_back(new_string(cx, *e.where->file + ":" + std::to_string(line) + ":in '" + label + "'"));
  }
  return new_array(cx, std::move(lines));
}

// A capture's payload never changes: frozen, it may be shared, and another
// isolate gets a copy of it.
const DataType kCaptureType = {
    "backtrace",
    nullptr,
    [](void* p) { delete static_cast<Capture*>(p); },
    nullptr,
    nullptr,
    true,
};

const Capture& capture_of(Value v) { return *static_cast<const Capture*>(v.as<Data>()->ptr); }

Value new_capture(Context& cx, Capture entries) {
  return new_data(cx, cx.world->c.Object, &kCaptureType, new Capture(std::move(entries)));
}

const sched::HandleType kCaptureHandle = {
    &kCaptureType,
    [](Value v) -> std::shared_ptr<void> { return std::make_shared<Capture>(capture_of(v)); },
    [](Context& cx, const std::shared_ptr<void>& state) { return new_capture(cx, *static_cast<Capture*>(state.get())); },
};

} // namespace

std::string frame_label(Context& cx, const Frame& f) { return label_of(cx, f.iseq, f.method); }

Value make_backtrace(Context& cx, const Frame* located[2], const Context* of) {
  return format(cx, walk(cx, of ? *of : cx, located));
}

Value capture_backtrace(Context& cx, const Frame* located[2]) {
  static const bool registered = (sched::register_handle_type(&kCaptureHandle), true);
  (void)registered;
  return new_capture(cx, walk(cx, cx, located));
}

Value exception_backtrace(Context& cx, Value exc) {
  Value bt = ivar_get(cx, exc, cx.world->sym.bt);
  if (!is_type(bt, Type::Data) || bt.as<Data>()->data_type != &kCaptureType) return bt;
  Value lines = format(cx, capture_of(bt));
  if (!is_frozen(exc)) ivar_set(cx, exc, cx.world->sym.bt, lines); // the same Array from now on
  return lines;
}

} // namespace garnet::vm
