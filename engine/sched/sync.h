// sync.h — Mutex, Queue/SizedQueue and ConditionVariable for the green
// threads of one isolate. Waiting parks the thread on the object's
// WaitQueue (green_threads.h); a Mutex is handed directly to its first waiter on
// unlock, and a Queue item directly to its first popper, so a woken thread
// never finds its prize taken.
#pragma once

#include <deque>

#include "sched/green_threads.h"

namespace garnet::sched {

struct Mutex {
  GreenThread* owner = nullptr;
  vm::Context* owner_fiber = nullptr; // a Mutex belongs to a fiber, as in Ruby 3+
  WaitQueue waiters;
};

struct Queue {
  std::deque<vm::Value> items;
  size_t max = 0; // SizedQueue's capacity (0: unbounded)
  bool closed = false;
  WaitQueue poppers;
  WaitQueue pushers; // SizedQueue: each carries its item in GreenThread::carried
};

struct ConditionVariable {
  WaitQueue waiters;
};

vm::Value new_mutex(vm::Context& cx, vm::Class* klass);
vm::Value new_mutex(vm::Context& cx); // a Thread::Mutex
vm::Value new_queue(vm::Context& cx, vm::Class* klass, size_t max);
vm::Value new_condition_variable(vm::Context& cx, vm::Class* klass);
Mutex* mutex_of(vm::Value v);   // nullptr unless v is one
Queue* queue_of(vm::Value v);
ConditionVariable* condition_variable_of(vm::Value v);

// Mutex#try_lock and #unlock (false: raised ThreadError).
bool try_lock(vm::Context& cx, vm::Value mutex);
bool unlock(vm::Context& cx, vm::Value mutex);
bool owned_by_current(vm::Context& cx, Mutex* m);
// A thread ends: the mutexes it holds go to their next waiters.
void release_mutexes(vm::Context& cx, GreenThread* t);
// A thread woken in Mutex#sleep takes the mutex back: true if it got it,
// false if it now waits for it (it will be answered `value` then).
bool reacquire(Scheduler& s, GreenThread* t, vm::Value mutex, vm::Value value);

// Queue: items become available to poppers waiting first; SizedQueue
// pushers waiting for room are admitted in order.
void queue_close(vm::Context& cx, Queue* q);
void queue_admit_pushers(vm::Context& cx, Queue* q);

// ConditionVariable#signal / #broadcast.
void signal(vm::Context& cx, ConditionVariable* cv, bool all);

// The switching builtins.
vm::Dispatch mutex_lock(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch mutex_sleep(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch queue_pop(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch queue_push(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch condition_wait(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg,
                            vm::Value& result);

} // namespace garnet::sched
