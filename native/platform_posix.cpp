// platform_posix.cpp — standard streams, sleep, signals, CPUs and carriers,
// process exit on POSIX systems; clocks, the pid, files, sockets, child
// processes and native stacks come from posix_*.cpp and native_stack.cpp.
#include "native/platform_posix.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <sched.h>
#include <system_error>
#include <thread>
#include <algorithm>
#include <poll.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "native/native_stack.h"
#include "native/posix_directories.h"
#include "native/posix_environment.h"
#include "native/posix_file_system.h"
#include "native/posix_files.h"
#include "native/standard_input.h"
#include "native/posix_processes.h"
#include "native/posix_system.h"
#include "native/posix_terminal.h"
#include "native/posix_sockets.h"

namespace garnet::native {

namespace {

int write_fd(void*, int fd, const char* data, size_t len) {
  while (len > 0) {
    ssize_t n = ::write(fd, data, len);
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    data += n;
    len -= size_t(n);
  }
  return 0;
}

// Standard input's chunks for native/standard_input.cpp: read(2) on fd 0.
int read_stdin_chunk(char* buf, int max) {
  ssize_t n;
  while ((n = ::read(0, buf, size_t(max))) < 0 && errno == EINTR) {
  }
  return n > 0 ? int(n) : 0;
}

// Whether fd 0 has data or its end (or is not open: the read then fails,
// which is its end too).
bool stdin_has_input() {
  pollfd fd{0, POLLIN, 0};
  return ::poll(&fd, 1, 0) > 0;
}

// Signals the VM handles itself (the others keep their default action,
// so trapping them has no effect): the handler only records them; the
// scheduler takes them at its next safepoint. A second SIGINT that arrives
// before the first was taken (the VM is stuck outside Ruby code) ends the
// process the default way.
std::atomic<uint32_t> pending_signals{0};
constexpr int kHandledSignals[] = {SIGHUP, SIGINT, SIGQUIT, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2};

void on_signal(int signo) {
  uint32_t bit = 1u << signo;
  if (signo == SIGINT && (pending_signals.load() & bit)) {
    signal(SIGINT, SIG_DFL);
    raise(SIGINT);
  }
  pending_signals.fetch_or(bit);
}

void watch_signals() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; // no SA_RESTART: a sleep or read returns early
  for (int signo : kHandledSignals) {
    struct sigaction old {};
    sigaction(signo, nullptr, &old);
    if (old.sa_handler == SIG_IGN) continue; // ignored by whoever started us (nohup, a background job): stays so, as in Ruby
    sigaction(signo, &sa, nullptr);
  }
  signal(SIGPIPE, SIG_IGN); // a write to a closed socket or pipe raises Errno::EPIPE instead
}

int take_signal(void*) {
  uint32_t pending = pending_signals.load();
  for (int signo : kHandledSignals) {
    uint32_t bit = 1u << signo;
    if (pending & bit) {
      pending_signals.fetch_and(~bit);
      return signo;
    }
  }
  return 0;
}

int send_signal(void*, int64_t pid, int signo) { return kill(pid_t(pid), signo) == 0 ? 0 : errno; }

void die_by_signal(void*, int signo) {
  signal(signo, SIG_DFL);
  raise(signo);
  std::_Exit(128 + signo);
}

void sleep_ns(void*, uint64_t ns) {
  timespec ts{time_t(ns / 1000000000ull), long(ns % 1000000000ull)};
  while (nanosleep(&ts, &ts) != 0 && errno == EINTR && pending_signals.load() == 0) {
  }
}

void exit_now(void*, int status) { std::_Exit(status); }

unsigned cpu_count(void*) {
  cpu_set_t set;
  unsigned n = sched_getaffinity(0, sizeof(set), &set) == 0 ? unsigned(CPU_COUNT(&set)) : 0;
  if (n == 0) n = std::max(1u, std::thread::hardware_concurrency());
  if (const char* cap = std::getenv("GARNET_MAX_CPU")) {
    long m = std::strtol(cap, nullptr, 10);
    if (m > 0 && unsigned(m) < n) n = unsigned(m);
  }
  return n;
}

bool start_carrier(void*, void (*entry)(void* arg), void* arg) {
  try {
    std::thread(entry, arg).detach();
    return true;
  } catch (const std::system_error&) {
    return false;
  }
}

// Linux lets a timed wait (a sleep, a poll's timeout) end up to 50 µs late
// by default, to batch wake-ups; Ruby's sleeps should end when asked. Threads
// made later (carriers) inherit the setting.
void exact_timers() {
#ifdef __linux__
  prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
#endif
}

} // namespace

platform::Platform posix_platform() {
  exact_timers();
  platform::Platform p;
  p.write = write_fd;
  add_standard_input(p, {read_stdin_chunk, stdin_has_input});
  p.monotonic_ns = native::posix_monotonic_ns;
  p.realtime_ns = native::posix_realtime_ns;
  p.cpu_time_ns = native::posix_cpu_time_ns;
  p.cpu_times_ns = native::posix_cpu_times_ns;
  p.process_id = native::posix_process_id;
  p.user_ids = native::posix_user_ids;
  p.sleep_ns = sleep_ns;
  p.processes = posix_processes();
  p.exit_now = exit_now;
  p.cpu_count = cpu_count;
  p.random_bytes = native::posix_random_bytes;
  p.system_name = native::posix_system_name;
  p.executable_path = native::posix_executable_path;
  p.start_carrier = start_carrier;
  add_posix_files(p);
  add_posix_terminal(p);
  p.environment = &posix_environment();
  p.directories = posix_directories();
  p.file_system = posix_file_system();
  add_posix_sockets(p);
  add_native_stacks(p);
  watch_signals();
  p.take_signal = take_signal;
  p.send_signal = send_signal;
  p.die_by_signal = die_by_signal;
  return p;
}

} // namespace garnet::native
