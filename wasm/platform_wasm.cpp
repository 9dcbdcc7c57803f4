// platform_wasm.cpp — the engine's platform under Emscripten: output and
// input go through the JS host (garnet.mjs), files through Emscripten's
// file system (native/posix_files.cpp), time through the monotonic clock. Commands, signals and
// native stacks are not available in this build (their hooks stay null).
#include "wasm/platform_wasm.h"

#include <cstdlib>
#include <ctime>

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
  return p;
}

} // namespace garnet::wasm
