// fiber_switch.cpp — fiber objects, resume/yield, and the driver that switches
// the interpreter between fiber contexts.
#include "sched/fiber_switch.h"

#include <utility>
#include <algorithm>

#include "sched/green_threads.h"
#include "sched/native_calls.h"
#include "vm/blocks.h"

namespace garnet::sched {

using namespace vm;

namespace {

// A fiber created by Fiber.new, with its context and the storage that
// context starts in, in one allocation: a switch to it touches one
// contiguous block. Most fibers run a few frames (the stacks grow on demand).
struct OwnFiber : Fiber {
  static constexpr size_t kStartValues = 32, kStartFrames = 3;
  alignas(Frame) unsigned char frames[kStartFrames * sizeof(Frame)];
  Value values[kStartValues];
  StackBlock first_block; // a block literal the body gives (`loop { }`)
  explicit OwnFiber(Class* proc_class) : first_block(proc_class) {}
};

const DataType kFiberType = {
    "Fiber",
    [](void* p, void (*mark)(void*, Value), void* tracer) {
      Fiber* f = static_cast<Fiber*>(p);
      mark(tracer, f->block);
      if (f->own_context) f->own_context->trace(*static_cast<gc::Tracer*>(tracer));
    },
    [](void* p) {
      Fiber* f = static_cast<Fiber*>(p);
      bool started = f->status != Fiber::Status::Created && f->status != Fiber::Status::Terminated;
      if (f->own_context && started) f->own_context->iso->fibers_alive--; // abandoned while suspended
      if (f->own_context) delete static_cast<OwnFiber*>(f);
      else delete f;
    },
    [](const void*) -> void* {
      Fiber* copy = new Fiber();
      copy->status = Fiber::Status::Uninitialized;
      return copy;
    },
};

// Starts loading a fiber's block into the cache, for a switch to it: the
// switch reads its context, top frame and registers, which with many fibers
// are rarely cached. One batch of loads instead of a chain of misses. Its
// instance variables too: a fiber that runs reads them soon (`Fiber#next`
// of a ring of fibers).
void prefetch(Value fiber, const Fiber* f) {
  prefetch_ivars(fiber.as<Data>());
  if (!f->own_context) return;
  const char* block = reinterpret_cast<const char*>(static_cast<const OwnFiber*>(f));
  for (size_t offset = 0; offset < sizeof(OwnFiber); offset += 64) __builtin_prefetch(block + offset, 1);
}

// Arguments handed across a switch: none → nil, one → itself, more → Array.
Value pack(Context& cx, const CallArgs& args) {
  if (args.argc == 0) return Value::nil();
  if (args.argc == 1) return args.argv[0];
  return new_array(cx, args.argv, size_t(args.argc));
}

// A fiber runs only on the thread that made it.
constexpr char kAcrossThreads[] = "fiber called across threads";

Dispatch fiber_error(Context& cx, const char* message) {
  raise(cx, cx.world->c.FiberError, message);
  return Dispatch::Raised;
}

} // namespace

bool refuse_uninitialized(Context& cx, const Fiber* f) {
  if (f->status != Fiber::Status::Uninitialized) return false;
  fiber_error(cx, "uninitialized fiber");
  return true;
}

Fiber* fiber_of(Value v) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &kFiberType) return nullptr;
  return static_cast<Fiber*>(v.as<Data>()->ptr);
}

Value new_fiber(Context& cx, Class* klass, Value block) {
  OwnFiber* f = new OwnFiber(cx.world->c.Proc);
  f->own_context.emplace(cx.iso, StartStorage{f->values, OwnFiber::kStartValues, reinterpret_cast<Frame*>(f->frames),
                                              OwnFiber::kStartFrames, &f->first_block});
  f->context = &*f->own_context;
  f->block = block;
  Value v = new_data(cx, klass, &kFiberType, f);
  f->context->fiber = v;
  f->context->thread = cx.thread; // fibers run within their creator's thread
  return v;
}

