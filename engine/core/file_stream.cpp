// file_stream.cpp — File.new (modes and permissions), IO.for_fd, reading
// through a read-ahead buffer, writing, closing, and File's constants.
#include "core/file_stream.h"

#include <algorithm>
#include <cerrno>

#include "core/core.h"
#include "sched/threads.h"

namespace garnet::core {

using namespace vm;

namespace {

const DataType kFileType = {
    "File",
    nullptr,
    [](void* p) {
      FileStream* f = static_cast<FileStream*>(p);
      if (!f->closed && f->autoclose && f->platform && f->platform->fd_close)
        f->platform->fd_close(f->platform->user, f->fd);
      delete f;
    },
};

namespace Open = platform::OpenFlags;

// Linux's O_* values, as Ruby exposes them in File::Constants.
constexpr int kRdonly = 0, kWronly = 1, kRdwr = 2, kCreat = 0100, kExcl = 0200, kTrunc = 01000, kAppend = 02000;

// "r", "w+", "ab", "wx", "r:UTF-8"... → OpenFlags; -1 when invalid.
int parse_mode(const std::string& mode) {
  std::string access = mode.substr(0, mode.find(':'));
  if (access.empty()) return -1;
  int flags;
  switch (access[0]) {
    case 'r': flags = Open::kRead; break;
    case 'w': flags = Open::kWrite | Open::kCreate | Open::kTruncate; break;
    case 'a': flags = Open::kWrite | Open::kAppend | Open::kCreate; break;
    default: return -1;
  }
  for (size_t i = 1; i < access.size(); i++) {
    char c = access[i];
    if (c == '+') flags |= Open::kRead | Open::kWrite;
    else if (c == 'x' && access[0] == 'w') flags |= Open::kExclusive;
    else if (c != 'b' && c != 't') return -1;
  }
  return flags;
}

int flags_from_bits(int64_t bits) {
  int access = int(bits & 3);
  int flags = access == kRdwr ? Open::kRead | Open::kWrite : access == kWronly ? Open::kWrite : Open::kRead;
  if (bits & kCreat) flags |= Open::kCreate;
  if (bits & kExcl) flags |= Open::kExclusive;
  if (bits & kTrunc) flags |= Open::kTruncate;
  if (bits & kAppend) flags |= Open::kAppend;
  return flags;
}

Value closed_stream(Context& cx) { return raise(cx, cx.world->c.IOError, "closed stream"); }

bool check_readable(Context& cx, FileStream& f) {
  if (f.closed) return !closed_stream(cx).is_undef();
  if (!f.readable) return !raise(cx, cx.world->c.IOError, "not opened for reading").is_undef();
  return true;
}

constexpr int64_t kShortRead = 4096;

// Reads another chunk into the buffer; false at the end, when a pipe has
// nothing yet (would_block), or on an error (raised). A pipe or socket whose
// last read was short (a message, not a stream: under kShortRead) is not
// read again at once: its reader waits for it to be readable first (a
// server's next request comes after its answer), so that a read finding
// nothing does not cost a system call.
bool fill(Context& cx, FileStream& f, bool& raised) {
  raised = false;
  f.would_block = false;
  if (f.at_end) return false;
  if (f.drained) {
    f.drained = false;
    f.would_block = true;
    return false;
  }
  char chunk[64 * 1024];
  int64_t n = f.platform->fd_read(f.platform->user, f.fd, chunk, sizeof chunk);
  if (n == -EAGAIN || n == -EWOULDBLOCK) {
    f.would_block = f.may_block = true;
    return false;
  }
  if (n < 0) {
    raise_errno(cx, int(-n), "io_fread", f.path);
    raised = true;
    return false;
  }
  if (n == 0) {
    f.at_end = true;
    return false;
  }
  f.buffer.append(chunk, size_t(n));
  f.drained = f.may_block && n < kShortRead;
  return true;
}

// Gives back what was read ahead but not consumed, so that the descriptor's
// position is the stream's (before a write, a seek or a position query).
bool drop_read_ahead(Context& cx, FileStream& f) {
  if (f.buffer.empty()) return true;
  int64_t at = f.platform->fd_seek ? f.platform->fd_seek(f.platform->user, f.fd, -int64_t(f.buffer.size()), 1) : 0;
  if (at < 0) return !raise_errno(cx, int(-at), "rb_io_seek", f.path).is_undef();
  f.buffer.clear();
  f.at_end = false;
  return true;
}

// Moves the descriptor (after giving back the read-ahead); the new position.
Value file_seek_to(Context& cx, FileStream& f, int64_t offset, int whence) {
  if (f.closed) return closed_stream(cx);
  if (!drop_read_ahead(cx, f)) return Value::undef();
  int64_t at = f.platform->fd_seek(f.platform->user, f.fd, offset, whence);
  if (at < 0) return raise_errno(cx, int(-at), "rb_io_seek", f.path);
  f.at_end = false;
  return Value::fixnum(at);
}

// File.new(path, mode = "r", perm = 0666, mode: nil)
Value file_initialize(Context& cx, Value self, int argc, Value* argv, Value) {
  World& w = *cx.world;
  Value options = argc > 1 && kwargs_given(cx) ? argv[--argc] : Value::nil();
  if (argc < 1 || argc > 3) return raisef(cx, w.c.ArgumentError, "wrong number of arguments (given %d, expected 1..3)", argc);
  Value path = implicit_string(cx, argv[0]);
  if (path.is_undef()) return path;
  Value mode = argc > 1 ? argv[1] : Value::nil();
  if (mode.is_nil() && is_hash(options)) mode = hash_get(cx, options, symbol_value(cx, "mode"));
  int flags = Open::kRead;
  if (mode.is_fixnum()) {
    flags = flags_from_bits(mode.as_fixnum());
  } else if (!mode.is_nil()) {
    Value text = implicit_string(cx, mode);
    if (text.is_undef()) return text;
    flags = parse_mode(str(text));
    if (flags < 0) return raisef(cx, w.c.ArgumentError, "invalid access mode %s", str(text).c_str());
  }
  int64_t perm = 0666;
  if (argc > 2 && !argv[2].is_nil() && !to_int64(cx, argv[2], perm)) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  if (!p->file_open) return raise(cx, w.c.NotImplementedError, "files can't be opened on this platform");
  int fd = p->file_open(p->user, str(path), flags, int(perm));
  if (fd < 0) return raise_errno(cx, -fd, "rb_sysopen", str(path));
  FileStream* f = file_stream_of(self);
  f->platform = p;
  f->fd = fd;
  f->readable = flags & Open::kRead;
  f->writable = flags & Open::kWrite;
  f->path = str(path);
  return Value::nil();
}

// IO#close: a File or a pipe's end (the standard streams stay open).
Value io_close(Context& cx, Value self, int, Value*, Value) {
  FileStream* f = file_stream_of(self);
  if (!f || f->closed) return Value::nil();
  f->closed = true;
  int err = f->platform->fd_close(f->platform->user, f->fd);
  if (err) return raise_errno(cx, err, "rb_io_close", f->path);
  return Value::nil();
}

// File.delete(*paths) / File.unlink: the number of files removed.
Value file_s_delete(Context& cx, Value, int argc, Value* argv, Value) {
  const platform::Platform* p = cx.iso->platform;
  for (int i = 0; i < argc; i++) {
    Value path = implicit_string(cx, argv[i]);
    if (path.is_undef()) return path;
    if (!p->remove_file) return raise(cx, cx.world->c.NotImplementedError, "files can't be removed on this platform");
    if (int err = p->remove_file(p->user, str(path))) return raise_errno(cx, err, "apply2files", str(path));
  }
  return Value::fixnum(argc);
}

Value io_closed_p(Context&, Value self, int, Value*, Value) {
  FileStream* f = file_stream_of(self);
  return Value::boolean(f && f->closed);
}

// IO.__pipe: [reader, writer] (IO.pipe, with its block form, is prelude).
Value io_s_pipe(Context& cx, Value self, int, Value*, Value) {
  const platform::Platform* p = cx.iso->platform;
  if (!p->make_pipe) return raise(cx, cx.world->c.NotImplementedError, "pipes are not available on this platform");
  int fds[2];
  if (int err = p->make_pipe(p->user, fds)) return raise_errno(cx, err, "rb_pipe", "");
  Value ends[2];
  for (int i = 0; i < 2; i++)
    ends[i] = new_stream(cx, self.as<Class>(), fds[i], i == 0, i == 1, "fd " + std::to_string(fds[i]));
  return new_array(cx, ends, 2);
}

// IO#__wait_readable / __wait_writable (timeout = nil): parks the thread
// until the descriptor is ready (true) or the time is up (nil). A read that
// found no more than part of a line waits too (more_data: __wait_for_data),
// where wait_readable answers at once with data buffered.
Dispatch io_wait(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result, bool write,
                 bool more_data = false) {
  FileStream* f = file_stream_of(self);
  result = Value::true_value();
  if (!f) return Dispatch::Done; // the standard streams: reads and writes wait by themselves
  if (f->closed) {
    closed_stream(cx);
    return Dispatch::Raised;
  }
  if (!write) f->drained = false; // after the wait, the next read reads
  if (!write && ((!more_data && !f->buffer.empty()) || f->at_end || !f->readable)) return Dispatch::Done;
  uint64_t deadline = 0;
  if (args.argc > 0 && !args.argv[0].is_nil() && !sched::deadline_after(cx, args.argv[0], deadline))
    return Dispatch::Raised;
  platform::PollItem item;
  item.fd = f->fd;
  item.want_write = write;
  return sched::wait_fds(cx, {item}, deadline, ret_reg, result);
}

Dispatch io_wait_readable(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  return io_wait(cx, self, args, ret_reg, result, false);
}

Dispatch io_wait_writable(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  return io_wait(cx, self, args, ret_reg, result, true);
}

Dispatch io_wait_for_data(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result) {
  return io_wait(cx, self, args, ret_reg, result, false, true);
}
Value file_path(Context& cx, Value self, int, Value*, Value) { return new_string(cx, file_stream_of(self)->path); }
Value file_lineno(Context&, Value self, int, Value*, Value) { return Value::fixnum(file_stream_of(self)->lineno); }

// seek(offset, whence = IO::SEEK_SET) / rewind / pos
Value file_seek(Context& cx, Value self, int argc, Value* argv, Value) {
  int64_t offset, whence = 0;
  if (!to_int64(cx, argv[0], offset) || (argc > 1 && !to_int64(cx, argv[1], whence))) return Value::undef();
  Value at = file_seek_to(cx, *file_stream_of(self), offset, int(whence));
  return at.is_undef() ? at : Value::fixnum(0);
}

Value file_rewind(Context& cx, Value self, int, Value*, Value) {
  FileStream* f = file_stream_of(self);
  Value at = file_seek_to(cx, *f, 0, 0);
  if (at.is_undef()) return at;
  f->lineno = 0;
  return Value::fixnum(0);
}

Value file_pos(Context& cx, Value self, int, Value*, Value) { return file_seek_to(cx, *file_stream_of(self), 0, 1); }

} // namespace

Value new_stream(Context& cx, Class* klass, int fd, bool readable, bool writable, std::string name) {
  FileStream* f = new FileStream();
  f->platform = cx.iso->platform;
  f->fd = fd;
  f->readable = readable;
  f->writable = writable;
  f->path = std::move(name);
  return new_data(cx, klass, &kFileType, f);
}

namespace {

// IO.for_fd(fd, mode = "r", autoclose: true) (and for_fd on IO's
// subclasses: TCPServer.for_fd gives a TCPServer). Sockets read and write
// whatever the mode says.
Value io_s_for_fd(Context& cx, Value self, int argc, Value* argv, Value) {
  bool autoclose = true;
  if (kwargs_given(cx) && argc > 0) {
    Value v = hash_get(cx, argv[--argc], Value::symbol(intern(cx, "autoclose")));
    if (v.is_undef()) return v;
    autoclose = v.is_nil() || v.truthy();
  }
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  int64_t fd;
  if (!to_int64(cx, argv[0], fd)) return Value::undef();
  if (fd < 0) return raise_errno(cx, EBADF, "", "");
  std::string mode = "r";
  if (argc == 2) {
    Value m = implicit_string(cx, argv[1]);
    if (m.is_undef()) return m;
    mode = str(m);
  }
  Value* basic_socket = cx.world->c.Object->find_constant(intern(cx, "BasicSocket"));
  const std::vector<Class*>& ancestors = self.as<Class>()->ancestors;
  bool socket = basic_socket && std::find(ancestors.begin(), ancestors.end(), basic_socket->as<Class>()) != ancestors.end();
  bool readable = socket || mode.find('r') != std::string::npos || mode.find('+') != std::string::npos;
  bool writable = socket || mode.find_first_of("wa+") != std::string::npos;
  Value io = new_stream(cx, self.as<Class>(), int(fd), readable, writable, "fd " + std::to_string(fd));
  file_stream_of(io)->autoclose = autoclose;
  return io;
}

} // namespace

Value file_readpartial(Context& cx, FileStream& f, Value length) {
  if (!check_readable(cx, f)) return Value::undef();
  int64_t n;
  if (!to_int64(cx, length, n)) return Value::undef();
  if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative length %lld given", (long long)n);
  bool raised = false;
  if (f.buffer.empty()) fill(cx, f, raised);
  if (raised) return Value::undef();
  if (f.would_block) return symbol_value(cx, kWaitReadable);
  if (f.buffer.empty() && n > 0) return raise(cx, cx.world->c.EOFError, "end of file reached");
  std::string part = f.buffer.substr(0, size_t(n));
  f.buffer.erase(0, part.size());
  return new_string(cx, std::move(part));
}

FileStream* file_stream_of(Value v) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &kFileType) return nullptr;
  return static_cast<FileStream*>(v.as<Data>()->ptr);
}

