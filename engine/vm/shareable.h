// shareable.h — objects every isolate may read: immediates, the world's own
// objects (classes, modules, frozen literals) and object graphs made
// shareable (deeply frozen, then pinned: GC_STATIC, never collected, kept
// even when the heap they were born in goes away).
#pragma once

#include <string>

#include "vm/runtime.h"

namespace garnet::vm {

// Ractor.shareable?: v and everything it refers to are frozen (or already
// shared). Procs, threads and other native objects are never shareable here.
bool deeply_frozen(Value v);
// Ractor.make_shareable: freezes v's graph and pins it; raises
// Ractor::Error for objects that cannot be shared (answers undef then).
Value make_shareable(Context& cx, Value v);
// Pins v's graph when it is deeply frozen (constants seen by several
// isolates); false otherwise.
bool share_if_frozen(Value v);
// Before a constant is set while Ractors exist: a deeply frozen value is
// pinned for every isolate to read; a non-main isolate may set no other
// (raises Ractor::IsolationError, answers false).
bool share_constant_value(Context& cx, Value v);
// Sets class k's ivar `name` to v made shareable, from any isolate (a
// Struct's or Data's member list, which Ruby hides from Ractor checks).
// Undef if v can't be shared.
Value set_shared_class_ivar(Context& cx, Class* k, Sym name, Value v);
// The outer variables a block's code reaches ("a, b"), or empty when it is
// isolated (Ractor.new and shareable procs require that).
std::string outer_variable_names(Context& cx, Proc* block);
// Ruby 4.0's Ractor.shareable_proc: the outer variables `block` reads,
// copied into a frozen, pinned chain of envs (`out`, null when it reads
// none). False (raised Ractor::IsolationError) when the block assigns an
// outer variable or reads one whose value is not shareable.
bool capture_outer_values(Context& cx, Proc* block, Env*& out);

} // namespace garnet::vm
