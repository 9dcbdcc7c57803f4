// carriers.cpp — carrier threads taking runnable isolates, timers of idle
// isolates, and the hand-off when a carrier blocks.
//
// An isolate never publishes its own state change: it records what it wants
// (idle, requeue, done) and switches to its carrier's stack; the carrier,
// once the isolate's registers are saved, applies it under the lock. So no
// other carrier can resume an isolate before it has really left.
#include "sched/carriers.h"

#include <chrono>

#include "sched/isolates.h"

namespace garnet::sched {

CarrierPool::CarrierPool(const platform::Platform* platform) : platform_(platform) {
  cpus_ = platform->cpu_count ? platform->cpu_count(platform->user) : 1;
  if (cpus_ == 0) cpus_ = 1;
}

CarrierPool::~CarrierPool() {
  std::unique_lock<std::mutex> lock(mutex_);
  shutting_down_ = true;
  work_.notify_all();
  all_left_.wait(lock, [&] { return carriers_ == 0; });
}

void CarrierPool::carrier_entry(void* pool) { static_cast<CarrierPool*>(pool)->carrier_loop(); }

void CarrierPool::add_carrier_if_needed() {
  if (runnable_.empty() || free_ > 0 || busy_ >= cpus_ || shutting_down_) return;
  carriers_++;
  free_++; // counts as free until it takes work, so a burst starts one carrier per CPU at most
  if (!platform_->start_carrier(platform_->user, carrier_entry, this)) {
    carriers_--;
    free_--;
  }
}

void CarrierPool::make_runnable(const std::shared_ptr<IsolateRecord>& rec) {
  std::lock_guard<std::mutex> lock(mutex_);
  rec->run_state = IsolateRecord::RunState::Runnable;
  runnable_.push_back(rec);
  waiting_.store(runnable_.size(), std::memory_order_relaxed);
  if (free_ > 0) work_.notify_one();
  add_carrier_if_needed();
}

void CarrierPool::wake(const std::shared_ptr<IsolateRecord>& rec) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (rec->run_state == IsolateRecord::RunState::Idle) {
    rec->run_state = IsolateRecord::RunState::Runnable;
    runnable_.push_back(rec);
    waiting_.store(runnable_.size(), std::memory_order_relaxed);
    if (free_ > 0) work_.notify_one();
    add_carrier_if_needed();
  } else {
    rec->wake_pending = true; // running: it looks at its inbox before it idles
  }
}

void CarrierPool::leave(IsolateRecord& rec, platform::NativeStack* from) {
  rec.resume_at = from;
  platform_->stack_switch(platform_->user, from, rec.home);
}

void CarrierPool::idle(IsolateRecord& rec, platform::NativeStack* from, uint64_t deadline_ns) {
  rec.transition = IsolateRecord::Transition::Idle;
  rec.wake_at = deadline_ns;
  leave(rec, from);
}

void CarrierPool::requeue(IsolateRecord& rec, platform::NativeStack* from) {
  rec.transition = IsolateRecord::Transition::Requeue;
  leave(rec, from);
}

void CarrierPool::finish(IsolateRecord& rec, platform::NativeStack* from) {
  rec.transition = IsolateRecord::Transition::Done;
  leave(rec, from);
  __builtin_trap(); // a finished isolate is never resumed
}

void CarrierPool::blocking_begin() {
  std::lock_guard<std::mutex> lock(mutex_);
  busy_--;
  add_carrier_if_needed();
}

void CarrierPool::blocking_end() {
  std::lock_guard<std::mutex> lock(mutex_);
  busy_++;
}

void CarrierPool::carrier_loop() {
  using RunState = IsolateRecord::RunState;
  using Transition = IsolateRecord::Transition;
  platform::NativeStack* home = platform_->stack_of_thread(platform_->user);
  std::unique_lock<std::mutex> lock(mutex_);
  while (true) {
    uint64_t now = platform_->monotonic_ns(platform_->user);
    while (!timers_.empty() && timers_.begin()->first <= now) {
      std::shared_ptr<IsolateRecord> rec = std::move(timers_.begin()->second);
      timers_.erase(timers_.begin());
      if (rec->run_state != RunState::Idle) continue; // woken earlier
      rec->run_state = RunState::Runnable;
      runnable_.push_back(rec);
    }
    if (!runnable_.empty()) {
      std::shared_ptr<IsolateRecord> rec = std::move(runnable_.front());
      runnable_.pop_front();
      waiting_.store(runnable_.size(), std::memory_order_relaxed);
      free_--;
      busy_++;
      rec->run_state = RunState::Running;
      rec->wake_pending = false;
      rec->home = home;
      add_carrier_if_needed(); // more isolates wait: another CPU may take them
      lock.unlock();
      platform_->stack_switch(platform_->user, home, rec->resume_at);
      lock.lock();
      busy_--;
      free_++;
      switch (rec->transition) {
        case Transition::Requeue:
          rec->run_state = RunState::Runnable;
          runnable_.push_back(rec);
          break;
        case Transition::Idle:
          if (rec->wake_pending) {
            rec->run_state = RunState::Runnable;
            runnable_.push_back(rec);
          } else {
            rec->run_state = RunState::Idle;
            if (rec->wake_at) timers_.emplace(rec->wake_at, rec);
          }
          break;
        case Transition::Done:
          rec->run_state = RunState::Done;
          platform_->stack_free(platform_->user, rec->stack);
          rec->stack = nullptr;
          break;
      }
      waiting_.store(runnable_.size(), std::memory_order_relaxed);
      continue;
    }
    if (shutting_down_) break;
    if (timers_.empty()) {
      work_.wait(lock);
    } else {
      uint64_t due = timers_.begin()->first;
      if (due > now) work_.wait_for(lock, std::chrono::nanoseconds(due - now));
    }
  }
  free_--;
  carriers_--;
  platform_->stack_free(platform_->user, home);
  all_left_.notify_all();
}

} // namespace garnet::sched
