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
// The block literal's Proc for a call that frame f (the top frame) makes.
StackBlock* make_stack_block(Context& cx, Frame& f, const Iseq* body);
// The block as a heap Proc (a StackBlock's copy; any other value as it is).
Value materialize_block(Context& cx, Value block);
// Marks what a frame's block or proc holds: a StackBlock itself is not in
// the heap, but its self, variables and outer block are.
void trace_block(gc::Tracer& t, Value block);

} // namespace garnet::vm
