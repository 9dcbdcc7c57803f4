// host_input.cpp — the host's standard-input queue (host_input.h).
#include "wasm/host_input.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <mutex>
#include <string>

#include <emscripten.h>
#include <emscripten/threading.h>

namespace garnet::wasm {

namespace {

struct HostInput {
  std::mutex lock;
  std::string queued;
  bool ended = false;
  bool asked = false; // the host was asked for more and has not answered
};

HostInput& host_input() {
  static HostInput in;
  return in;
}

// Bumped at every push, close, reset and signal; readers wait on it.
std::atomic<int32_t> changes{0};

void changed() {
  changes.fetch_add(1);
  emscripten_futex_wake(&changes, INT32_MAX);
}

// Asks the host for more input once (it answers through garnet_input_push
// or garnet_input_close, now or later). Holds the lock.
void ask_host(HostInput& in) {
  if (in.asked || in.ended) return;
  in.asked = true;
  MAIN_THREAD_ASYNC_EM_ASM({ Module.garnetWantInput($0); }, 65536);
}

bool ready_locked(HostInput& in) {
  if (!in.queued.empty() || in.ended) return true;
  ask_host(in);
  return false;
}

// Waits for the queue's bytes: the count, 0 at the end of input.
int read_chunk(char* buf, int max) {
  HostInput& in = host_input();
  for (;;) {
    int32_t seen = changes.load();
    {
      std::lock_guard<std::mutex> hold(in.lock);
      if (!in.queued.empty()) {
        size_t n = std::min(in.queued.size(), size_t(max));
        std::memcpy(buf, in.queued.data(), n);
        in.queued.erase(0, n);
        return int(n);
      }
      if (in.ended) return 0;
      ask_host(in);
    }
    emscripten_futex_wait(&changes, uint32_t(seen), INFINITY);
  }
}

} // namespace

native::InputSource host_input_source() { return {read_chunk, host_input_ready}; }

bool host_input_ready() {
  HostInput& in = host_input();
  std::lock_guard<std::mutex> hold(in.lock);
  return ready_locked(in);
}

void wait_for_host_input(int64_t timeout_ns) {
  int32_t seen = changes.load();
  if (host_input_ready()) return;
  emscripten_futex_wait(&changes, uint32_t(seen), timeout_ns < 0 ? INFINITY : double(timeout_ns) / 1e6);
}

void wake_input_waiters() { changed(); }

void reset_host_input() {
  HostInput& in = host_input();
  {
    std::lock_guard<std::mutex> hold(in.lock);
    in.queued.clear();
    in.ended = false;
    in.asked = false;
  }
  native::reset_standard_input();
  changed();
}

} // namespace garnet::wasm

extern "C" {

// The host gives the running program len more bytes of standard input.
EMSCRIPTEN_KEEPALIVE void garnet_input_push(const char* bytes, int len) {
  using namespace garnet::wasm;
  HostInput& in = host_input();
  {
    std::lock_guard<std::mutex> hold(in.lock);
    if (in.ended) return;
    in.queued.append(bytes, size_t(std::max(len, 0)));
    in.asked = false;
  }
  changed();
}

// The host ends the running program's standard input.
EMSCRIPTEN_KEEPALIVE void garnet_input_close() {
  using namespace garnet::wasm;
  HostInput& in = host_input();
  {
    std::lock_guard<std::mutex> hold(in.lock);
    in.ended = true;
    in.asked = false;
  }
  changed();
}

// A signal was set from JS (Module.signal): waiters for input look again.
EMSCRIPTEN_KEEPALIVE void garnet_input_wake() { garnet::wasm::wake_input_waiters(); }

} // extern "C"