Value file_gets(Context& cx, FileStream& f, const std::string& sep, bool chomp) {
  if (!check_readable(cx, f)) return Value::undef();
  bool raised = false;
  size_t end = std::string::npos;
  while (true) {
    if (!sep.empty() && (end = f.buffer.find(sep)) != std::string::npos) break;
    if (!fill(cx, f, raised)) break;
  }
  if (raised) return Value::undef();
  if (f.would_block) return symbol_value(cx, kWaitReadable);
  if (f.buffer.empty()) return Value::nil();
  size_t take = end == std::string::npos ? f.buffer.size() : end + sep.size();
  std::string line = f.buffer.substr(0, take);
  f.buffer.erase(0, take);
  if (chomp && end != std::string::npos) line.resize(line.size() - sep.size());
  f.lineno++;
  return new_string(cx, std::move(line));
}

Value file_read(Context& cx, FileStream& f, Value length) {
  if (!check_readable(cx, f)) return Value::undef();
  bool raised = false;
  if (length.is_nil()) {
    while (fill(cx, f, raised)) {
    }
    if (raised) return Value::undef();
    if (f.would_block) return symbol_value(cx, kWaitReadable);
    std::string all;
    all.swap(f.buffer);
    return new_string(cx, std::move(all));
  }
  int64_t n;
  if (!to_int64(cx, length, n)) return Value::undef();
  if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative length %lld given", (long long)n);
  while (f.buffer.size() < size_t(n) && fill(cx, f, raised)) {
  }
  if (raised) return Value::undef();
  if (f.would_block) return symbol_value(cx, kWaitReadable);
  if (f.buffer.empty() && n > 0) return Value::nil();
  std::string part = f.buffer.substr(0, size_t(n));
  f.buffer.erase(0, part.size());
  return new_string(cx, std::move(part));
}

