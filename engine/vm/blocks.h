// blocks.h — the Procs of block literals. A block literal given to a call
// is kept in its context's slot for the calling frame's depth while the
// call runs (a StackBlock), not in the heap: a frame makes one call at a
// time, so the slot is free again when the frame calls next. The block
// becomes a heap Proc only where it can outlive the call (materialize_block):
// when a C++ method receives it, when Ruby code takes it as an object
// (`&blk`, `binding`), or when a heap Proc's body refers to it for `yield`.
//
// Invariant: no heap object refers to a StackBlock. Frames, call arguments
// and other StackBlocks of the same context may.
#pragma once

#include "vm/interp.h"

namespace garnet::vm {

struct StackBlock : Proc {
  Proc* heap_copy = nullptr; // made once, so that each taking gets the same object
  explicit StackBlock(Class* proc_class) {
    klass = proc_class;
    type = Type::Proc;
    gc = GC_STATIC | GC_STACK; // neither collected nor traced as a heap object
  }
};

inline bool on_stack(const Proc* p) { return p->gc & GC_STACK; }

// A heap Proc for a block literal in frame f that is an object from the
// start (a `-> { }` lambda).
Proc* make_block(Context& cx, Frame& f, const Iseq* body);
// Frame f's slot (f at index depth of its context's frames), holding the
// fields f's block literals take from f: made or refilled for f.
StackBlock* claim_block_slot(Context& cx, Frame& f, size_t depth);
// The block literal's Proc for a call that frame f (the top frame) makes.
// The slot keeps the frame's fields between the calls a frame makes (they
// stay the same while it runs, but for `using`, which gives it a new
// cref), so that a block given in a loop fills only what its literal and
// call change.
[[gnu::always_inline]] inline StackBlock* make_stack_block(Context& cx, Frame& f, const Iseq* body) {
  size_t depth = size_t(&f - cx.frames.data());
  StackBlock* slot = depth < cx.block_slots.size() ? cx.block_slots[depth] : nullptr;
  if (!slot || slot->creator_frame != f.id || slot->cref != f.cref) slot = claim_block_slot(cx, f, depth);
  slot->iseq = body;
  slot->creator_pc = f.pc;
  slot->plain_arity = body->params.block_plain_arity;
  slot->heap_copy = nullptr;
  return slot;
}
// The block as a heap Proc (a StackBlock's copy; any other value as it is).
Value materialize_block(Context& cx, Value block);
// Marks what a frame's block or proc holds: a StackBlock itself is not in
// the heap, but its self, variables and outer block are.
void trace_block(gc::Tracer& t, Value block);

} // namespace garnet::vm
