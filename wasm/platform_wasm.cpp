// platform_wasm.cpp — the engine's platform under Emscripten: output and
// input go through the JS host (garnet.mjs), files through Emscripten's
// file system (native/posix_files.cpp), time through the monotonic clock. Commands, signals and
// native stacks are not available in this build (their hooks stay null).
#include "wasm/platform_wasm.h"

#include <cerrno>
#include <cstdlib>
#include <ctime>
#include <map>
#include <set>

#include <emscripten.h>

#include "native/posix_files.h"

// Host functions (garnet.pre.js): write bytes to fd 1 or 2; read stdin.
EM_JS(void, garnet_host_write, (int fd, const char* data, size_t len), {
  Module.garnetWrite(fd, HEAPU8.slice(data, data + len));
});
// Copies up to `max` bytes of stdin into buf; returns the count (0: end of input).
EM_JS(int, garnet_host_read, (char* buf, int max), {
  const bytes = Module.garnetRead(max);
  HEAPU8.set(bytes, buf);
  return bytes.length;
});

namespace garnet::wasm {

namespace {

// Standard input, read from the host in chunks.
struct Input {
  std::string buffer;
  bool ended = false;

  bool fill() {
    if (ended) return false;
    char chunk[4096];
    int n = garnet_host_read(chunk, sizeof chunk);
    if (n <= 0) {
      ended = true;
      return false;
    }
    buffer.append(chunk, size_t(n));
    return true;
  }
};

Input& input() {
  static Input in;
  return in;
}

void write(void*, int fd, const char* data, size_t len) { garnet_host_write(fd, data, len); }

bool read_line(void*, std::string& line) {
  Input& in = input();
  size_t nl;
  while ((nl = in.buffer.find('\n')) == std::string::npos && in.fill()) {
  }
  size_t take = nl == std::string::npos ? in.buffer.size() : nl + 1;
  line = in.buffer.substr(0, take);
  in.buffer.erase(0, take);
  return !line.empty();
}

std::string read_all(void*) {
  Input& in = input();
  while (in.fill()) {
  }
  std::string out;
  out.swap(in.buffer);
  return out;
}

std::string read_bytes(void*, size_t n) {
  Input& in = input();
  while (in.buffer.size() < n && in.fill()) {
  }
  std::string out = in.buffer.substr(0, n);
  in.buffer.erase(0, out.size());
  return out;
}

bool at_eof(void*) {
  Input& in = input();
  return in.buffer.empty() && !in.fill();
}

uint64_t monotonic_ns(void*) {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

void sleep_ns(void*, uint64_t ns) {
  timespec ts{time_t(ns / 1000000000ull), long(ns % 1000000000ull)};
  nanosleep(&ts, nullptr);
}

void exit_now(void*, int status) { emscripten_force_exit(status); }

// Emscripten's pipes never report their end: once the writer is closed, a
// read of the empty pipe keeps answering EAGAIN and poll never says
// readable. The platform keeps track of each pipe's ends and reports the end
// itself, so the engine sees POSIX behaviour.
struct Pipes {
  std::map<int, int> reader_of;     // write end → read end
  std::set<int> writer_closed;      // read ends whose writer is closed
  const platform::Platform* posix;  // the shared POSIX functions being wrapped
};

Pipes& pipes() {
  static Pipes p;
  return p;
}

int make_pipe(void* user, int fds[2]) {
  int err = pipes().posix->make_pipe(user, fds);
  if (!err) pipes().reader_of[fds[1]] = fds[0];
  return err;
}

int fd_close(void* user, int fd) {
  Pipes& p = pipes();
  if (auto it = p.reader_of.find(fd); it != p.reader_of.end()) {
    p.writer_closed.insert(it->second);
    p.reader_of.erase(it);
  }
  p.writer_closed.erase(fd);
  std::erase_if(p.reader_of, [fd](const auto& ends) { return ends.second == fd; }); // a read end closed first
  return p.posix->fd_close(user, fd);
}

int64_t fd_read(void* user, int fd, char* buf, size_t n) {
  int64_t got = pipes().posix->fd_read(user, fd, buf, n);
  return got == -EAGAIN && pipes().writer_closed.count(fd) ? 0 : got;
}

int poll_fds(void* user, platform::PollItem* items, size_t n, int64_t timeout_ns) {
  int ended = 0;
  for (size_t i = 0; i < n; i++)
    if (!items[i].want_write && pipes().writer_closed.count(items[i].fd)) ended++;
  int ready = pipes().posix->poll_fds(user, items, n, ended ? 0 : timeout_ns);
  if (ready < 0 || !ended) return ready;
  ready = 0;
  for (size_t i = 0; i < n; i++) {
    if (!items[i].want_write && pipes().writer_closed.count(items[i].fd)) items[i].ready = true;
    ready += items[i].ready;
  }
  return ready;
}

} // namespace

platform::Platform wasm_platform() {
  platform::Platform p;
  p.write = write;
  p.read_line = read_line;
  p.read_all = read_all;
  p.read_bytes = read_bytes;
  p.at_eof = at_eof;
  p.monotonic_ns = monotonic_ns;
  p.sleep_ns = sleep_ns;
  p.exit_now = exit_now;
  native::add_posix_files(p);
  static const platform::Platform posix = p;
  pipes().posix = &posix;
  p.make_pipe = make_pipe;
  p.fd_close = fd_close;
  p.fd_read = fd_read;
  p.poll_fds = poll_fds;
  return p;
}

} // namespace garnet::wasm
