// forking.h — fork(2) in a process whose isolates run on several OS
// threads (the carriers). Only the calling thread exists in the child, so
// the fork is made while no other thread can hold a lock the child needs:
// a world write pauses the other running isolates at their safepoints, and
// the output, Ractor registry, carrier pool and roster locks are held
// across the call. The child keeps only the forking isolate (the main one)
// and, in it, only the forking green thread, as CRuby's child keeps only
// the forking thread.
#pragma once

#include <cstdint>

#include "platform/processes.h"
#include "vm/interp.h"

namespace garnet::sched {

// The child's pid in the parent, 0 in the child, -errno. cx's isolate must
// be the main one.
int64_t fork_process(vm::Context& cx, const platform::Processes& host);

} // namespace garnet::sched
