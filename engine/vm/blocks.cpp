// blocks.cpp — block literals' Procs: in the heap, or in the calling
// frame's slot of its context while the call runs (see blocks.h).
#include "vm/blocks.h"

namespace garnet::vm {

namespace {

// The fields every block literal's Proc takes from the frame it is written in.
void capture(Proc* p, Context& cx, Frame& f, const Iseq* body) {
  p->iseq = body;
  p->self = f.regs[0];
  p->env = f.env;
  p->outer_block = f.block;
  p->method = f.method;
  p->method_class = f.method_class;
  p->cref = f.cref;
  p->creator_frame = f.id;
  p->creator_pc = f.pc;
  p->home_frame = (f.kind == FrameKind::Block && f.proc) ? f.proc->home_frame : f.id;
  p->owner_context = &cx;
  p->plain_arity = body->params.simple() && !body->params.auto_splat ? body->params.required : Proc::kNotPlain;
}

StackBlock* new_slot(Context& cx, size_t depth) {
  if (cx.block_slots.size() <= depth) cx.block_slots.resize(depth + 1, nullptr);
  StackBlock* slot = new StackBlock(cx.world->c.Proc);
  cx.block_slots[depth] = slot;
  return slot;
}

} // namespace

Proc* make_block(Context& cx, Frame& f, const Iseq* body) {
  Proc* p = cx.iso->heap.make<Proc>(cx.world->c.Proc, Type::Proc);
  capture(p, cx, f, body);
  p->outer_block = materialize_block(cx, f.block);
  return p;
}

StackBlock* make_stack_block(Context& cx, Frame& f, const Iseq* body) {
  size_t depth = size_t(&f - cx.frames.data());
  StackBlock* slot = depth < cx.block_slots.size() && cx.block_slots[depth] ? cx.block_slots[depth]
                                                                             : new_slot(cx, depth);
  capture(slot, cx, f, body);
  slot->heap_copy = nullptr;
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
