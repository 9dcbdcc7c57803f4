// standard_input.cpp — standard input through one buffer (standard_input.h).
//
// An end of input (Ctrl-D on a terminal) is reported once: the read that
// meets it answers what was left (or the end), and the next read asks the
// source again, as read(2) on a terminal does.
#include "native/standard_input.h"

#include <mutex>
#include <string>

namespace garnet::native {

namespace {

using platform::InputNeed;

struct Input {
  std::mutex lock;
  std::string buffer;
  bool end_pending = false; // the source said "end" and no read has reported it since
  InputSource source;

  // Appends the next chunk (waiting for it); false at the end of input.
  bool fill() {
    if (end_pending) return false;
    char chunk[65536];
    int n = source.read_chunk(chunk, int(sizeof chunk));
    if (n <= 0) {
      end_pending = true;
      return false;
    }
    buffer.append(chunk, size_t(n));
    return true;
  }

  std::string take(size_t n) {
    std::string out = buffer.substr(0, n);
    buffer.erase(0, out.size());
    return out;
  }

  // A read answered at the end: the end is reported.
  void ended() { end_pending = false; }

  bool satisfied(InputNeed need, size_t n) const {
    switch (need) {
    case InputNeed::Line: return buffer.find('\n') != std::string::npos;
    case InputNeed::All: return false; // only the end completes it
    case InputNeed::Bytes: return buffer.size() >= n;
    case InputNeed::Some: return !buffer.empty();
    }
    return true;
  }
};

Input& input() {
  static Input in;
  return in;
}

bool read_line(void*, std::string& line) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  while (!in.satisfied(InputNeed::Line, 0) && in.fill()) {
  }
  size_t nl = in.buffer.find('\n');
  line = in.take(nl == std::string::npos ? in.buffer.size() : nl + 1);
  if (line.empty()) in.ended();
  return !line.empty();
}

std::string read_all(void*) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  while (in.fill()) {
  }
  in.ended();
  return in.take(in.buffer.size());
}

std::string read_bytes(void*, size_t n) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  while (!in.satisfied(InputNeed::Bytes, n) && in.fill()) {
  }
  std::string out = in.take(n);
  if (out.empty()) in.ended();
  return out;
}

std::string read_some(void*, size_t n) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  if (in.buffer.empty()) in.fill();
  std::string out = in.take(n);
  if (out.empty()) in.ended();
  return out;
}

bool at_eof(void*) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  return in.buffer.empty() && !in.fill();
}

bool stdin_ready(void*, InputNeed need, size_t n) {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  while (!in.satisfied(need, n)) {
    if (in.end_pending || !in.source.has_input) return true; // a source that can't tell: the read waits
    if (!in.source.has_input()) return false;
    if (!in.fill()) return true;
  }
  return true;
}

} // namespace

void add_standard_input(platform::Platform& p, InputSource source) {
  input().source = source;
  p.read_line = read_line;
  p.read_all = read_all;
  p.read_bytes = read_bytes;
  p.read_some = read_some;
  p.at_eof = at_eof;
  p.stdin_ready = stdin_ready;
}

void reset_standard_input() {
  Input& in = input();
  std::lock_guard<std::mutex> hold(in.lock);
  in.buffer.clear();
  in.end_pending = false;
}

} // namespace garnet::native
