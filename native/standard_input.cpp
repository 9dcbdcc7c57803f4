// standard_input.cpp — standard input through one buffer (standard_input.h).
#include "native/standard_input.h"

#include <algorithm>
#include <mutex>
#include <string>

namespace garnet::native {

namespace {

struct Input {
  std::mutex lock;
  std::string buffer;
  ReadChunk read_chunk = nullptr;

  // Appends the next chunk; false at the end of input.
  bool fill() {
    char chunk[65536];
    int n = read_chunk(chunk, int(sizeof chunk));
    if (n <= 0) return false;
    buffer.append(chunk, size_t(n));
    return true;
  }

  std::string take(size_t n) {
    std::string out = buffer.substr(0, n);
    buffer.erase(0, out.size());
    return out;
  }
};

Input& input() {
  static Input in;
  return in;
}

bool read_line(void*, std::string& line) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  size_t nl;
  while ((nl = in.buffer.find('\n')) == std::string::npos && in.fill()) {
  }
  line = in.take(nl == std::string::npos ? in.buffer.size() : nl + 1);
  return !line.empty();
}

std::string read_all(void*) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  while (in.fill()) {
  }
  return in.take(in.buffer.size());
}

std::string read_bytes(void*, size_t n) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  while (in.buffer.size() < n && in.fill()) {
  }
  return in.take(n);
}

std::string read_some(void*, size_t n) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  if (in.buffer.empty()) in.fill();
  return in.take(n);
}

bool at_eof(void*) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  return in.buffer.empty() && !in.fill();
}

} // namespace

void add_standard_input(platform::Platform& p, ReadChunk read_chunk) {
  input().read_chunk = read_chunk;
  p.read_line = read_line;
  p.read_all = read_all;
  p.read_bytes = read_bytes;
  p.read_some = read_some;
  p.at_eof = at_eof;
}

} // namespace garnet::native
