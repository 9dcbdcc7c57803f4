// fuzz_run.cpp — libFuzzer target for the whole engine: the input is a Ruby
// program, run to its end on a fresh VM. Ruby exceptions (SyntaxError,
// NoMemoryError, SystemStackError...) are results like any other; a signal,
// an abort or a sanitizer report is a crash.
//
// Bounds: RunOptions::step_limit ends programs that loop; the platform's
// clock is virtual, so sleeps and timed waits pass at once (waits without a
// time limit end as deadlocks, there being no signals to wait for).
//
// Sandbox: rather than filter inputs by name (`system`, backticks, File...),
// the platform below leaves out every hook that reaches outside the process:
// no processes, files, directories, environment, sockets, pipes, signals or
// exit_now (`exit!` raises SystemExit), no file reads (require finds
// nothing), and no carrier threads (Ractor.new raises NotImplementedError;
// Ractors are exercised by `make stress`). Output is discarded and stdin is
// empty. What is left is deterministic: one OS thread, a seeded random
// source, so a crash reproduces from its input alone.
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <ctime>
#include <string>
#include <string_view>

#include "garnet/garnet.h"
#include "native/native_stack.h"

namespace {

constexpr uint64_t kStepLimit = 200'000; // calls and backward jumps: a few tens of milliseconds under ASan

struct Host {
  uint64_t slept_ns = 0;      // sleeps pass at once: the clock jumps instead
  uint64_t random_state = 0;  // Random.urandom and seeds, reset per input
};

Host host;

uint64_t real_ns() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

garnet::platform::Platform fuzz_platform() {
  garnet::platform::Platform p;
  p.user = &host;
  p.write = [](void*, int, const char*, size_t) { return 0; };
  p.read_line = [](void*, std::string&) { return false; };
  p.read_all = [](void*) { return std::string(); };
  p.read_bytes = [](void*, size_t) { return std::string(); };
  p.at_eof = [](void*) { return true; };
  p.monotonic_ns = [](void* user) { return real_ns() + static_cast<Host*>(user)->slept_ns; };
  p.sleep_ns = [](void* user, uint64_t ns) { static_cast<Host*>(user)->slept_ns += ns; };
  p.cpu_count = [](void*) { return 1u; };
  p.random_bytes = [](void* user, char* buf, size_t n) {
    uint64_t& state = static_cast<Host*>(user)->random_state;
    for (size_t i = 0; i < n; i++) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      buf[i] = char(state >> 56);
    }
    return true;
  };
  // Descriptors: none was opened, so every one is a bad one (IO.new(1)...).
  p.fd_read = [](void*, int, char*, size_t) -> int64_t { return -EBADF; };
  p.fd_write = [](void*, int, const char*, size_t) -> int64_t { return -EBADF; };
  p.fd_close = [](void*, int) { return EBADF; };
  p.fd_seek = [](void*, int, int64_t, int) -> int64_t { return -EBADF; };
  p.fd_control = [](void*, int, int, int64_t) -> int64_t { return -EBADF; };
  garnet::native::add_native_stacks(p); // fibers, and blocks of C++ methods that switch
  return p;
}

} // namespace

// UBSan's reports are crashes too (its checks would otherwise print and go on).
extern "C" const char* __ubsan_default_options() { return "halt_on_error=1:print_stacktrace=1"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const garnet::platform::Platform platform = fuzz_platform();
  host = Host{};
  garnet::VM vm(platform);
  garnet::RunOptions options;
  options.filename = "fuzz_run.rb";
  options.step_limit = kStepLimit;
  vm.run(std::string_view(reinterpret_cast<const char*>(data), size), options);
  return 0;
}
