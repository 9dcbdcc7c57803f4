// file_path.cpp — File's path arithmetic on POSIX separators: basename,
// dirname, extname, split, join, absolute_path?, expand_path /
// absolute_path (which resolve "." and ".." against a base directory, the
// platform's current directory by default; expand_path also "~" and
// "~user"), and fnmatch with the File::FNM_* flags (core/path_match.h).
// String functions: nothing here looks at the file system.
#include "core/core.h"
#include "core/dir.h"
#include "core/file_stream.h"
#include "core/path_match.h"

namespace garnet::core {

using namespace vm;

bool path_arg(Context& cx, Value v, std::string& out, const char* nul_message) {
  Sym to_path = intern(cx, "to_path");
  if (!is_string(v) && respond_to(cx, v, to_path)) {
    v = call(cx, v, to_path);
    if (v.is_undef()) return false;
  }
  Value s = implicit_string(cx, v);
  if (s.is_undef()) return false;
  out = str(s);
  if (out.find('\0') == std::string::npos) return true;
  raise(cx, cx.world->c.ArgumentError, nul_message);
  return false;
}

namespace {

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

std::string dirname_of(std::string_view path) {
  std::string_view p = strip_trailing_slashes(path);
  size_t slash = p.rfind('/');
  if (slash == std::string_view::npos) return ".";
  return std::string(strip_trailing_slashes(p.substr(0, slash == 0 ? 1 : slash)));
}

// An absolute path with ".", ".." and repeated slashes resolved.
std::string normalize_absolute(std::string_view p) {
  std::vector<std::string_view> parts;
  size_t i = 0;
  while (i <= p.size()) {
    size_t j = p.find('/', i);
    if (j == std::string_view::npos) j = p.size();
    std::string_view seg = p.substr(i, j - i);
    if (seg == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!seg.empty() && seg != ".") {
      parts.push_back(seg);
    }
    i = j + 1;
  }
  std::string out;
  for (std::string_view seg : parts) {
    out += '/';
    out += seg;
  }
  return out.empty() ? "/" : out;
}

NATIVE(file_basename) {
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

// dirname(path, level = 1)
NATIVE(file_dirname) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  int64_t level = 1;
  if (argc > 1 && !to_int64(cx, argv[1], level)) return Value::undef();
  if (level < 0) return raisef(cx, cx.world->c.ArgumentError, "negative level: %lld", (long long)level);
  for (int64_t i = 0; i < level && path != "/" && path != "."; i++) path = dirname_of(path);
  return new_string(cx, path);
}

NATIVE(file_extname) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  std::string_view base = basename_of(path);
  size_t dot = base.rfind('.');
  if (dot == std::string_view::npos || dot == 0) return new_string(cx, ""); // "dot." gives "."
  return new_string(cx, std::string(base.substr(dot)));
}

NATIVE(file_split) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  Value parts[2] = {new_string(cx, dirname_of(path)), new_string(cx, std::string(basename_of(path)))};
  return new_array(cx, parts, 2);
}

// Appends the parts of File.join's arguments (arrays are flattened).
bool join_parts(Context& cx, int argc, const Value* argv, std::string& out, bool& first, int depth) {
  if (depth > 100) {
    raise(cx, cx.world->c.ArgumentError, "recursive array");
    return false;
  }
  for (int i = 0; i < argc; i++) {
    if (is_array(argv[i])) {
      std::vector<Value> items = as_array(argv[i])->items.to_vector();
      if (!join_parts(cx, int(items.size()), items.data(), out, first, depth + 1)) return false;
      continue;
    }
    std::string part;
    if (!path_arg(cx, argv[i], part, "string contains null byte")) return false;
    if (!first) {
      bool ends = !out.empty() && out.back() == '/';
      bool starts = !part.empty() && part.front() == '/';
      if (ends && starts) part.erase(0, 1);
      else if (!ends && !starts) out += '/';
    }
    first = false;
    out += part;
  }
  return true;
}

NATIVE(file_join) {
  std::string out;
  bool first = true;
  if (!join_parts(cx, argc, argv, out, first, 0)) return Value::undef();
  return new_string(cx, out);
}

NATIVE(file_absolute_path_p) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  return Value::boolean(!path.empty() && path[0] == '/');
}

