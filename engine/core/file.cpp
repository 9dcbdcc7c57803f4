// file.cpp — File (a subclass of IO): the class methods that ask the
// platform about a path (exist?, file?, directory?, size, mtime, read).
// Path arithmetic is file_path.cpp; File objects are file_stream.cpp.
#include "core/core.h"
#include "core/file_stream.h"

namespace garnet::core {

using namespace vm;

namespace {

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

} // namespace

void init_file(World& w) {
  Class* f = define_class(w, "File", w.c.IO);
  init_file_stream(w, f);
  init_file_path(w, f);
  define_singleton_method(w, f, "exist?", file_exist_p, 1, 1);
  define_singleton_method(w, f, "file?", file_file_p, 1, 1);
  define_singleton_method(w, f, "directory?", file_directory_p, 1, 1);
  define_singleton_method(w, f, "mtime", file_mtime, 1, 1);
  define_singleton_method(w, f, "size", file_size, 1, 1);
  define_singleton_method(w, f, "read", file_read, 1, 1);
}

} // namespace garnet::core