Value make_root_fiber(Context& cx) {
  Fiber* f = new Fiber();
  f->context = &cx;
  f->status = Fiber::Status::Resumed;
  f->blocking = true;
  cx.fiber = new_data(cx, cx.world->c.Fiber, &kFiberType, f);
  return cx.fiber;
}

namespace {

// First switch to a fiber: its body's frame goes on its own stack, as the
// barrier, with the arguments as the block's parameters.
Dispatch start_body(Context& cx, Fiber* f, CallArgs& args, Value& result) {
  Context& fc = *f->context;
  Value* base = fc.stack;
  if (!fc.ensure_stack(base, size_t(args.argc) + 2 + kScratchRegs)) return fiber_error(cx, "fiber stack overflow");
  base = fc.stack;
  base[0] = Value::nil();
  std::copy(args.argv, args.argv + args.argc, base + 1);
  CallArgs a{base + 1, args.argc, args.kwargs, Value::nil()};
  Dispatch d = invoke_proc(fc, f->block.as<Proc>(), Value::undef(), base, a, 0, result);
  if (d == Dispatch::Raised) {
    cx.pending = fc.pending;
    fc.pending = Value::undef();
    f->status = Fiber::Status::Terminated;
  } else if (d == Dispatch::Done) { // a body that needs no frame (e.g. &:sym) ran already
    f->status = Fiber::Status::Terminated;
  } else {
    fc.frames.front().barrier = true;
    cx.iso->fibers_alive++;
  }
  return d;
}

// What a kill raises in a started fiber: a return from its body's frame,
// from where the fiber stands.
Value kill_ending(Context& cx, Fiber* f) {
  return make_throw(cx, ThrowKind::Return, f->context->frames.front().id, Value::nil());
}

// A killed fiber that suspended itself again (in an ensure clause) is
// killed again when resumed, as in CRuby: it goes on ending.
void kill_again(Context& cx, Fiber* f) {
  if (f->killed && f->context->pending.is_undef()) f->context->pending = kill_ending(cx, f);
}

// Records the switch from cx to f, handing over `handed` (undef: nothing).
Dispatch switch_to(Context& cx, Fiber* f, Value handed, uint32_t ret_reg) {
  f->status = Fiber::Status::Resumed;
  cx.wake_reg = ret_reg;
  cx.switch_to = f->context;
  cx.switch_value = handed;
  return Dispatch::Switch;
}

} // namespace

Dispatch resume(Context& cx, Value fiber, CallArgs& args, uint32_t ret_reg, Value& result) {
  Fiber* f = fiber_of(fiber);
  prefetch(fiber, f);
  if (refuse_uninitialized(cx, f)) return Dispatch::Raised;
  if (f->status == Fiber::Status::Terminated) return fiber_error(cx, "attempt to resume a terminated fiber");
  if (f->context == &cx) return fiber_error(cx, "attempt to resume the current fiber");
  if (f->transferred) return fiber_error(cx, "attempt to resume a transferring fiber");
  if (f->status == Fiber::Status::Resumed) return fiber_error(cx, "attempt to resume a resumed fiber (double resume)");
  if (f->context->thread != cx.thread) return fiber_error(cx, kAcrossThreads);
  if (!can_switch(cx)) return fiber_error(cx, "can't resume a fiber from a block called by a native method");
  Value handed = pack(cx, args);
  if (f->status == Fiber::Status::Created) {
    Dispatch d = start_body(cx, f, args, result);
    if (d != Dispatch::Pushed) return d;
    handed = Value::undef(); // the arguments went to the body's parameters
  }
  f->resumer = &cx;
  kill_again(cx, f);
  return switch_to(cx, f, handed, ret_reg);
}

