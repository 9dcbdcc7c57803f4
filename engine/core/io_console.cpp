// io_console.cpp — the primitives under Garnet's io/console (lib/io/console.rb):
// a terminal's size and settings through the platform's terminal hooks.
// Each takes a descriptor and answers its result, or the errno value as an
// Integer, which the library raises with the IO's path as CRuby does.
// Without the hooks (WebAssembly) every descriptor answers ENOTTY.
#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

const platform::Platform& platform_of(Context& cx) { return *cx.iso->platform; }

bool fd_arg(Context& cx, Value v, int& fd) {
  int64_t n;
  if (!to_int64(cx, v, n)) return false;
  fd = int(n);
  return true;
}

// [rows, columns] of a terminal, or errno.
Value size_or_errno(Context& cx, int fd, int rows, int columns, bool set) {
  const platform::Platform& p = platform_of(cx);
  if (!p.terminal_size) return Value::fixnum(ENOTTY);
  int err = p.terminal_size(p.user, fd, rows, columns, set);
  if (err) return Value::fixnum(err);
  return new_array(cx, {Value::fixnum(rows), Value::fixnum(columns)});
}

// IO.__terminal_size(fd)
NATIVE(terminal_size) {
  int fd;
  if (!fd_arg(cx, argv[0], fd)) return Value::undef();
  return size_or_errno(cx, fd, 0, 0, false);
}

// IO.__terminal_resize(fd, rows, columns)
NATIVE(terminal_resize) {
  int fd;
  int64_t rows, columns;
  if (!fd_arg(cx, argv[0], fd) || !to_int64(cx, argv[1], rows) || !to_int64(cx, argv[2], columns))
    return Value::undef();
  return size_or_errno(cx, fd, int(rows), int(columns), true);
}

// IO.__terminal_save(fd): the settings as a binary String.
NATIVE(terminal_save) {
  int fd;
  if (!fd_arg(cx, argv[0], fd)) return Value::undef();
  const platform::Platform& p = platform_of(cx);
  std::string settings;
  int err = p.terminal_save ? p.terminal_save(p.user, fd, settings) : ENOTTY;
  return err ? Value::fixnum(err) : new_binary_string(cx, settings);
}

// IO.__terminal_restore(fd, settings): nil.
NATIVE(terminal_restore) {
  int fd;
  if (!fd_arg(cx, argv[0], fd)) return Value::undef();
  if (!is_string(argv[1])) return raise_conversion(cx, argv[1], "String");
  const platform::Platform& p = platform_of(cx);
  int err = p.terminal_restore ? p.terminal_restore(p.user, fd, str(argv[1])) : ENOTTY;
  return err ? Value::fixnum(err) : Value::nil();
}

// The TerminalChange bits a list of Symbols names (:raw, :keep_signals,
// :cooked, :echo_off, :echo_on, :flush_input, :flush_output); false after
// raising ArgumentError for another.
bool change_bits(Context& cx, Value list, unsigned& bits) {
  static const std::pair<const char*, unsigned> kNames[] = {
      {"raw", platform::kTerminalRaw},           {"keep_signals", platform::kTerminalKeepSignals},
      {"cooked", platform::kTerminalCooked},     {"echo_off", platform::kTerminalEchoOff},
      {"echo_on", platform::kTerminalEchoOn},    {"flush_input", platform::kTerminalFlushInput},
      {"flush_output", platform::kTerminalFlushOutput}};
  if (!is_array(list)) return !raise_conversion(cx, list, "Array").is_undef();
  bits = 0;
  for (Value v : as_array(list)->items) {
    const char* name = v.is_symbol() ? sym_name(cx, v.as_symbol()).c_str() : "";
    auto known = std::find_if(std::begin(kNames), std::end(kNames),
                              [&](const auto& entry) { return std::strcmp(entry.first, name) == 0; });
    if (known == std::end(kNames)) return !raisef(cx, cx.world->c.ArgumentError, "unknown terminal change").is_undef();
    bits |= known->second;
  }
  return true;
}

// IO.__terminal_change(fd, [changes], min, time): whether it echoes afterwards.
NATIVE(terminal_change) {
  int fd;
  unsigned changes;
  int64_t min_chars, timeout_ds;
  if (!fd_arg(cx, argv[0], fd) || !change_bits(cx, argv[1], changes) || !to_int64(cx, argv[2], min_chars) ||
      !to_int64(cx, argv[3], timeout_ds))
    return Value::undef();
  const platform::Platform& p = platform_of(cx);
  if (!p.terminal_change) return Value::fixnum(ENOTTY);
  int r = p.terminal_change(p.user, fd, changes, int(min_chars), int(timeout_ds));
  return r < 0 ? Value::fixnum(-r) : Value::boolean(r == 1);
}

} // namespace

void init_io_console(World& w) {
  Class* io = w.c.IO;
  define_singleton_method(w, io, "__terminal_size", terminal_size, 1, 1);
  define_singleton_method(w, io, "__terminal_resize", terminal_resize, 3, 3);
  define_singleton_method(w, io, "__terminal_save", terminal_save, 1, 1);
  define_singleton_method(w, io, "__terminal_restore", terminal_restore, 2, 2);
  define_singleton_method(w, io, "__terminal_change", terminal_change, 4, 4);
}

} // namespace garnet::core
