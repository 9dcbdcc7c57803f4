// file.cpp — File (a subclass of IO): path arithmetic (basename, dirname,
// extname, join) as pure string functions, and the class methods that ask
// the platform about a path (exist?, file?, directory?, size, mtime, read).
// Opening files as IO objects is not here yet.
#include "core/core.h"
#include "core/file_stream.h"

namespace garnet::core {

using namespace vm;

namespace {

bool path_arg(Context& cx, Value v, std::string& out) {
  Value s = implicit_string(cx, v);
  if (s.is_undef()) return false;
  out = str(s);
  return true;
}

// stat(2) through the platform; returns the errno value (0 on success).
int stat_path(Context& cx, const std::string& path, platform::PathStatus& status) {
  const platform::Platform* p = cx.iso->platform;
  return p->stat_path ? p->stat_path(p->user, path, status) : ENOSYS;
}

// Calls `answer` with the path's status, or returns false when it has none.
template <class Answer>
Value ask_status(Context& cx, Value arg, Answer answer) {
  std::string path;
  if (!path_arg(cx, arg, path)) return Value::undef();
  platform::PathStatus status;
  if (stat_path(cx, path, status) != 0) return Value::false_value();
  return Value::boolean(answer(status));
}

Value file_exist_p(Context& cx, Value, int, Value* argv, Value) {
  return ask_status(cx, argv[0], [](const platform::PathStatus&) { return true; });
}

Value file_file_p(Context& cx, Value, int, Value* argv, Value) {
  return ask_status(cx, argv[0], [](const platform::PathStatus& s) { return s.is_file; });
}

Value file_directory_p(Context& cx, Value, int, Value* argv, Value) {
  return ask_status(cx, argv[0], [](const platform::PathStatus& s) { return s.is_directory; });
}

// Status or Errno exception, for the methods that require the path to exist.
bool require_status(Context& cx, Value arg, const char* where, platform::PathStatus& status) {
  std::string path;
  if (!path_arg(cx, arg, path)) return false;
  if (int err = stat_path(cx, path, status)) {
    raise_errno(cx, err, where, path);
    return false;
  }
  return true;
}

Value file_mtime(Context& cx, Value, int, Value* argv, Value) {
  platform::PathStatus status;
  if (!require_status(cx, argv[0], "rb_file_s_mtime", status)) return Value::undef();
  return new_time(cx, status.mtime_sec, status.mtime_nsec);
}

Value file_size(Context& cx, Value, int, Value* argv, Value) {
  platform::PathStatus status;
  if (!require_status(cx, argv[0], "rb_file_s_size", status)) return Value::undef();
  return Value::fixnum(status.size);
}

Value file_read(Context& cx, Value, int, Value* argv, Value) {
  std::string path, text;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  platform::PathStatus status;
  if (int err = stat_path(cx, path, status)) return raise_errno(cx, err, "rb_sysopen", path);
  if (status.is_directory) return raise_errno(cx, EISDIR, "io_fread", path);
  const platform::Platform* p = cx.iso->platform;
  if (!p->read_file || !p->read_file(p->user, path, text)) return raise_errno(cx, EACCES, "rb_sysopen", path);
  return new_string(cx, text);
}

// ---- path arithmetic (POSIX separators) ----

// The path without trailing slashes ("/" stays "/").
std::string_view strip_trailing_slashes(std::string_view p) {
  while (p.size() > 1 && p.back() == '/') p.remove_suffix(1);
  return p;
}

std::string_view basename_of(std::string_view p) {
  p = strip_trailing_slashes(p);
  if (p == "/") return p;
  size_t slash = p.rfind('/');
  return slash == std::string_view::npos ? p : p.substr(slash + 1);
}

Value file_basename(Context& cx, Value, int argc, Value* argv, Value) {
  std::string path, suffix;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  std::string_view base = basename_of(path);
  if (argc == 2) {
    if (!path_arg(cx, argv[1], suffix)) return Value::undef();
    if (suffix == ".*") {
      size_t dot = base.rfind('.');
      if (dot != std::string_view::npos && dot > 0) base = base.substr(0, dot);
    } else if (base.size() > suffix.size() && base.substr(base.size() - suffix.size()) == suffix) {
      base.remove_suffix(suffix.size());
    }
  }
  return new_string(cx, std::string(base));
}

Value file_dirname(Context& cx, Value, int, Value* argv, Value) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  std::string_view p = strip_trailing_slashes(path);
  size_t slash = p.rfind('/');
  if (slash == std::string_view::npos) return new_string(cx, ".");
  std::string_view dir = strip_trailing_slashes(p.substr(0, slash == 0 ? 1 : slash));
  return new_string(cx, std::string(dir));
}

Value file_extname(Context& cx, Value, int, Value* argv, Value) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  std::string_view base = basename_of(path);
  size_t dot = base.rfind('.');
  if (dot == std::string_view::npos || dot == 0) return new_string(cx, ""); // "dot." gives "."
  return new_string(cx, std::string(base.substr(dot)));
}

Value file_join(Context& cx, Value, int argc, Value* argv, Value) {
  std::string out;
  for (int i = 0; i < argc; i++) {
    std::string part;
    if (!path_arg(cx, argv[i], part)) return Value::undef();
    if (i > 0) {
      bool ends = !out.empty() && out.back() == '/';
      bool starts = !part.empty() && part.front() == '/';
      if (ends && starts) part.erase(0, 1);
      else if (!ends && !starts) out += '/';
    }
    out += part;
  }
  return new_string(cx, out);
}

} // namespace

void init_file(World& w) {
  Class* f = define_class(w, "File", w.c.IO);
  init_file_stream(w, f);
  const_set(w, f, w.intern("SEPARATOR"), w.static_string("/"));
  define_singleton_method(w, f, "exist?", file_exist_p, 1, 1);
  define_singleton_method(w, f, "file?", file_file_p, 1, 1);
  define_singleton_method(w, f, "directory?", file_directory_p, 1, 1);
  define_singleton_method(w, f, "mtime", file_mtime, 1, 1);
  define_singleton_method(w, f, "size", file_size, 1, 1);
  define_singleton_method(w, f, "read", file_read, 1, 1);
  define_singleton_method(w, f, "basename", file_basename, 1, 2);
  define_singleton_method(w, f, "dirname", file_dirname, 1, 1);
  define_singleton_method(w, f, "extname", file_extname, 1, 1);
  define_singleton_method(w, f, "join", file_join, 0, -1);
}

} // namespace garnet::core
