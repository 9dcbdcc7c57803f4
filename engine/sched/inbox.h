// inbox.h — wake-ups that other isolates send to this isolate's green
// threads (a Ractor message arrived, a take was answered), and jobs they
// ask it to run (a require on the main isolate's behalf). Posted from any
// OS thread; the owning isolate's scheduler applies them in pick() and at
// safepoints, and waits on the inbox when nothing else can run.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "vm/value.h"

namespace garnet::vm {
class Context;
}

namespace garnet::sched {

struct RemoteWake {
  uint64_t ticket = 0; // the parked thread's wait (Scheduler::remote_waiters)
  // Builds, in the woken isolate, what the blocking call answers; sets
  // `raise` when it is an exception to raise instead.
  std::function<vm::Value(vm::Context& cx, bool& raise)> answer;
};

// Runs in the isolate that takes it, where a green thread may be started.
using IsolateJob = std::function<void(vm::Context& cx)>;

class Inbox {
 public:
  void post(RemoteWake wake) {
    deliver([&] { posts_.push_back(std::move(wake)); });
  }
  void post_job(IsolateJob job) {
    deliver([&] {
      jobs_.push_back(std::move(job));
      has_jobs_.store(true, std::memory_order_release);
    });
  }
  // An isolate on the carrier pool: makes it runnable if it idles. Set
  // before any other isolate can post.
  std::function<void()> on_post;
  bool has_posts() const { return has_posts_.load(std::memory_order_acquire); }
  bool has_jobs() const { return has_jobs_.load(std::memory_order_acquire); }
  std::vector<RemoteWake> take() {
    std::lock_guard<std::mutex> lock(mutex_);
    has_posts_.store(!jobs_.empty(), std::memory_order_relaxed);
    return std::move(posts_);
  }
  std::vector<IsolateJob> take_jobs() {
    std::lock_guard<std::mutex> lock(mutex_);
    has_jobs_.store(false, std::memory_order_relaxed);
    has_posts_.store(!posts_.empty(), std::memory_order_relaxed);
    return std::move(jobs_);
  }
  // Waits for a post or a job, at most timeout_ns.
  void wait(uint64_t timeout_ns) {
    std::unique_lock<std::mutex> lock(mutex_);
    arrived_.wait_for(lock, std::chrono::nanoseconds(timeout_ns),
                      [&] { return !posts_.empty() || !jobs_.empty(); });
  }

 private:
  template <class Add>
  void deliver(Add&& add) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      add();
      has_posts_.store(true, std::memory_order_release);
    }
    arrived_.notify_one();
    if (on_post) on_post();
  }

  std::mutex mutex_;
  std::condition_variable arrived_;
  std::vector<RemoteWake> posts_;
  std::vector<IsolateJob> jobs_;
  std::atomic<bool> has_posts_{false}; // wake-ups or jobs
  std::atomic<bool> has_jobs_{false};
};

} // namespace garnet::sched
