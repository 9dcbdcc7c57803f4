// green_threads.h — green threads of one isolate, scheduled on its carrier: a
// run queue, waiting threads with exact deadlines, and the parking every
// blocking operation (join, sleep, Mutex, Queue, ConditionVariable) goes
// through — it parks the green thread, never the carrier while another thread
// can run. When no thread can run, the carrier sleeps until the earliest
// deadline (platform sleep_ns); with no deadline left, the main thread gets
// fatal "No live threads left. Deadlock?".
//
// Switching reuses the fiber mechanism (fiber_switch.h): a blocking builtin records
// cx.switch_to and returns Dispatch::Switch; the driver switches contexts.
// All threads of an isolate run on one carrier; a busy thread is preempted
// after a 10 ms timeslice, or as soon as a waiting thread's deadline comes
// (checked at safepoints: backward jumps and calls).
#pragma once

#include <deque>
#include <list>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sched/inbox.h"
#include "vm/interp.h"

namespace garnet::gc {
class Tracer;
}

namespace garnet::sched {

struct GreenThread;
class StackPool;
// Threads waiting on one object (a Mutex, a Queue, a ConditionVariable), in
// arrival order.
using WaitQueue = std::deque<GreenThread*>;

// What a waiting thread waits for; it decides what a timeout or
// Thread#wakeup answers.
enum class WaitKind : uint8_t {
  Sleep,      // Kernel#sleep: woken by Thread#wakeup; answers the seconds slept
  Stop,       // Thread.stop: woken by Thread#wakeup; answers nil
  MutexSleep, // Mutex#sleep, ConditionVariable#wait: like Sleep, but a timeout answers nil
  Join,       // Thread#join / #value
  Io,         // descriptors to become readable or writable: answers true, or nil on timeout
  Remote,     // another isolate (Ractor#take, receive, yield): woken through the inbox
  Other,      // Mutex#lock, Queue#pop, SizedQueue#push: woken by their object; a timeout answers nil
};

struct GreenThread;
// The thread whose identity t has: t itself, or the one it acts for.
GreenThread* identity(GreenThread* t);

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
  vm::Value variables;                      // Thread#thread_variable_get storage (a Hash, or nil)
  vm::Value name;
  std::string origin;                       // "file:line" of its Thread.new (inspect)
  State state = State::Runnable;
  bool report_on_exception = true;
  bool abort_on_exception = false;
  bool killed = false;                      // ended by Thread#kill (status false)
  int priority = 0;                         // Thread#priority, -3..3: recorded; the scheduler is fair to all
  // A Signal.trap handler's thread acts for the main thread, on which CRuby
  // runs handlers: Thread.current answers main, and the Mutexes it locks are
  // main's (held by main's running fiber). Null for other threads.
  GreenThread* acts_for = nullptr;
  // ---- while Waiting ----
  WaitKind wait_kind = WaitKind::Other;
  uint64_t deadline_ns = 0;                 // 0: no timeout
  std::list<GreenThread*>::iterator waiting_entry;       // its place in Scheduler::waiting
  std::multimap<uint64_t, GreenThread*>::iterator timer; // its deadline in Scheduler::timers
  uint64_t wait_started_ns = 0;
  uint64_t wait_ticket = 0;                 // Remote: the key other isolates wake it by
  WaitQueue* wait_queue = nullptr;          // the object's queue it stands in, if any
  vm::Value waiting_on;                     // the Thread it joins, or nil
  bool join_wants_value = false;            // waiting in Thread#value (else #join)
  std::vector<platform::PollItem> wait_fds; // Io: the descriptors (any one ready wakes it)
  vm::Value carried;                        // SizedQueue#push: the item it waits to push
  vm::Value relock;                         // Mutex#sleep, CV#wait: the Mutex to take back once woken
  vm::Value after_lock;                     // what the call answers once it holds the Mutex
  // ---- handed over at wake-up ----
  vm::Value wake_value;                     // what the blocking call returns
  vm::Value wake_exception = vm::Value::undef(); // or the exception it raises
  bool wake_interrupts = false;             // wake_exception came from Thread#raise (masks apply)
  bool interrupted_while_waiting = false;   // ... while the thread was blocked (:on_blocking)
  // ---- Thread.handle_interrupt (core/thread_interrupts.cpp) ----
  vm::Value interrupt_masks;                // Array of mask Hashes, innermost last, or nil
  vm::Value deferred_interrupt = vm::Value::undef(); // a Thread#raise its masks hold back
  std::vector<vm::Value> held_mutexes;      // released if the thread dies holding them
};

