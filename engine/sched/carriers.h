// carriers.h — the carrier pool: OS threads, one per probed CPU (platform
// cpu_count; GARNET_MAX_CPU lowers it), onto which the Ractors' isolates are
// multiplexed (M:N). Each isolate lives on a native stack of its own, so a
// carrier can leave an isolate that has nothing to run (all its threads
// wait: it goes idle until a wake-up reaches its inbox or its earliest
// deadline passes) or that used up its timeslice while others wait, and
// take the next runnable one. An isolate that must block its carrier (a
// poll on descriptors) hands its CPU to another carrier first, started if
// none is free (Go's hand-off). The main isolate keeps the process's main
// thread.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

#include "platform/platform.h"

namespace garnet::sched {

struct IsolateRecord;

class CarrierPool {
 public:
  explicit CarrierPool(const platform::Platform* platform);
  // Waits until every carrier has left (no isolate may remain).
  ~CarrierPool();
  CarrierPool(const CarrierPool&) = delete;
  CarrierPool& operator=(const CarrierPool&) = delete;

  // Queues an isolate whose stack is ready (new, or woken while idle).
  void make_runnable(const std::shared_ptr<IsolateRecord>& rec);
  // A wake-up reached rec's inbox: an idle isolate becomes runnable.
  void wake(const std::shared_ptr<IsolateRecord>& rec);

  // ---- called by the isolate, on its own stack (`from`: the native context
  // running now, resumed later on whichever carrier takes the isolate) ----
  // Leaves the carrier until a wake-up or the deadline (0: none); a wake-up
  // that came while it ran brings it back at once.
  void idle(IsolateRecord& rec, platform::NativeStack* from, uint64_t deadline_ns);
  // Timeslice over: back in the queue, behind the isolates waiting.
  void requeue(IsolateRecord& rec, platform::NativeStack* from);
  // The isolate ended: never returns; its carrier frees the stack.
  [[noreturn]] void finish(IsolateRecord& rec, platform::NativeStack* from);
  // Whether isolates wait for a carrier (read at preemption checks).
  bool others_waiting() const { return waiting_.load(std::memory_order_relaxed) > 0; }
  // The calling carrier is about to block in a system call: its CPU goes to
  // another carrier while runnable isolates wait.
  void blocking_begin();
  void blocking_end();
  // Around fork(2) (sched/forking.h): no carrier is inside the pool's lock
  // when the process forks. The child has no carriers: it never unlocks nor
  // destroys the pool it inherited.
  void lock_for_fork() { mutex_.lock(); }
  void unlock_after_fork() { mutex_.unlock(); }

 private:
  static void carrier_entry(void* pool);
  void carrier_loop();
  // Starts a carrier if isolates wait and fewer carriers than CPUs are free
  // to take them. Holds mutex_.
  void add_carrier_if_needed();
  void leave(IsolateRecord& rec, platform::NativeStack* from);

  const platform::Platform* platform_;
  unsigned cpus_;
  std::mutex mutex_;
  std::condition_variable work_;      // carriers wait for runnable isolates or timers
  std::condition_variable all_left_;  // the destructor waits for carriers to end
  std::deque<std::shared_ptr<IsolateRecord>> runnable_;
  std::multimap<uint64_t, std::shared_ptr<IsolateRecord>> timers_; // idle isolates with a deadline
  std::atomic<size_t> waiting_{0};     // runnable_.size(), for others_waiting()
  unsigned carriers_ = 0;              // threads started and not ended
  unsigned free_ = 0;                  // carriers waiting for work
  unsigned busy_ = 0;                  // carriers running an isolate, not blocked
  bool shutting_down_ = false;
};

} // namespace garnet::sched
