// file.cpp — File (a subclass of IO): the class methods that change the file
// system through platform::FileSystem (rename, delete, symlink, link,
// readlink, realpath, chmod, utime, truncate, mkfifo, umask). Status queries
// and File::Stat are file_stat.cpp, path arithmetic file_path.cpp, File
// objects file_stream.cpp.
#include <cerrno>

#include "core/core.h"
#include "core/file_stream.h"
#include "platform/file_system.h"

namespace garnet::core {

using namespace vm;

const platform::FileSystem* file_system(Context& cx) {
  const platform::FileSystem* fs = cx.iso->platform->file_system;
  if (!fs) raise(cx, cx.world->c.NotImplementedError, "this platform has no file system");
  return fs;
}

void* fs_user(Context& cx) { return cx.iso->platform->user; }

namespace {

// Two path arguments (rename, link, symlink), or false after raising.
bool two_paths(Context& cx, Value* argv, std::string& a, std::string& b) {
  return path_arg(cx, argv[0], a) && path_arg(cx, argv[1], b);
}

// An operation on two paths: 0, or its Errno naming both ("(a, b)").
template <auto kHook>
Value path_pair_op(Context& cx, Value* argv, const char* where) {
  const platform::FileSystem* fs = file_system(cx);
  std::string a, b;
  if (!fs || !two_paths(cx, argv, a, b)) return Value::undef();
  int err = (fs->*kHook)(fs_user(cx), a, b);
  if (err == EEXIST) return raise_errno(cx, err, "syserr_fail2_in", b); // as CRuby: only the path in the way
  if (err) return raise_errno(cx, err, where, "(" + a + ", " + b + ")");
  return Value::fixnum(0);
}

NATIVE(file_s_rename) {
  return path_pair_op<&platform::FileSystem::rename>(cx, argv, "rb_file_s_rename");
}
NATIVE(file_s_link) {
  return path_pair_op<&platform::FileSystem::link>(cx, argv, "rb_file_s_link");
}
NATIVE(file_s_symlink) {
  return path_pair_op<&platform::FileSystem::symlink>(cx, argv, "rb_file_s_symlink");
}

// Applies `op` to each path argument from argv[first]: the count, or the
// Errno of the first that fails (CRuby's apply2files).
template <class Op>
Value each_path(Context& cx, int argc, Value* argv, int first, Op op) {
  std::vector<std::string> paths;
  for (int i = first; i < argc; i++) {
    std::string path;
    if (!path_arg(cx, argv[i], path)) return Value::undef();
    paths.push_back(std::move(path));
  }
  for (const std::string& path : paths)
    if (int err = op(path)) return raise_errno(cx, err, "apply2files", path);
  return Value::fixnum(int64_t(paths.size()));
}

// File.delete(*paths) / File.unlink: the number of files removed.
NATIVE(file_s_delete) {
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return Value::undef();
  return each_path(cx, argc, argv, 0, [&](const std::string& path) { return fs->unlink(fs_user(cx), path); });
}

// File.chmod(mode, *paths)
NATIVE(file_s_chmod) {
  const platform::FileSystem* fs = file_system(cx);
  int64_t mode;
  if (!fs || !to_int64(cx, argv[0], mode)) return Value::undef();
  return each_path(cx, argc, argv, 1, [&](const std::string& path) { return fs->chmod(fs_user(cx), path, uint32_t(mode)); });
}

// A time argument of utime as seconds and nanoseconds (nil: now).
bool time_arg(Context& cx, Value v, int64_t& sec, int64_t& nsec) {
  if (v.is_nil()) {
    Value now = call(cx, const_get(cx, cx.world->c.Object, intern(cx, "Time")), intern(cx, "now"));
    if (now.is_undef()) return false;
    v = now;
  }
  if (is_integer(v) || is_float(v)) {
    double d;
    if (!to_double(cx, v, d)) return false;
    sec = int64_t(d);
    if (double(sec) > d) sec--;
    nsec = int64_t((d - double(sec)) * 1e9);
    return true;
  }
  Value s = call(cx, v, intern(cx, "tv_sec"));
  if (s.is_undef() || !to_int64(cx, s, sec)) return false;
  Value n = call(cx, v, intern(cx, "tv_nsec"));
  return !n.is_undef() && to_int64(cx, n, nsec);
}

// File.utime(atime, mtime, *paths)
NATIVE(file_s_utime) {
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return Value::undef();
  std::vector<Value> args(argv, argv + argc);
  int64_t as, an, ms, mn;
  if (!time_arg(cx, args[0], as, an) || !time_arg(cx, args[1], ms, mn)) return Value::undef();
  return each_path(cx, argc, args.data(), 2,
                   [&](const std::string& path) { return fs->utime(fs_user(cx), path, as, an, ms, mn); });
}

NATIVE(file_s_truncate) {
  const platform::FileSystem* fs = file_system(cx);
  std::string path;
  int64_t length;
  if (!fs || !path_arg(cx, argv[0], path) || !to_int64(cx, argv[1], length)) return Value::undef();
  if (int err = fs->truncate(fs_user(cx), path, length)) return raise_errno(cx, err, "rb_file_s_truncate", path);
  return Value::fixnum(0);
}

NATIVE(file_s_mkfifo) {
  const platform::FileSystem* fs = file_system(cx);
  std::string path;
  int64_t mode = 0666;
  if (!fs || !path_arg(cx, argv[0], path) || (argc > 1 && !to_int64(cx, argv[1], mode))) return Value::undef();
  if (!fs->mkfifo) return raise(cx, cx.world->c.NotImplementedError, "mkfifo() function is unimplemented on this machine");
  if (int err = fs->mkfifo(fs_user(cx), path, uint32_t(mode))) return raise_errno(cx, err, "rb_file_s_mkfifo", path);
  return Value::fixnum(0);
}

NATIVE(file_s_readlink) {
  const platform::FileSystem* fs = file_system(cx);
  std::string path, target;
  if (!fs || !path_arg(cx, argv[0], path)) return Value::undef();
  if (int err = fs->readlink(fs_user(cx), path, target)) return raise_errno(cx, err, "rb_readlink", path);
  return new_string(cx, target);
}

// The path (relative to dir when given and the path is relative) with
// every link resolved; realdirpath lets its last part not exist.
Value realpath(Context& cx, int argc, Value* argv, bool last_may_be_missing) {
  const platform::FileSystem* fs = file_system(cx);
  std::string path, out;
  if (!fs || !path_arg(cx, argv[0], path)) return Value::undef();
  if (argc > 1 && !argv[1].is_nil()) { // "." and ".." against dir go as text, as CRuby
    Value absolute = resolve_path(cx, argv[0], argv[1], false);
    if (absolute.is_undef()) return absolute;
    path = str(absolute);
  }
  int err = fs->realpath(fs_user(cx), path, out);
  if (err == ENOENT && last_may_be_missing) {
    size_t slash = path.find_last_of('/');
    std::string parent = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    std::string last = slash == std::string::npos ? path : path.substr(slash + 1);
    if ((err = fs->realpath(fs_user(cx), parent, out)) == 0) {
      if (!last.empty() && last != ".") out += (out == "/" ? "" : "/") + last;
    } else { // CRuby names the first part of the parent that is missing
      std::string missing = parent;
      for (size_t at = parent.find('/', 1); at != std::string::npos; at = parent.find('/', at + 1)) {
        std::string prefix = parent.substr(0, at), ignored;
        if (fs->realpath(fs_user(cx), prefix, ignored) != 0) {
          missing = prefix;
          break;
        }
      }
      return raise_errno(cx, err, "realpath_rec", missing);
    }
  }
  if (err) return raise_errno(cx, err, "rb_check_realpath_internal", path);
  return new_string(cx, out);
}

NATIVE(file_s_realpath) { return realpath(cx, argc, argv, false); }
NATIVE(file_s_realdirpath) { return realpath(cx, argc, argv, true); }

// File.umask(mask = nil): the previous mask.
NATIVE(file_s_umask) {
  const platform::FileSystem* fs = file_system(cx);
  int64_t mask = -1;
  if (!fs || (argc > 0 && !to_int64(cx, argv[0], mask))) return Value::undef();
  return Value::fixnum(fs->umask(fs_user(cx), mask < 0 ? -1 : mask & 0777));
}

} // namespace

void init_file(World& w) {
  Class* f = define_class(w, "File", w.c.IO);
  init_file_stream(w, f);
  init_file_path(w, f);
  init_file_stat(w, f);
  define_singleton_method(w, f, "rename", file_s_rename, 2, 2);
  define_singleton_method(w, f, "link", file_s_link, 2, 2);
  define_singleton_method(w, f, "symlink", file_s_symlink, 2, 2);
  define_singleton_method(w, f, "delete", file_s_delete, 0, -1);
  define_singleton_method(w, f, "unlink", file_s_delete, 0, -1);
  define_singleton_method(w, f, "chmod", file_s_chmod, 1, -1);
  define_singleton_method(w, f, "utime", file_s_utime, 2, -1);
  define_singleton_method(w, f, "truncate", file_s_truncate, 2, 2);
  define_singleton_method(w, f, "mkfifo", file_s_mkfifo, 1, 2);
  define_singleton_method(w, f, "readlink", file_s_readlink, 1, 1);
  define_singleton_method(w, f, "realpath", file_s_realpath, 1, 2);
  define_singleton_method(w, f, "realdirpath", file_s_realdirpath, 1, 2);
  define_singleton_method(w, f, "umask", file_s_umask, 0, 1);
}

} // namespace garnet::core
