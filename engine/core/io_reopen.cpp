// io_reopen.cpp — IO#dup and #clone (IO#__copy_stream, under the prelude's
// initialize_copy: the copy is a stream on a copy of the descriptor) and IO#reopen (the stream takes over
// another stream's file, or a path's, on its own descriptor), the standard
// streams included: `$stdout.reopen(file)` sends what the program writes
// next to the file, as in Ruby.
#include "core/core.h"
#include "core/file_stream.h"

namespace garnet::core {

using namespace vm;

namespace {

// A stream as reopen and dup see it: a File-like stream or a standard one.
struct Endpoint {
  FileStream* file = nullptr; // a File, pipe or socket
  int standard_fd = -1;       // STDIN, STDOUT, STDERR, or a dup of one before __copy_stream
  bool found() const { return file || standard_fd >= 0; }
  int fd() const { return file ? file->fd : standard_fd; }
};

Endpoint endpoint_of(Value io) { return Endpoint{file_stream_of(io), stream_fd(io)}; }

const platform::Platform* copying_platform(Context& cx) {
  const platform::Platform* p = cx.iso->platform;
  if (!p->fd_duplicate) raise(cx, cx.world->c.NotImplementedError, "descriptors can't be copied on this platform");
  return p->fd_duplicate ? p : nullptr;
}

// Raises IOError when the stream is closed.
bool open_or_raise(Context& cx, Value io, const Endpoint& e) {
  if (e.file && e.file->closed) return !closed_stream(cx, *e.file).is_undef();
  if (!e.file && standard_stream_closed(cx, io)) return !closed_stream(cx).is_undef();
  return true;
}

// Before the descriptor is copied: what the isolate holds for the standard
// streams is written, and what a stream read ahead goes back to the
// descriptor where it can seek (a pipe's stays with the stream).
void settle(Context& cx, const Endpoint& e) {
  if (!e.file) {
    cx.iso->flush_out();
    return;
  }
  FileStream& f = *e.file;
  if (f.buffer.empty() || !f.platform->fd_seek) return;
  if (f.platform->fd_seek(f.platform->user, f.fd, -int64_t(f.buffer.size()), 1) >= 0) {
    f.buffer.clear();
    f.at_end = false;
  }
}

// What a stream on `from`'s file is: its directions, name and modes.
void take_description(FileStream& to, const Endpoint& from) {
  if (from.file) {
    const FileStream& f = *from.file;
    to.readable = f.readable;
    to.writable = f.writable;
    to.binmode = f.binmode;
    to.sync = f.sync;
    to.path = f.path;
    to.lineno = f.lineno;
    to.external = f.external;
    to.internal = f.internal;
    to.open_flags = f.open_flags;
    return;
  }
  static const char* const names[] = {"<STDIN>", "<STDOUT>", "<STDERR>"};
  to.readable = from.standard_fd == 0;
  to.writable = from.standard_fd != 0;
  to.sync = from.standard_fd == 2;
  to.path = names[from.standard_fd];
  to.open_flags = from.standard_fd == 0 ? platform::OpenFlags::kRead : platform::OpenFlags::kWrite;
}

// The stream now reads and writes descriptor fd, from its start.
void open_on(FileStream& f, const platform::Platform* p, int fd) {
  f.platform = p;
  f.fd = fd;
  f.closed = false;
  f.buffer.clear();
  f.at_end = false;
}

// IO#__copy_stream(orig), which IO#initialize_copy (prelude) calls: self,
// a copy made by dup or clone, becomes a stream on a new descriptor for
// orig's file.
NATIVE(io_copy_stream) {
  Value orig = argv[0];
  if (self == orig) return self;
  Endpoint from = endpoint_of(orig);
  Endpoint to = endpoint_of(self);
  if (!from.found() || !to.found()) return raise(cx, cx.world->c.TypeError, "initialize_copy should take same class object");
  if (!open_or_raise(cx, orig, from)) return Value::undef();
  const platform::Platform* p = copying_platform(cx);
  if (!p) return Value::undef();
  settle(cx, from);
  int fd = p->fd_duplicate(p->user, from.fd(), -1);
  if (fd < 0) return raise_errno(cx, -fd, "rb_io_init_copy", from.file ? from.file->path : "");
  FileStream* f = to.file;
  if (!f) { // a standard stream's copy
    f = new FileStream();
    adopt_file_stream(self, f);
  }
  take_description(*f, from);
  open_on(*f, p, fd);
  f->autoclose = true;
  return self;
}

// reopen(other): self's descriptor becomes a copy of other's.
Value reopen_from_stream(Context& cx, Value self, Endpoint& to, Value other) {
  Endpoint from = endpoint_of(other);
  if (!open_or_raise(cx, other, from)) return Value::undef();
  bool take_new = to.file && to.file->closed; // a closed stream takes a new descriptor
  if (!take_new && from.fd() == to.fd()) return self;
  const platform::Platform* p = copying_platform(cx);
  if (!p) return Value::undef();
  settle(cx, from);
  settle(cx, to);
  int fd = p->fd_duplicate(p->user, from.fd(), take_new ? -1 : to.fd());
  if (fd < 0) return raise_errno(cx, -fd, "rb_io_reopen", from.file ? from.file->path : "");
  if (FileStream* f = to.file) {
    take_description(*f, from);
    open_on(*f, p, fd);
  }
  return self;
}

// The mode a reopen without one opens the path with: the stream's own (a
// closed stream has none: it then neither reads nor writes, as in Ruby).
int own_open_flags(const Endpoint& e) {
  if (!e.file) return e.standard_fd == 0 ? platform::OpenFlags::kRead : platform::OpenFlags::kWrite;
  if (e.file->closed) return 0;
  if (e.file->open_flags) return e.file->open_flags;
  int flags = 0;
  if (e.file->readable) flags |= platform::OpenFlags::kRead;
  if (e.file->writable) flags |= platform::OpenFlags::kWrite;
  return flags ? flags : platform::OpenFlags::kRead;
}

// reopen(path, mode = the stream's, **options): self's descriptor becomes
// one opened on path.
Value reopen_from_path(Context& cx, Value self, Endpoint& to, int argc, Value* argv) {
  Value options = argc > 1 && kwargs_given(cx) ? argv[--argc] : Value::nil();
  if (argc > 2) return raise_arity(cx, argc, 1, 2);
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  Value mode_arg = argc > 1 ? argv[1] : Value::nil();
  bool mode_given = !mode_arg.is_nil() || (is_hash(options) && !hash_get(cx, options, symbol_value(cx, "mode")).is_nil());
  OpenMode mode;
  if (!open_mode(cx, mode_arg, options, mode)) return Value::undef();
  if (!mode_given) mode.flags = own_open_flags(to);
  const platform::Platform* p = copying_platform(cx);
  if (!p) return Value::undef();
  if (!p->file_open) return raise(cx, cx.world->c.NotImplementedError, "files can't be opened on this platform");
  settle(cx, to);
  int opened = p->file_open(p->user, path, mode.flags, 0666);
  if (opened < 0) return raise_errno(cx, -opened, "rb_sysopen", path);
  int fd = opened;
  if (!to.file || !to.file->closed) {
    fd = p->fd_duplicate(p->user, opened, to.fd());
    p->fd_close(p->user, opened);
    if (fd < 0) return raise_errno(cx, -fd, "rb_io_reopen", path);
  }
  if (FileStream* f = to.file) {
    open_on(*f, p, fd);
    f->readable = mode.flags & platform::OpenFlags::kRead;
    f->writable = mode.flags & platform::OpenFlags::kWrite;
    f->binmode = mode.binmode;
    f->open_flags = mode.flags;
    f->path = path;
  }
  return self;
}

// IO#reopen(other_io) or IO#reopen(path, mode = nil, **options).
NATIVE(io_reopen) {
  if (argc < 1) return raise_arity(cx, argc, 1, 2);
  Endpoint to = endpoint_of(self);
  if (!to.found()) return raise(cx, cx.world->c.NotImplementedError, "reopen is not supported for this stream");
  if (to.file && !to.file->initialized()) return closed_stream(cx, *to.file);
  if (!to.file && standard_stream_closed(cx, self)) return closed_stream(cx);
  if (argc == 1) {
    Value other = argv[0];
    if (!endpoint_of(other).found() && respond_to(cx, other, intern(cx, "to_io"))) {
      other = call(cx, other, intern(cx, "to_io"));
      if (other.is_undef()) return other;
      if (!endpoint_of(other).found()) return raise_wrong_type(cx, other, "IO");
    }
    if (endpoint_of(other).found()) return reopen_from_stream(cx, self, to, other);
  }
  return reopen_from_path(cx, self, to, argc, argv);
}

} // namespace

void init_io_reopen(World& w) {
  define_method(w, w.c.IO, "__copy_stream", io_copy_stream, 1, 1, Visibility::Private);
  define_method(w, w.c.IO, "reopen", io_reopen, 1, -1);
}

} // namespace garnet::core
