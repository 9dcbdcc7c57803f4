// posix_system.cpp — Platform::random_bytes on getentropy(3), which gives at
// most 256 bytes a call, Platform::system_name on uname(2), the clocks on
// clock_gettime(2) and process_id on getpid(2) (those also the WebAssembly
// platform's), and Platform::executable_path on /proc/self/exe.
#include "native/posix_system.h"

#include <algorithm>
#include <climits>
#include <ctime>

#include <sys/utsname.h>
#include <sys/resource.h>
#include <unistd.h>

#include "platform/platform.h"

namespace garnet::native {

bool posix_random_bytes(void*, char* buf, size_t n) {
  for (size_t done = 0; done < n;) {
    size_t chunk = std::min<size_t>(n - done, 256);
    if (getentropy(buf + done, chunk) != 0) return false;
    done += chunk;
  }
  return true;
}

bool posix_system_name(void*, platform::SystemName& out) {
  struct utsname u;
  if (uname(&u) != 0) return false;
  out = {u.sysname, u.nodename, u.release, u.version, u.machine};
  return true;
}

bool posix_executable_path(void*, std::string& out) {
  char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0) return false;
  out.assign(path, size_t(n));
  return true;
}

namespace {

int64_t clock_ns(clockid_t clock) {
  timespec ts;
  clock_gettime(clock, &ts);
  return int64_t(ts.tv_sec) * 1000000000 + int64_t(ts.tv_nsec);
}

} // namespace

uint64_t posix_monotonic_ns(void*) { return uint64_t(clock_ns(CLOCK_MONOTONIC)); }

int64_t posix_realtime_ns(void*) { return clock_ns(CLOCK_REALTIME); }

uint64_t posix_cpu_time_ns(void*) { return uint64_t(clock_ns(CLOCK_PROCESS_CPUTIME_ID)); }

void posix_cpu_times_ns(void*, uint64_t times[4]) {
  auto ns = [](const timeval& tv) { return uint64_t(tv.tv_sec) * 1000000000u + uint64_t(tv.tv_usec) * 1000u; };
  rusage self{}, children{};
  getrusage(RUSAGE_SELF, &self);
  getrusage(RUSAGE_CHILDREN, &children);
  times[0] = ns(self.ru_utime);
  times[1] = ns(self.ru_stime);
  times[2] = ns(children.ru_utime);
  times[3] = ns(children.ru_stime);
}

int64_t posix_process_id(void*) { return int64_t(getpid()); }

void posix_user_ids(void*, int64_t ids[4]) {
  ids[0] = int64_t(getuid());
  ids[1] = int64_t(geteuid());
  ids[2] = int64_t(getgid());
  ids[3] = int64_t(getegid());
}

} // namespace garnet::native