namespace {

// The current fiber `me` waits until something transfers back to it; the
// target, when it ends, returns to the main fiber.
Dispatch transfer_switch(Context& cx, Fiber* me, Fiber* f, Value handed, uint32_t ret_reg) {
  me->status = Fiber::Status::Suspended;
  me->transferred = true;
  f->transferred = true;
  f->resumer = cx.iso->main_context.get();
  return switch_to(cx, f, handed, ret_reg);
}

// A transfer the common path leaves out: to a fiber not suspended by a
// transfer (refused, a no-op, or its start), or where no switch may happen
// now (refused).
[[gnu::noinline]] Dispatch transfer_checked(Context& cx, Fiber* f, CallArgs& args, uint32_t ret_reg, Value& result) {
  if (refuse_uninitialized(cx, f)) return Dispatch::Raised;
  if (f->status == Fiber::Status::Terminated) return fiber_error(cx, "dead fiber called");
  if (f->context == &cx) {
    result = pack(cx, args);
    return Dispatch::Done;
  }
  if (f->status == Fiber::Status::Resumed && !f->transferred)
    return fiber_error(cx, "attempt to transfer to a resuming fiber");
  if (f->status == Fiber::Status::Suspended && !f->transferred)
    return fiber_error(cx, "attempt to transfer to a yielding fiber");
  if (f->context->thread != cx.thread) return fiber_error(cx, kAcrossThreads);
  if (!can_switch(cx)) return fiber_error(cx, "can't transfer to a fiber from a block called by a native method");
  Value handed = pack(cx, args);
  if (f->status == Fiber::Status::Created) {
    Dispatch d = start_body(cx, f, args, result);
    if (d != Dispatch::Pushed) return d;
    handed = Value::undef();
  }
  kill_again(cx, f);
  return transfer_switch(cx, fiber_of(current_fiber(cx)), f, handed, ret_reg);
}

} // namespace

Dispatch transfer(Context& cx, Value fiber, CallArgs& args, uint32_t ret_reg, Value& result) {
  Fiber* f = fiber_of(fiber);
  prefetch(fiber, f);
  // The common case calls nothing: a fiber suspended by a transfer (never
  // the current one) and not killed, at most one value handed, from a fiber
  // that has its object and runs under no C++ call, on the fiber's thread.
  if (f->status != Fiber::Status::Suspended || !f->transferred || f->killed || unsigned(args.argc) > 1 ||
      cx.fiber.is_nil() || cx.loops_under_cpp != 0 || f->context->thread != cx.thread) [[unlikely]]
    return transfer_checked(cx, f, args, ret_reg, result);
  return transfer_switch(cx, fiber_of(cx.fiber), f, args.argc ? args.argv[0] : Value::nil(), ret_reg);
}

Dispatch raise_in(Context& cx, Value fiber, CallArgs& args, uint32_t ret_reg, Value&) {
  Fiber* f = fiber_of(fiber);
  if (refuse_uninitialized(cx, f)) return Dispatch::Raised;
  if (f->status == Fiber::Status::Created) return fiber_error(cx, "cannot raise exception on unborn fiber");
  if (f->status == Fiber::Status::Terminated) return fiber_error(cx, "attempt to resume a terminated fiber");
  if (f->context == &cx) return fiber_error(cx, "attempt to resume the current fiber");
  if (f->context->thread != cx.thread) return fiber_error(cx, kAcrossThreads);
  if (!can_switch(cx)) return fiber_error(cx, "can't resume a fiber from a block called by a native method");
  // The exception, built as Kernel#raise would (class or object, message).
  World& w = *cx.world;
  Value exc = args.argc == 0 ? new_exception(cx, w.c.RuntimeError, "unhandled exception")
                             : exception_from_args(cx, args.argc, args.argv);
  if (exc.is_undef()) return Dispatch::Raised;
  // The fiber wakes up inside its Fiber.yield with the exception pending.
  Context& fc = *f->context;
  fc.pending = exc;
  if (ivar_get(cx, exc, w.sym.bt).is_nil()) ivar_set(cx, exc, w.sym.bt, make_backtrace(fc));
  if (!f->transferred) f->resumer = &cx;
  return switch_to(cx, f, Value::undef(), ret_reg);
}