// "~" or "~user" at the start of path replaced by that home directory;
// false after raising ArgumentError.
bool expand_home(Context& cx, std::string& path) {
  size_t slash = path.find('/');
  std::string user = path.substr(1, slash == std::string::npos ? std::string::npos : slash - 1);
  std::string home;
  if (!home_directory(cx, user, home)) return false;
  if (home.empty() || home[0] != '/') {
    raise(cx, cx.world->c.ArgumentError, user.empty() ? "non-absolute home" : "non-absolute home of " + user);
    return false;
  }
  path = home + (slash == std::string::npos ? "" : path.substr(slash));
  return true;
}

} // namespace

// expand_path / absolute_path (path, dir = nil): path resolved against dir
// (itself resolved the same way), or the current directory; with
// `tilde`, a leading "~" is a home directory.
Value resolve_path(Context& cx, Value path_value, Value dir, bool tilde) {
  std::string path;
  if (!path_arg(cx, path_value, path)) return Value::undef();
  if (tilde && !path.empty() && path[0] == '~' && !expand_home(cx, path)) return Value::undef();
  if (!path.empty() && path[0] == '/') return new_string(cx, normalize_absolute(path));
  std::string base;
  if (!dir.is_nil()) {
    Value b = resolve_path(cx, dir, Value::nil(), tilde);
    if (b.is_undef()) return b;
    base = str(b);
  } else {
    const platform::Platform* p = cx.iso->platform;
    if (!p->current_dir || !p->current_dir(p->user, base))
      return raise(cx, cx.world->c.NotImplementedError, "the current directory is unknown");
  }
  return new_string(cx, normalize_absolute(base + "/" + path));
}

namespace {

NATIVE(file_expand_path) {
  return resolve_path(cx, argv[0], argc > 1 ? argv[1] : Value::nil(), true);
}

NATIVE(file_absolute_path) {
  return resolve_path(cx, argv[0], argc > 1 ? argv[1] : Value::nil(), false);
}

// fnmatch(pattern, path, flags = 0) / fnmatch?
NATIVE(file_fnmatch) {
  Value pattern = implicit_string(cx, argv[0]);
  if (pattern.is_undef()) return pattern;
  std::string path;
  if (!path_arg(cx, argv[1], path)) return Value::undef();
  int64_t flags = 0;
  if (argc > 2 && !to_int64(cx, argv[2], flags)) return Value::undef();
  if (str(pattern).find('\0') != std::string::npos) return raise(cx, cx.world->c.ArgumentError, "string contains null byte");
  return Value::boolean(path_match::matches(str(pattern), path, int(flags)));
}

} // namespace

void init_file_path(World& w, Class* f) {
  const_set(w, f, w.intern("SEPARATOR"), w.static_string("/"));
  const_set(w, f, w.intern("Separator"), w.static_string("/"));
  const_set(w, f, w.intern("ALT_SEPARATOR"), Value::nil());
  const_set(w, f, w.intern("PATH_SEPARATOR"), w.static_string(":"));
  define_singleton_method(w, f, "basename", file_basename, 1, 2);
  define_singleton_method(w, f, "dirname", file_dirname, 1, 2);
  define_singleton_method(w, f, "extname", file_extname, 1, 1);
  define_singleton_method(w, f, "split", file_split, 1, 1);
  define_singleton_method(w, f, "join", file_join, 0, -1);
  define_singleton_method(w, f, "absolute_path?", file_absolute_path_p, 1, 1);
  define_singleton_method(w, f, "expand_path", file_expand_path, 1, 2);
  define_singleton_method(w, f, "absolute_path", file_absolute_path, 1, 2);
  define_singleton_method(w, f, "fnmatch", file_fnmatch, 2, 3);
  define_singleton_method(w, f, "fnmatch?", file_fnmatch, 2, 3);
  Class* constants = f->find_constant(w.intern("Constants"))->as<Class>(); // init_file_stream's
  namespace pm = path_match;
  for (auto [name, value] : {std::pair{"FNM_NOESCAPE", pm::kNoEscape}, {"FNM_PATHNAME", pm::kPathname},
                             {"FNM_DOTMATCH", pm::kDotMatch}, {"FNM_CASEFOLD", pm::kCaseFold},
                             {"FNM_EXTGLOB", pm::kExtGlob}, {"FNM_SYSCASE", 0}, {"FNM_SHORTNAME", 0}}) {
    const_set(w, f, w.intern(name), Value::fixnum(value));
    const_set(w, constants, w.intern(name), Value::fixnum(value));
  }
}

} // namespace garnet::core
