// threads.h — green threads of one isolate, scheduled on its carrier: a run
// queue, sleepers with exact deadlines, and blocking operations (join,
// sleep, Mutex, Queue) that park the green thread, never the carrier while
// another thread can run. When no thread can run, the carrier sleeps until
// the earliest deadline (platform sleep_ns); with no deadline left, the
// main thread gets "No live threads left. Deadlock?".
//
// Switching reuses the fiber mechanism (fiber.h): a blocking builtin records
// cx.switch_to and returns Dispatch::Switch; the driver switches contexts.
// This slice runs all threads of an isolate on one carrier and preempts a
// busy thread after a 10 ms timeslice (checked at backward jumps and calls).
#pragma once

#include <deque>
#include <memory>
#include <vector>

#include "vm/interp.h"

namespace garnet::sched {

struct GreenThread {
  enum class State { Runnable, Running, Waiting, Dead };
  std::unique_ptr<vm::Context> own_context; // null for the main thread
  vm::Context* root = nullptr;              // the thread's own context
  vm::Context* running = nullptr;           // the context it runs now (a fiber's, or root)
  vm::Value object;                         // the Thread object
  vm::Value block;
  vm::Value value;                          // the block's value once Dead
  vm::Value exception = vm::Value::undef(); // the exception that ended it, if any
  vm::Value locals;                         // Thread#[] storage (a Hash, or nil)
  vm::Value name;
  State state = State::Runnable;
  bool report_on_exception = true;
  uint64_t deadline_ns = 0;                 // Waiting with a timeout (0: none)
  vm::Value wake_value;                     // what the blocking call returns
  vm::Value wake_exception = vm::Value::undef(); // or the exception it raises
  vm::Value waiting_on;                     // the object waited on (Thread, Mutex, Queue) or nil
  bool join_wants_value = false;            // waiting in Thread#value (else #join)
  uint64_t sleep_started_ns = 0;            // waiting in sleep since then (0: not sleeping)
};

class Scheduler {
 public:
  explicit Scheduler(vm::Context& main);
  GreenThread main;
  GreenThread* current;
  std::deque<GreenThread*> runnable;
  std::vector<GreenThread*> waiting; // every Waiting thread (deadline or not)
  uint64_t slice_started_ns = 0;

  // Marks the current thread waiting (until woken or the deadline) and picks
  // another to run. Returns Switch, Done (woke at once: result set) or
  // Raised (deadlock, or a wake-up exception).
  vm::Dispatch block(vm::Context& cx, uint32_t ret_reg, uint64_t deadline_ns, vm::Value& result);
  // Makes a waiting thread runnable with the value its blocking call returns.
  void wake(GreenThread* t, vm::Value value);
  // Thread.pass / preemption: requeue the current thread, run another; it
  // later resumes with resume_value (undef: nothing written).
  bool yield_turn(vm::Context& cx, uint32_t ret_reg, vm::Value resume_value);
  // Called by the driver when a thread's root frame returned (value undef:
  // it raised, the exception pending in cx). Returns the context to run next.
  vm::Context* finished(vm::Context& cx, GreenThread* t, vm::Value value);
  // The Thread object of the main thread.
  vm::Value main_object(vm::Context& cx);
  uint64_t now(vm::Context& cx) const;

 private:
  GreenThread* pick(vm::Context& cx);
  void switch_to(vm::Context& cx, GreenThread* next, uint32_t ret_reg);
  void resume_state(GreenThread* next);
};

Scheduler& scheduler_of(vm::Context& cx);
GreenThread* thread_of(vm::Value v); // nullptr unless v is a Thread object

// Thread.new { } — creates and queues a thread (it starts at the next switch).
vm::Value new_thread(vm::Context& cx, vm::Class* klass, vm::Value block, vm::CallArgs& args);
// The builtins (core/thread.cpp registers them).
vm::Dispatch join(vm::Context& cx, vm::Value thread, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result,
                  bool want_value);
vm::Dispatch sleep(vm::Context& cx, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch pass(vm::Context& cx, uint32_t ret_reg, vm::Value& result);
// Preemption check at safepoints: true when cx should switch (switch recorded).
bool preempt(vm::Context& cx);

} // namespace garnet::sched
