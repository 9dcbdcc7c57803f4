// threads_wasm.cpp — carriers, CPU count, signals and sleeps for the
// WebAssembly build. Carriers are pthreads, which Emscripten runs on Web
// Workers from a pool created with the module. Signals exist only within the
// module: the host's stop() (SIGINT) and Process.kill to the program itself
// set the signal's bit in the signal word and notify it; the main isolate
// takes it at its next safepoint, and a sleep waiting on the word ends at
// once.
#include "wasm/threads_wasm.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <pthread.h>
#include <unistd.h>

#include <emscripten.h>
#include <emscripten/threading.h>

#include "wasm/host_input.h"

namespace garnet::wasm {

namespace {

std::atomic<int32_t> signal_word{0}; // bit n: signal n pending

constexpr int kHandledSignals[] = {SIGHUP, SIGINT, SIGQUIT, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2};

int take_signal(void*) {
  int32_t pending = signal_word.load();
  for (int signo : kHandledSignals) {
    int32_t bit = int32_t(1) << signo;
    if (pending & bit) {
      signal_word.fetch_and(~bit);
      return signo;
    }
  }
  return 0;
}

// The program is the only process there is (its pid is getpid()'s).
int send_signal(void*, int64_t pid, int signo) {
  if (pid != 0 && pid != getpid()) return ESRCH;
  if (signo == 0) return 0;
  for (int handled : kHandledSignals) {
    if (signo != handled) continue;
    signal_word.fetch_or(int32_t(1) << signo);
    emscripten_futex_wake(&signal_word, INT32_MAX);
    wake_input_waiters();
    return 0;
  }
  return EPERM; // KILL, STOP...: nothing here may end or stop the module
}

uint64_t now_ns() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

// Waits on the signal word: a signal (or its notification) ends the sleep.
void sleep_ns(void*, uint64_t ns) {
  uint64_t deadline = now_ns() + ns;
  for (uint64_t t = now_ns(); t < deadline && signal_word.load() == 0; t = now_ns())
    emscripten_futex_wait(&signal_word, 0, double(deadline - t) / 1e6);
}

unsigned cpu_count(void*) {
  int n = emscripten_num_logical_cores();
  return n > 0 ? unsigned(n) : 1;
}

constexpr size_t kCarrierStack = 4u << 20; // an isolate's C++ stack (its Ruby frames live elsewhere)

bool start_carrier(void*, void (*entry)(void* arg), void* arg) { return start_thread(entry, arg, kCarrierStack) == 0; }

struct ThreadStart {
  void (*main)(void*);
  void* arg;
};

void run_from_event_loop(void* arg) {
  ThreadStart start = *static_cast<ThreadStart*>(arg);
  delete static_cast<ThreadStart*>(arg);
  start.main(start.arg);
  pthread_exit(nullptr);
}

// Asyncify can switch native stacks only below a call from the worker's
// event loop: the thread's entry queues its work there and returns to it.
void* thread_entry(void* arg) {
  emscripten_async_call(run_from_event_loop, arg, 0);
  emscripten_exit_with_live_runtime();
  return nullptr;
}

} // namespace

int start_thread(void (*main)(void*), void* arg, size_t stack_bytes) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stack_bytes);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  auto* start = new ThreadStart{main, arg};
  int err = pthread_create(&thread, &attr, thread_entry, start);
  pthread_attr_destroy(&attr);
  if (err) delete start;
  return err;
}

void add_threads(platform::Platform& p) {
  p.cpu_count = cpu_count;
  p.start_carrier = start_carrier;
  p.take_signal = take_signal;
  p.send_signal = send_signal;
  p.sleep_ns = sleep_ns;
}

void reset_signals() { signal_word.store(0); }

bool signal_pending() { return signal_word.load() != 0; }

} // namespace garnet::wasm

// The address of the signal word, for stop() (garnet.post.js).
extern "C" EMSCRIPTEN_KEEPALIVE int32_t* garnet_signal_word() {
  return reinterpret_cast<int32_t*>(&garnet::wasm::signal_word);
}
