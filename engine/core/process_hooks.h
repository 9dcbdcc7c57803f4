// process_hooks.h — the one value of the outside world that process.cpp
// cannot compute with standard C++: the process id. The native platform
// sets the hook at start-up (before any isolate runs); unset, Process.pid
// returns 0 (e.g. in the browser).
#pragma once

#include <cstdint>

namespace garnet::core {

extern int64_t (*process_id_hook)();

} // namespace garnet::core
