// roster.cpp — live isolates, the running set and world-write pauses.
#include "vm/roster.h"

#include <algorithm>
#include <new>

#include "gc/allocation.h"
#include "sched/reports.h"
#include "vm/isolate.h"

namespace garnet::vm {

namespace {
thread_local Isolate* running_on_this_thread = nullptr;
}

Isolate* IsolateRoster::running_here(const World& w) {
  Isolate* iso = running_on_this_thread;
  return iso && iso->world == &w ? iso : nullptr;
}

uint16_t IsolateRoster::reserve_tag() {
  std::lock_guard<std::mutex> lock(mutex_);
  for (uint32_t tag = 1; tag < tag_used_.size(); tag++) {
    if (tag_used_[tag]) continue;
    tag_used_[tag] = true;
    return uint16_t(tag);
  }
  return 0;
}

void IsolateRoster::join(Isolate* iso) {
  std::lock_guard<std::mutex> lock(mutex_);
  live_.push_back(iso);
  count_.store(live_.size(), std::memory_order_release);
}

void IsolateRoster::leave(Isolate* iso) {
  std::lock_guard<std::mutex> lock(mutex_);
  live_.erase(std::remove(live_.begin(), live_.end(), iso), live_.end());
  tag_used_[iso->heap.tag()] = false;
  count_.store(live_.size(), std::memory_order_release);
  changed_.notify_all();
}

void IsolateRoster::start_running(Isolate& iso) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [&] { return (!writing_ || writer_ == &iso) && (!survivor_ || survivor_ == &iso); });
  iso.running = true;
  running_++;
  running_on_this_thread = &iso;
  gc::attach_thread(&iso.heap);
  lock.unlock();
  sched::report_running(iso, true);
}

void IsolateRoster::stop_running(Isolate& iso) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!iso.running) return;
    iso.running = false;
    running_--;
    running_on_this_thread = nullptr;
    gc::attach_thread(nullptr);
    changed_.notify_all();
  }
  sched::report_running(iso, false);
}

void IsolateRoster::pause(Isolate& iso) {
  iso.pause_requested.store(false, std::memory_order_relaxed);
  std::unique_lock<std::mutex> lock(mutex_);
  bool halted = survivor_ && survivor_ != &iso;
  if ((!writing_ || writer_ == &iso) && !halted) return;
  if (!iso.running) return;
  running_--;
  iso.running = false;
  changed_.notify_all();
  changed_.wait(lock, [&] { return !writing_ && (!survivor_ || survivor_ == &iso); });
  iso.running = true;
  running_++;
}

void IsolateRoster::halt_others(Isolate* survivor) {
  std::lock_guard<std::mutex> lock(mutex_);
  survivor_ = survivor;
  for (Isolate* iso : live_)
    if (iso != survivor) iso->pause_requested.store(true, std::memory_order_relaxed);
}

void IsolateRoster::unlock_after_fork(Isolate* survivor, bool child) {
  if (child) {
    for (Isolate* iso : live_)
      if (iso != survivor) tag_used_[iso->heap.tag()] = false;
    live_.assign(1, survivor);
    count_.store(1, std::memory_order_release);
    running_ = survivor->running ? 1 : 0;
    // Threads that waited on it are gone: a condition variable that counts
    // them would never let itself be destroyed.
    new (&changed_) std::condition_variable();
  }
  mutex_.unlock();
}

bool IsolateRoster::begin_write(Isolate* me) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (writing_) { // nested in this thread's own write (the write lock is held)
    write_depth_++;
    return true;
  }
  writing_ = true;
  writer_ = me;
  write_depth_ = 1;
  for (Isolate* iso : live_)
    if (iso != me) iso->pause_requested.store(true, std::memory_order_relaxed);
  int self = me && me->running ? 1 : 0;
  changed_.wait(lock, [&] { return running_ == self; });
  return true;
}

void IsolateRoster::end_write() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (--write_depth_ > 0) return;
  writing_ = false;
  writer_ = nullptr;
  changed_.notify_all();
}

WorldLock::WorldLock(World& w) : world_(w), locked_(!w.constructing) {
  if (!locked_ || w.write_lock.try_lock()) return;
  Isolate* me = IsolateRoster::running_here(w);
  if (me) w.roster.stop_running(*me);
  w.write_lock.lock();
  if (me) w.roster.start_running(*me);
}

WorldLock::~WorldLock() {
  if (locked_) world_.write_lock.unlock();
}

WorldWrite::WorldWrite(World& w) : lock_(w), world_(w) {
  if (w.roster.count() > 1) paused_others_ = w.roster.begin_write(IsolateRoster::running_here(w));
}

WorldWrite::~WorldWrite() {
  if (paused_others_) world_.roster.end_write();
}

} // namespace garnet::vm