// How an isolate that runs on the carrier pool (sched/carriers.h) gives its
// carrier back; the main isolate, which keeps its thread, has none.
class CarrierLink {
 public:
  virtual ~CarrierLink() = default;
  // Nothing to run: leave the carrier until a wake-up or the deadline (0: none).
  virtual void idle(uint64_t deadline_ns) = 0;
  // At preemption checks: the timeslice is over and other isolates wait.
  virtual bool should_yield() = 0;
  virtual void yield() = 0;
  // Around a call that blocks the carrier (a poll, a sleep under C++ frames).
  virtual void blocking_begin() = 0;
  virtual void blocking_end() = 0;
};

class Scheduler {
 public:
  explicit Scheduler(vm::Context& main);
  GreenThread main;
  GreenThread* current;
  std::deque<GreenThread*> runnable;
  std::list<GreenThread*> waiting;   // every Waiting thread (deadline or not), oldest wait first
  std::multimap<uint64_t, GreenThread*> timers; // the waiting threads with a deadline, earliest first
  size_t io_waiters = 0;             // waiting threads that wait on descriptors
  uint64_t slice_started_ns = 0;
  bool abort_on_exception = false;   // Thread.abort_on_exception
  bool report_on_exception = true;   // Thread.report_on_exception: new threads' default
  std::map<int, vm::Value> traps;    // Signal.trap handlers: a Proc or a command String
  std::unique_ptr<StackPool> stacks; // native stacks for C++ methods whose blocks may suspend
  std::shared_ptr<Inbox> inbox = std::make_shared<Inbox>(); // wake-ups from other isolates
  std::map<uint64_t, GreenThread*> remote_waiters; // Remote waits by ticket
  // Other isolates may post jobs (the main isolate once a Ractor exists):
  // an idle wait watches the inbox even without remote waits.
  bool takes_jobs = false;
  CarrierLink* carrier = nullptr;    // set for isolates on the carrier pool
  uint64_t next_ticket = 1;
  ~Scheduler();

  // A ticket for the Remote wait the current thread is about to park in.
  uint64_t remote_ticket() { return next_ticket; }
  // The ticket was handed out but no wait used it: never reuse it.
  void burn_ticket() { next_ticket++; }
  // Parks the current thread (until woken or the deadline, 0: none) and
  // picks another to run. Returns Switch, Done (woke at once: result set)
  // or Raised (deadlock, or a wake-up exception).
  vm::Dispatch park(vm::Context& cx, uint32_t ret_reg, WaitKind kind, WaitQueue* queue, uint64_t deadline_ns,
                    vm::Value& result);
  // Counts t (its wait_kind and deadline_ns set) among the waiting threads.
  void add_waiting(GreenThread* t);
  // Makes a waiting thread runnable with the value its blocking call returns
  // (first: ahead of the run queue, as when its deadline has come).
  void wake(GreenThread* t, vm::Value value, bool first = false);
  // Makes t raise `exception` where it is (Thread#raise, kill, abort): at once
  // if it waits, at its next turn if it is runnable. t is not the current thread.
  void interrupt(GreenThread* t, vm::Value exception);
  // Whether thread t's Thread.handle_interrupt masks let `exception` be
  // raised now (`blocking`: t was waiting when it came).
  static bool interrupt_deliverable(vm::Context& cx, GreenThread* t, vm::Value exception, bool blocking);
  // Thread.pass / preemption: requeue the current thread, run another; it
  // later resumes with resume_value (undef: nothing written). False when no
  // other thread ran: an interrupt that came meanwhile is then pending in cx.
  bool yield_turn(vm::Context& cx, uint32_t ret_reg, vm::Value resume_value);
  // Called by the driver when a thread's root frame returned (value undef:
  // it raised, the exception pending in cx). Returns the context to run next.
  vm::Context* finished(vm::Context& cx, GreenThread* t, vm::Value value);
  // The Thread object of the main thread.
  vm::Value main_object(vm::Context& cx);
  vm::Value object_of(vm::Context& cx, GreenThread* t) { return t == &main ? main_object(cx) : t->object; }
  // Every live thread, main first.
  std::vector<GreenThread*> live_threads();
  // In a forked child: the other threads are gone (dead, their ensure
  // clauses not run). When the forking thread is not the main one, the main
  // thread waits for it and exits with it (fork_survivor).
  void keep_only_current();
  GreenThread* fork_survivor = nullptr;
  uint64_t now(vm::Context& cx) const;
  // Marks the threads that can still run (GC roots: nothing else may refer to them).
  void trace(gc::Tracer& t);
  // Runs the jobs other isolates posted (at a safepoint, or when it picks).
  void run_jobs(vm::Context& cx);

