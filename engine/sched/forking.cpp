// forking.cpp — fork(2) with the other threads' locks held, and the child's
// world reduced to the forking isolate and green thread (see forking.h).
#include "sched/forking.h"

#include <mutex>
#include <new>

#include "sched/green_threads.h"
#include "sched/isolates.h"
#include "vm/isolate.h"
#include "vm/roster.h"
#include "vm/world.h"

namespace garnet::sched {

int64_t fork_process(vm::Context& cx, const platform::Processes& host) {
  vm::World& w = *cx.world;
  cx.iso->flush_out(); // else the child would print it again
  int64_t pid;
  {
    vm::WorldWrite write(w); // the other running isolates wait at a safepoint
    std::lock_guard<std::mutex> output(w.output_lock);
    lock_isolates_for_fork(w);
    w.roster.lock_for_fork();
    pid = host.fork(cx.iso->platform->user);
    if (pid == 0) {
      // A recursive mutex remembers its owner's thread id, which the child's
      // only thread does not have: a fresh one, taken again, is released as
      // the parent's is when the world write ends.
      new (&w.write_lock) std::recursive_mutex();
      w.write_lock.lock();
    }
    w.roster.unlock_after_fork(cx.iso, pid == 0);
    unlock_isolates_after_fork(w, pid == 0);
  }
  if (pid == 0) scheduler_of(cx).keep_only_current();
  return pid;
}

} // namespace garnet::sched
