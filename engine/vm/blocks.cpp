// blocks.cpp — block literals' Procs: in the heap, or in the calling
// frame's slot of its context while the call runs (see blocks.h).
#include "vm/blocks.h"

namespace garnet::vm {

namespace {

// The fields a block literal's Proc takes from the frame it is written in.
void capture_frame(Proc* p, Context& cx, Frame& f) {
  p->self = f.regs[0];
  p->env = f.env;
  p->outer_block = f.block;
  p->method = f.method;
  p->method_class = f.method_class;
  p->cref = f.cref;
  p->creator_frame = f.id;
  p->home_frame = (f.kind == FrameKind::Block && f.proc) ? f.proc->home_frame : f.id;
  p->owner_context = &cx;
}

} // namespace

Proc* make_block(Context& cx, Frame& f, const Iseq* body) {
  Proc* p = cx.iso->heap.make<Proc>(cx.world->c.Proc, Type::Proc);
  capture_frame(p, cx, f);
  p->iseq = body;
  p->creator_pc = f.pc;
  p->plain_arity = body->params.block_plain_arity;
  p->outer_block = materialize_block(cx, f.block);
  return p;
}

StackBlock* claim_block_slot(Context& cx, Frame& f, size_t depth) {
  if (cx.block_slots.size() <= depth) cx.block_slots.resize(depth + 1, nullptr);
  StackBlock*& slot = cx.block_slots[depth];
  if (!slot) slot = new StackBlock(cx.world->c.Proc);
  capture_frame(slot, cx, f);
  return slot;
}

Value materialize_block(Context& cx, Value block) {
  if (!is_proc(block) || !on_stack(block.as<Proc>())) return block;
  auto* slot = static_cast<StackBlock*>(block.as<Proc>());
  if (!slot->heap_copy) {
    Proc* p = cx.iso->heap.make<Proc>(cx.world->c.Proc, Type::Proc);
    copy_proc_body(p, *slot);
    p->outer_block = materialize_block(cx, slot->outer_block);
    slot->heap_copy = p;
  }
  return Value::object(slot->heap_copy);
}

void trace_block(gc::Tracer& t, Value block) {
  while (is_proc(block) && on_stack(block.as<Proc>())) {
    auto* slot = static_cast<StackBlock*>(block.as<Proc>());
    t.mark(slot->self);
    t.mark(slot->env);
    t.mark(slot->heap_copy);
    block = slot->outer_block;
  }
  t.mark(block);
}

} // namespace garnet::vm