 private:
  GreenThread* pick(vm::Context& cx);
  // Polls the descriptors waiting threads wait on, for at most timeout_ns
  // (negative: no limit), and wakes the ready ones. False when none waits.
  bool poll_descriptors(vm::Context& cx, int64_t timeout_ns);
  void switch_to(vm::Context& cx, GreenThread* next, uint32_t ret_reg);
  void resume_state(GreenThread* next);
  void stop_waiting(GreenThread* t);
  void apply_remote_wakes(vm::Context& cx);
  // Blocks the carrier (out of the world's running set) until the deadline
  // (0: none) or a post to the inbox when remote waits or jobs may come.
  void idle(vm::Context& cx, uint64_t deadline_ns);
};

Scheduler& scheduler_of(vm::Context& cx);

inline GreenThread* identity(GreenThread* t) { return t->acts_for ? t->acts_for : t; }
GreenThread* thread_of(vm::Value v); // nullptr unless v is a Thread object
// "#<Thread:0x... file:line run>", as Thread#inspect shows it.
std::string describe(vm::Context& cx, GreenThread* t);
// Thread#wakeup: a thread in sleep, Thread.stop, Mutex#sleep or
// ConditionVariable#wait becomes runnable. False if t is dead.
bool wakeup(vm::Context& cx, GreenThread* t);
// Seconds since `since`, rounded as Kernel#sleep answers them.
vm::Value rounded_seconds(uint64_t since_ns, uint64_t now_ns);

// Thread.new { } — creates and queues a thread (it starts at the next switch).
vm::Value new_thread(vm::Context& cx, vm::Class* klass, vm::Value block, vm::CallArgs& args);
// While an isolate's OS thread blocks where its green thread can't park (a
// sleep or a wait under a C++ method): out of the world's running set, so
// world writes don't wait for it, and its carrier lent to other isolates.
class BlockingSection {
 public:
  explicit BlockingSection(vm::Context& cx);
  ~BlockingSection();
  BlockingSection(const BlockingSection&) = delete;
  BlockingSection& operator=(const BlockingSection&) = delete;

 private:
  vm::Context& cx_;
};

// A Thread whose body calls receiver.method(*argv), private methods
// included: work the VM starts itself (finalizers, a require for another
// isolate). Undef if it raised.
vm::Value new_thread_calling(vm::Context& cx, vm::Value receiver, vm::Sym method, vm::Value* argv, int argc);
// Thread#kill: ends t, running its ensure clauses; the main thread's kill exits.
vm::Dispatch kill(vm::Context& cx, GreenThread* t, vm::Value& result);
// The builtins (core/thread.cpp registers them).
vm::Dispatch join(vm::Context& cx, vm::Value thread, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch value(vm::Context& cx, vm::Value thread, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch sleep(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch stop(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
vm::Dispatch pass(vm::Context& cx, vm::Value self, vm::CallArgs& args, uint32_t ret_reg, vm::Value& result);
// Parks the current thread until one of the descriptors is ready (readable,
// or writable for want_write items), or the deadline (0: none); answers
// true, or nil on timeout.
vm::Dispatch wait_fds(vm::Context& cx, std::vector<platform::PollItem> items, uint64_t deadline_ns, uint32_t ret_reg,
                      vm::Value& result);
// Preemption check at safepoints: true when cx should switch (switch recorded).
bool preempt(vm::Context& cx);
// Seconds as a deadline from now (false: raised, e.g. not a number).
bool deadline_after(vm::Context& cx, vm::Value seconds, uint64_t& deadline_ns);

} // namespace garnet::sched