Value file_eof_p(Context& cx, FileStream& f) {
  if (!check_readable(cx, f)) return Value::undef();
  bool raised = false;
  if (f.buffer.empty()) fill(cx, f, raised);
  if (raised) return Value::undef();
  if (f.would_block) return symbol_value(cx, kWaitReadable);
  return Value::boolean(f.buffer.empty());
}

bool file_write(Context& cx, FileStream& f, const std::string& text) {
  if (f.closed) return !closed_stream(cx).is_undef();
  if (!f.writable) return !raise(cx, cx.world->c.IOError, "not opened for writing").is_undef();
  if (!drop_read_ahead(cx, f)) return false;
  int64_t n = f.platform->fd_write(f.platform->user, f.fd, text.data(), text.size());
  if (n < 0) return !raise_errno(cx, int(-n), "io_write", f.path).is_undef();
  return true;
}

Value file_inspect(Context& cx, Value self, FileStream& f) {
  return new_string(cx, "#<" + class_path(cx, class_of(cx, self)) + ":" + f.path + (f.closed ? " (closed)>" : ">"));
}

void init_file_stream(World& w, Class* f) {
  f->allocator = [](Context& cx, Class* k) {
    return new_data(cx, k, &kFileType, new FileStream());
  };
  define_method(w, f, "initialize", file_initialize, 0, -1, Visibility::Private);
  define_method(w, w.c.IO, "close", io_close, 0, 0);
  define_method(w, w.c.IO, "closed?", io_closed_p, 0, 0);
  define_singleton_method(w, w.c.IO, "__pipe", io_s_pipe, 0, 0);
  define_singleton_method(w, w.c.IO, "for_fd", io_s_for_fd, 0, -1);
  define_switching(w, w.c.IO, "__wait_readable", io_wait_readable, 0, 1);
  define_switching(w, w.c.IO, "__wait_writable", io_wait_writable, 0, 1);
  define_switching(w, w.c.IO, "__wait_for_data", io_wait_for_data, 0, 1);
  define_singleton_method(w, f, "delete", file_s_delete, 0, -1);
  define_singleton_method(w, f, "unlink", file_s_delete, 0, -1);
  define_method(w, f, "path", file_path, 0, 0);
  define_method(w, f, "to_path", file_path, 0, 0);
  define_method(w, f, "lineno", file_lineno, 0, 0);
  define_method(w, f, "seek", file_seek, 1, 2);
  define_method(w, f, "rewind", file_rewind, 0, 0);
  define_method(w, f, "pos", file_pos, 0, 0);
  define_method(w, f, "tell", file_pos, 0, 0);
  for (auto [name, value] : {std::pair{"SEEK_SET", 0}, {"SEEK_CUR", 1}, {"SEEK_END", 2}})
    const_set(w, w.c.IO, w.intern(name), Value::fixnum(value));
  Class* constants = define_module(w, "Constants", f);
  for (auto [name, value] : {std::pair{"RDONLY", kRdonly}, {"WRONLY", kWronly}, {"RDWR", kRdwr}, {"CREAT", kCreat},
                             {"EXCL", kExcl}, {"TRUNC", kTrunc}, {"APPEND", kAppend}}) {
    const_set(w, constants, w.intern(name), Value::fixnum(value));
    const_set(w, f, w.intern(name), Value::fixnum(value));
  }
}

} // namespace garnet::core
