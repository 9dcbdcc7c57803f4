// native_calls.h — C++ methods that run on a pooled native stack, so that a
// block they call may suspend its coroutine (Fiber.yield, sleep, Queue#pop,
// preemption) with the C++ frames kept intact.
//
// The interpreter never switches stacks itself: when a coroutine calls a C++
// method with a block, the call is recorded (request) and the loop returns
// to the driver (fiber_switch.cpp), which runs the method on a stack from the pool
// (run_native_call). If the block suspends, the nested loop hands control
// back to the driver (suspend_native_call) and the stack waits with its C++ frames; the driver
// later switches back into it. When the method returns, its result lands in
// the caller's register and the stack goes back to the pool. A coroutine
// holds a native stack only while such a call is in progress.
//
// A C++ method called without a block runs inline. When it is about to
// call Ruby code that may wait (a user's to_s under puts, a Hash's default
// proc), it may ask, before it has done anything, to be called again on a
// pooled stack (reroute); the interpreter routes string interpolation and a
// Hash's default proc there itself. Ruby code that an inline method calls
// otherwise (a user-defined <=>, hash or ==) cannot suspend its coroutine:
// can_switch() says so, and the operations that would switch degrade (sleep
// blocks the carrier) or raise.
#pragma once

#include <vector>

#include "vm/interp.h"

namespace garnet::gc {
class Tracer;
}

namespace garnet::sched {

struct StackWorker;

struct NativeCall {
  enum class State { Requested, Running, Suspended, Done };
  const vm::MethodEntry* method = nullptr;
  vm::Value self;
  std::vector<vm::Value> args; // keywords, if any, as a trailing Hash
  vm::Value block;
  bool kwargs = false;
  uint32_t ret_reg = 0;
  vm::Value result;
  State state = State::Requested;
  StackWorker* worker = nullptr;
};

// The isolate's pool of native stacks and the native context running now.
class StackPool {
 public:
  explicit StackPool(const platform::Platform* platform) : platform_(platform) {}
  ~StackPool();
  StackPool(const StackPool&) = delete;
  StackPool& operator=(const StackPool&) = delete;

  bool available() const { return platform_ && platform_->stack_new; }
  StackWorker* acquire();
  void release(StackWorker* w);
  platform::NativeStack* current(); // the native context running now
  void set_current(platform::NativeStack* s) { current_ = s; }
  const platform::Platform* platform() const { return platform_; }

 private:
  const platform::Platform* platform_;
  std::vector<StackWorker*> all_;
  std::vector<StackWorker*> free_;
  platform::NativeStack* thread_stack_ = nullptr;
  platform::NativeStack* current_ = nullptr;
};

// Whether a C++ method that the interpreter calls now could run on a native
// stack (cx runs in a driver's loop, on no pooled stack, and no C++ method
// is in progress in it).
bool may_reroute(const vm::Context& cx);
// The same for the core's own C++ methods that call Ruby code without a
// block (to_s under interpolation, a default proc: core/stack_routes.cpp),
// while other threads of the isolate exist: a wait there needs one to end
// it, and a program of one thread keeps the inline call's speed (the detour
// makes a to_s under interpolation cost 1.5 times as much). Not where a switch keeps
// only the frames Asyncify instruments: these methods reach Ruby code through
// generic sends (send_method, invoke_method) that it leaves out.
bool may_reroute_core(const vm::Context& cx);
// Whether a C++ method called from cx with this block should run on a
// native stack (it could, and a block is given).
inline bool wants_stack(const vm::Context& cx, vm::Value block) { return !block.is_nil() && may_reroute(cx); }
// Asked by a C++ method, before it has done anything, when may_reroute(cx)
// holds: the interpreter calls it again, with the same arguments, on a
// native stack. Returns undef, the native's answer (cx.reroute_requested set).
vm::Value reroute(vm::Context& cx);
// Records the call; the interpreter returns Switch and the driver runs it.
vm::Dispatch request(vm::Context& cx, const vm::MethodEntry* me, vm::Value self, int argc, const vm::Value* argv,
                     vm::Value block, bool kwargs, uint32_t ret_reg);
// Driver: runs or resumes cx's native call until it returns (the result in
// the caller's register, or its exception pending; cx.native_call cleared)
// or suspends (cx.switch_to says where to go).
void run_native_call(vm::Context& cx);
// A nested loop in a native call asked to switch: the stack waits, the
// driver continues; returns when the driver resumes cx.
void suspend_native_call(vm::Context& cx);
// Whether cx may switch coroutines now (false inside Ruby code called by a
// C++ method that runs inline, and, on a platform whose switches cannot keep
// interpreter frames, inside Ruby code two C++ calls deep).
bool can_switch_under_cpp(const vm::Context& cx); // the case of a loop under a C++ call
inline bool can_switch(const vm::Context& cx) { return cx.loops_under_cpp == 0 || can_switch_under_cpp(cx); }
// Whether the native stack cx runs on (a pooled one, or its thread's own)
// is nearly used up.
bool stack_nearly_full(vm::Context& cx);
// GC roots of a native call.
void trace(const NativeCall& call, gc::Tracer& t);

} // namespace garnet::sched
