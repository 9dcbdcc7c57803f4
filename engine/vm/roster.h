// roster.h — the isolates of one world: their heap tags, which of them run
// Ruby code at this moment, and the pause that a write to the shared world
// (a def, a constant, a new class, an ivar layout) makes the others take.
//
// Reading the world (method tables, constants, layouts) takes no lock. So
// while several isolates run, a writer takes the world's write lock, asks
// every other running isolate to stop at its next safepoint, changes the
// world, and lets them go. With one isolate, a write is a plain lock.
// Isolates that are parked, idle or waiting in the poller do not read the
// world; they leave the running set and re-enter it when they wake (which
// waits while a write is under way).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <vector>

namespace garnet::vm {

class Isolate;
class World;

class IsolateRoster {
 public:
  // A heap tag no live isolate has (0: none left).
  uint16_t reserve_tag();
  // Registers a fully built isolate (its tag reserved before).
  void join(Isolate* iso);
  void leave(Isolate* iso);
  // Live isolates.
  size_t count() const { return count_.load(std::memory_order_acquire); }

  // The calling OS thread starts / stops running iso's Ruby code.
  void start_running(Isolate& iso);
  void stop_running(Isolate& iso);
  // At a safepoint of iso when a writer asked it to pause: waits until the
  // write is done.
  void pause(Isolate& iso);
  // The program ends in `survivor` while other isolates may still run (exit!,
  // the main isolate's end): they stop at their next safepoint, or when they
  // next wake, for good. Does not wait for them.
  void halt_others(Isolate* survivor);
  // The isolate of world w the calling OS thread runs (null outside any).
  static Isolate* running_here(const World& w);
  // Around fork(2) (sched/forking.h): the roster's lock is held across the
  // call; in the child, `survivor` is the only isolate left.
  void lock_for_fork() { mutex_.lock(); }
  void unlock_after_fork(Isolate* survivor, bool child);

 private:
  friend class WorldWrite;
  // Makes every other running isolate pause; false when `me` already writes.
  bool begin_write(Isolate* me);
  void end_write();

  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<Isolate*> live_;
  std::vector<bool> tag_used_ = std::vector<bool>(65536, false);
  std::atomic<size_t> count_{0};
  int running_ = 0;
  Isolate* writer_ = nullptr;
  bool writing_ = false;
  int write_depth_ = 0;
  Isolate* survivor_ = nullptr; // set by halt_others
};

// Takes the world's write lock without stalling a writer: while it waits for
// the lock, the calling isolate counts as not running. A world under
// construction is reachable from one thread only: it takes no lock then.
class WorldLock {
 public:
  explicit WorldLock(World& w);
  ~WorldLock();
  WorldLock(const WorldLock&) = delete;
  WorldLock& operator=(const WorldLock&) = delete;

 private:
  World& world_;
  bool locked_;
};

// A change to the shared world: the write lock, plus the pause of the other
// running isolates when there are several.
class WorldWrite {
 public:
  explicit WorldWrite(World& w);
  ~WorldWrite();
  WorldWrite(const WorldWrite&) = delete;
  WorldWrite& operator=(const WorldWrite&) = delete;

 private:
  WorldLock lock_;
  World& world_;
  bool paused_others_ = false;
};

} // namespace garnet::vm