Dispatch kill_fiber(Context& cx, Value fiber, CallArgs&, uint32_t ret_reg, Value& result) {
  Fiber* f = fiber_of(fiber);
  if (refuse_uninitialized(cx, f)) return Dispatch::Raised;
  result = Value::nil();
  if (!f->own_context) { // a thread's root fiber
    if (f->context != &cx) return fiber_error(cx, "attempt to kill a root fiber that is not running");
    f->killed = true;
    return kill(cx, scheduler_of(cx).current, result);
  }
  bool suspended = f->status == Fiber::Status::Suspended;
  if (f->status == Fiber::Status::Resumed && f->context != &cx)
    return fiber_error(cx, "attempt to kill a resuming fiber");
  if (suspended && !can_switch(cx))
    return fiber_error(cx, "can't kill a fiber from a block called by a native method");
  f->killed = true;
  if (f->status == Fiber::Status::Created) f->status = Fiber::Status::Terminated;
  if (f->status == Fiber::Status::Terminated) return Dispatch::Done;
  Value ending = kill_ending(cx, f);
  if (!suspended) { // the current fiber
    cx.pending = ending;
    return Dispatch::Raised;
  }
  f->context->pending = ending;
  if (!f->transferred) f->resumer = &cx;
  return switch_to(cx, f, Value::undef(), ret_reg);
}

Dispatch yield(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value&) {
  Fiber* f = fiber_of(cx.fiber);
  if (!f || !f->own_context) return fiber_error(cx, "can't yield from root fiber");
  if (f->transferred) return fiber_error(cx, "attempt to yield on a not resumed fiber");
  if (!can_switch(cx)) return fiber_error(cx, "can't yield from a block called by a native method");
  f->status = Fiber::Status::Suspended;
  cx.wake_reg = ret_reg;
  cx.switch_to = f->resumer;
  cx.switch_value = pack(cx, args);
  f->resumer = nullptr;
  return Dispatch::Switch;
}

Value run(Context& start, size_t barrier_depth) {
  // A driver started by a C++ method that runs on a native stack (the top
  // level of a file it loads): that call is its caller's, not this driver's
  // to run; it is put back when this driver returns.
  struct SetAside {
    Context& cx;
    NativeCall* call;
    ~SetAside() { cx.native_call = call; }
  } outer{start, std::exchange(start.native_call, nullptr)};
  DriverLoop loop{&start, barrier_depth, &start};
  Context*& cur = loop.current;
  while (true) {
    Value v = Value::undef();
    if (cur->native_call) { // a C++ method to start or resume on its native stack
      run_native_call(*cur);
      if (!cur->native_call) continue; // it returned: the caller's frame goes on
    } else {
      v = run_driven(loop); // makes the switches it can itself
      if (cur->native_call) continue; // it called a C++ method with a block
    }
    if (Context* next = cur->switch_to) {
      wake(*next, hand_over(*cur, *next));
      cur = next;
      continue;
    }
    if (cur == &start) return v;
    if (cur->thread && cur == cur->thread->root) { // a green thread ended
      cur = scheduler_of(*cur).finished(*cur, cur->thread, v);
      cur->iso->current = cur;
      continue;
    }
    // The fiber running on `cur` ended: return its value (or its exception)
    // to the context that resumed it.
    Fiber* f = fiber_of(cur->fiber);
    f->status = Fiber::Status::Terminated;
    cur->iso->fibers_alive--;
    Context* back = f->resumer;
    f->resumer = nullptr;
    if (v.is_undef()) {
      back->pending = cur->pending;
      cur->pending = Value::undef();
    } else {
      wake(*back, v);
    }
    cur->iso->current = back;
    cur = back;
  }
}

} // namespace garnet::sched
