// posix_system.h — facts the system gives through POSIX calls: secure random
// bytes (getentropy), the running executable's path and the process's CPU
// time for the POSIX platform; the system's identity (uname), the clocks
// (clock_gettime) and the pid for it and the WebAssembly one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace garnet::platform {
struct SystemName;
}

namespace garnet::native {

// Platform::random_bytes: `n` bytes from getentropy(3); false when it failed.
bool posix_random_bytes(void* user, char* buf, size_t n);

// Platform::system_name: uname(2)'s fields; false when it failed.
bool posix_system_name(void* user, platform::SystemName& out);

// Platform::executable_path: /proc/self/exe's target; false when unreadable.
bool posix_executable_path(void* user, std::string& out);

// Platform::monotonic_ns and realtime_ns: clock_gettime's CLOCK_MONOTONIC
// and CLOCK_REALTIME.
uint64_t posix_monotonic_ns(void* user);
int64_t posix_realtime_ns(void* user);
// Platform::cpu_time_ns: CLOCK_PROCESS_CPUTIME_ID (not under Emscripten).
uint64_t posix_cpu_time_ns(void* user);
// Platform::cpu_times_ns: getrusage(2) of the process and of its children.
void posix_cpu_times_ns(void* user, uint64_t times[4]);
// Platform::process_id: getpid(2).
int64_t posix_process_id(void* user);
void posix_user_ids(void* user, int64_t ids[4]);

} // namespace garnet::native
