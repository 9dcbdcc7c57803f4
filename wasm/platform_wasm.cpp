// platform_wasm.cpp — the engine's platform under Emscripten: output and
// input go through the JS host (garnet.mjs) on the module's main thread,
// files through Emscripten's file system (native/posix_files.cpp), clocks
// and the pid as natively (native/posix_system.cpp) but CPU time from
// clock(), threads and signals as threads_wasm.cpp says.
// Commands and native stacks are not available in this build (their hooks
// stay null).
#include "wasm/platform_wasm.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <map>
#include <pthread.h>
#include <set>
#include <unistd.h>
#include <vector>

#include <emscripten.h>

#include "native/posix_directories.h"
#include "native/posix_environment.h"
#include "native/posix_file_system.h"
#include "native/posix_files.h"
#include "native/posix_system.h"
#include "native/standard_input.h"
#include "wasm/api.h"
#include "wasm/host_input.h"
#include "wasm/native_stacks_wasm.h"
#include "wasm/stats_wasm.h"
#include "wasm/threads_wasm.h"

namespace garnet::wasm {

namespace {

// The VM runs on a pthread; the host's callbacks live on the main thread.
// Output is queued there without waiting (in order: one queue); input comes
// through host_input.cpp. Once the host says an output has no reader
// (outputClosed in garnet.post.js), writes there fail with EPIPE.
std::atomic<int32_t> closed_outputs{0}; // bit fd: that output's reader is gone

int write(void*, int fd, const char* data, size_t len) {
  if (fd >= 0 && fd < 32 && (closed_outputs.load() >> fd & 1)) return EPIPE;
  if (len == 0) return 0;
  char* copy = static_cast<char*>(std::malloc(len));
  std::memcpy(copy, data, len);
  MAIN_THREAD_ASYNC_EM_ASM({ Module.garnetWrite($0, HEAPU8.slice($1, $1 + $2)); _free($1); }, fd, copy, len);
  return 0;
}

// Emscripten's clock_gettime has no CPU-time clocks, and its clock() counts
// wall time from the program's start. Under Node the process's CPU time is
// process.cpuUsage() (every thread's, as CLOCK_PROCESS_CPUTIME_ID); a
// browser has no such measure, and the wall clock stands in.
EM_JS(double, host_cpu_time_us, (), {
  if (typeof process !== 'undefined' && process.cpuUsage) {
    const used = process.cpuUsage();
    return used.user + used.system;
  }
  return performance.now() * 1000;
});

uint64_t cpu_time_ns(void*) { return uint64_t(host_cpu_time_us() * 1000.0); }

// exit! (or the main isolate's end with others running) ends the run for the
// host at once; the thread ends without unwinding, leaving its VM behind.
void exit_now(void*, int status) {
  finish_run(status);
  pthread_exit(nullptr);
}

// Emscripten's pipes differ from POSIX ones in two ways the platform hides,
// so the engine sees POSIX behaviour. They never report their end: once the
// writer is closed, a read of the empty pipe keeps answering EAGAIN and poll
// never says readable; the platform keeps track of each pipe's ends and
// reports the end itself. They never fill: the platform counts the bytes
// written and still unread, and past Linux's capacity (64 KiB) a
// non-blocking write takes nothing (EAGAIN) and poll does not say writable.
constexpr size_t kPipeCapacity = 64 * 1024;

struct Pipes {
  std::map<int, int> reader_of;     // write end → read end
  std::set<int> writer_closed;      // read ends whose writer is closed
  std::map<int, size_t> unread;     // read end → bytes written and still unread
  const platform::Platform* posix;  // the shared POSIX functions being wrapped
};

Pipes& pipes() {
  static Pipes p;
  return p;
}

int make_pipe(void* user, int fds[2]) {
  int err = pipes().posix->make_pipe(user, fds);
  if (!err) {
    pipes().reader_of[fds[1]] = fds[0];
    pipes().unread[fds[0]] = 0;
  }
  return err;
}

int fd_close(void* user, int fd) {
  Pipes& p = pipes();
  if (auto it = p.reader_of.find(fd); it != p.reader_of.end()) {
    p.writer_closed.insert(it->second);
    p.reader_of.erase(it);
  }
  p.writer_closed.erase(fd);
  p.unread.erase(fd);
  std::erase_if(p.reader_of, [fd](const auto& ends) { return ends.second == fd; }); // a read end closed first
  return p.posix->fd_close(user, fd);
}

int64_t fd_read(void* user, int fd, char* buf, size_t n) {
  Pipes& p = pipes();
  int64_t got = p.posix->fd_read(user, fd, buf, n);
  if (got > 0)
    if (auto it = p.unread.find(fd); it != p.unread.end()) it->second -= std::min(it->second, size_t(got));
  return got == -EAGAIN && p.writer_closed.count(fd) ? 0 : got;
}

// Platform::fd_duplicate: Emscripten's dup and dup2 for files. The standard
// streams are the host's, not descriptors, and a pipe's ends are tracked
// by descriptor here: copying onto the first or from the second answers
// ENOTSUP.
int fd_duplicate(void* user, int fd, int target) {
  Pipes& p = pipes();
  bool pipe_end = p.reader_of.count(fd) || p.unread.count(fd); // a write end, a read end
  if ((target >= 0 && target <= 2) || pipe_end) return -ENOTSUP;
  return p.posix->fd_duplicate(user, fd, target);
}

// The unread count of the pipe whose write end is fd, or null.
size_t* unread_behind(int fd) {
  Pipes& p = pipes();
  auto reader = p.reader_of.find(fd);
  if (reader == p.reader_of.end()) return nullptr;
  auto it = p.unread.find(reader->second);
  return it == p.unread.end() ? nullptr : &it->second;
}

bool pipe_full(int fd) {
  size_t* unread = unread_behind(fd);
  return unread && *unread >= kPipeCapacity;
}

int64_t fd_write(void* user, int fd, const char* buf, size_t n) {
  int64_t put = pipes().posix->fd_write(user, fd, buf, n);
  if (size_t* unread = unread_behind(fd); unread && put > 0) *unread += size_t(put);
  return put;
}

int64_t fd_write_once(void* user, int fd, const char* buf, size_t n, bool make_nonblocking) {
  size_t* unread = unread_behind(fd);
  if (unread && make_nonblocking) {
    if (*unread >= kPipeCapacity) return -EAGAIN;
    n = std::min(n, kPipeCapacity - *unread);
  }
  int64_t put = pipes().posix->fd_write_once(user, fd, buf, n, make_nonblocking);
  if (unread && put > 0) *unread += size_t(put);
  return put;
}

bool is_standard_input(const platform::PollItem& item) { return item.fd == 0 && !item.want_write; }

// Polls the descriptors other than standard input's, whose items are
// marked from the host's queue; while none is ready, waits for input (in
// slices when other descriptors are polled too) until the timeout or a
// signal (-EINTR).
int poll_with_input(void* user, platform::PollItem* items, size_t n, std::vector<platform::PollItem>& asked,
                    const std::vector<size_t>& index, int64_t timeout_ns) {
  constexpr int64_t kSlice = 10'000'000;
  uint64_t start = native::posix_monotonic_ns(user);
  for (;;) {
    int ready = pipes().posix->poll_fds(user, asked.data(), asked.size(), 0);
    if (ready < 0) return ready;
    for (size_t j = 0; j < asked.size(); j++) items[index[j]].ready = asked[j].ready;
    bool input = host_input_ready();
    for (size_t i = 0; i < n; i++)
      if (is_standard_input(items[i]) && input) items[i].ready = true, ready++;
    if (ready > 0) return ready;
    if (signal_pending()) return -EINTR;
    int64_t left = timeout_ns < 0 ? -1 : timeout_ns - int64_t(native::posix_monotonic_ns(user) - start);
    if (timeout_ns >= 0 && left <= 0) return 0;
    wait_for_host_input(asked.empty() ? left : left < 0 ? kSlice : std::min(left, kSlice));
  }
}

// poll: a pipe whose writer is closed is readable (its end), and a closed
// descriptor is ready (POSIX's POLLNVAL: a thread waiting on a stream that
// another thread closed wakes to find it closed); a full pipe is not
// writable (it is left out of the host's poll). Standard input is readable
// when the host's queue has bytes or its end (host_input.h).
int poll_fds(void* user, platform::PollItem* items, size_t n, int64_t timeout_ns) {
  Pipes& p = pipes();
  std::vector<platform::PollItem> asked;
  std::vector<size_t> index;
  int answered = 0;
  bool input_asked = false;
  for (size_t i = 0; i < n; i++) {
    items[i].ready = false;
    bool closed = fcntl(items[i].fd, F_GETFD) == -1 && errno == EBADF;
    if (is_standard_input(items[i])) {
      input_asked = true;
    } else if (closed || (!items[i].want_write && p.writer_closed.count(items[i].fd))) {
      items[i].ready = true;
      answered++;
    } else if (!(items[i].want_write && pipe_full(items[i].fd))) {
      asked.push_back(items[i]);
      index.push_back(i);
    }
  }
  if (input_asked) {
    int ready = poll_with_input(user, items, n, asked, index, answered ? 0 : timeout_ns);
    return ready < 0 ? (answered ? answered : ready) : ready + answered;
  }
  int ready = p.posix->poll_fds(user, asked.data(), asked.size(), answered ? 0 : timeout_ns);
  if (ready < 0) return ready;
  for (size_t j = 0; j < asked.size(); j++) items[index[j]].ready = asked[j].ready;
  return ready + answered;
}

// Platform::random_bytes: the host's crypto source, asked from the calling
// worker into a buffer of its own (Emscripten's getentropy is answered on
// the main thread, whose crypto refuses views of shared memory).
bool random_bytes(void*, char* buf, size_t n) {
  return EM_ASM_INT({
    try {
      const bytes = new Uint8Array($1);
      for (let at = 0; at < $1; at += 65536) crypto.getRandomValues(bytes.subarray(at, Math.min($1, at + 65536)));
      HEAPU8.set(bytes, $0);
      return 1;
    } catch (e) {
      return 0;
    }
  }, buf, n);
}

} // namespace

platform::Platform wasm_platform() {
  platform::Platform p;
  p.write = write;
  native::add_standard_input(p, host_input_source());
  p.monotonic_ns = native::posix_monotonic_ns;
  p.realtime_ns = native::posix_realtime_ns;
  p.cpu_time_ns = cpu_time_ns;
  p.process_id = native::posix_process_id;
  p.user_ids = native::posix_user_ids;
  p.exit_now = exit_now;
  p.random_bytes = random_bytes;
  p.system_name = native::posix_system_name;
  add_threads(p);
  add_native_stacks(p);
  add_stats(p);
  native::add_posix_files(p);
  p.environment = &native::posix_environment();
  p.directories = native::posix_directories();
  p.file_system = native::posix_file_system();
  static const platform::Platform posix = p;
  pipes().posix = &posix;
  p.make_pipe = make_pipe;
  p.fd_close = fd_close;
  p.fd_duplicate = fd_duplicate;
  p.fd_read = fd_read;
  p.fd_write = fd_write;
  p.fd_write_once = fd_write_once;
  p.poll_fds = poll_fds;
  return p;
}

} // namespace garnet::wasm

// The address of the closed-outputs word, for outputClosed (garnet.post.js).
extern "C" EMSCRIPTEN_KEEPALIVE int32_t* garnet_closed_outputs() {
  return reinterpret_cast<int32_t*>(&garnet::wasm::closed_outputs);
}
