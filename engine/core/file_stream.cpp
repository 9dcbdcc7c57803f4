// file_stream.cpp — File.new (modes, flags, permissions, options), IO.new
// and IO.for_fd, reading through a read-ahead buffer (lines, characters,
// bytes), writing, positions, unbuffered and positioned reads and writes,
// truncate/flock/chmod/fsync on the descriptor, closing, and
// File::Constants.
#include "core/file_stream.h"

#include <algorithm>
#include <cerrno>

#include "core/core.h"
#include "core/utf8.h"
#include "platform/file_system.h"
#include "sched/green_threads.h"

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
    // dup and clone: a closed stream, which IO#initialize_copy opens on a
    // copy of the original's descriptor (core/io_reopen.cpp, prelude/98_io.rb).
    [](const void*) -> void* {
      auto* copy = new FileStream();
      copy->closed = true;
      return copy;
    },
};

namespace Open = platform::OpenFlags;

// Linux's O_* values, as Ruby exposes them in File::Constants.
constexpr int kRdonly = 0, kWronly = 1, kRdwr = 2, kCreat = 0100, kExcl = 0200, kNoctty = 0400, kTrunc = 01000,
              kAppend = 02000, kNonblock = 04000, kSync = 04010000;

bool binary_encoding(std::string name) {
  for (char& c : name) c = char(toupper((unsigned char)c));
  return name == "BINARY" || name == "ASCII-8BIT";
}

// "r", "w+", "ab", "wx", "r:UTF-8", "rb:BINARY"...; false when invalid.
bool parse_mode(const std::string& mode, OpenMode& out) {
  size_t colon = mode.find(':');
  std::string access = mode.substr(0, colon);
  if (access.empty()) return false;
  switch (access[0]) {
    case 'r': out.flags = Open::kRead; break;
    case 'w': out.flags = Open::kWrite | Open::kCreate | Open::kTruncate; break;
    case 'a': out.flags = Open::kWrite | Open::kAppend | Open::kCreate; break;
    default: return false;
  }
  for (size_t i = 1; i < access.size(); i++) {
    char c = access[i];
    if (c == '+') out.flags |= Open::kRead | Open::kWrite;
    else if (c == 'x' && access[0] == 'w') out.flags |= Open::kExclusive;
    else if (c == 'b' && !out.textmode) out.binmode = true;
    else if (c == 't' && !out.binmode) out.textmode = true;
    else return false;
  }
  if (colon != std::string::npos) {
    std::string external = mode.substr(colon + 1);
    external = external.substr(0, external.find(':'));
    if (external.size() > 4 && (external.compare(0, 4, "bom|") == 0 || external.compare(0, 4, "BOM|") == 0))
      external.erase(0, 4);
    if (binary_encoding(external)) out.binmode = true;
  }
  return true;
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

} // namespace

bool open_mode(Context& cx, Value mode, Value options, OpenMode& out) {
  World& w = *cx.world;
  Value flags = Value::nil();
  if (is_hash(options)) {
    Value m = hash_get(cx, options, symbol_value(cx, "mode"));
    if (!m.is_nil()) {
      if (!mode.is_nil()) return !raise(cx, w.c.ArgumentError, "mode specified twice").is_undef();
      mode = m;
    }
    flags = hash_get(cx, options, symbol_value(cx, "flags"));
  }
  if (mode.is_fixnum() || is_integer(mode)) {
    int64_t bits;
    if (!to_int64(cx, mode, bits)) return false;
    out.flags = flags_from_bits(bits);
  } else if (!mode.is_nil()) {
    Value text = implicit_string(cx, mode);
    if (text.is_undef()) return false;
    if (!parse_mode(str(text), out)) return !raisef(cx, w.c.ArgumentError, "invalid access mode %s", str(text).c_str()).is_undef();
  }
  if (!flags.is_nil()) {
    int64_t bits;
    if (!to_int64(cx, flags, bits)) return false;
    out.flags |= flags_from_bits(bits) & ~Open::kRead;
    if ((bits & 3) == kWronly && (mode.is_nil())) out.flags &= ~Open::kRead;
  }
  if (!is_hash(options)) return true;
  Value bin = hash_get(cx, options, symbol_value(cx, "binmode"));
  Value text = hash_get(cx, options, symbol_value(cx, "textmode"));
  if ((bin.truthy() && (text.truthy() || out.textmode)) || (text.truthy() && out.binmode))
    return !raise(cx, w.c.ArgumentError, "both textmode and binmode specified").is_undef();
  if (bin.truthy()) out.binmode = true;
  for (const char* key : {"encoding", "external_encoding"}) {
    Value enc = hash_get(cx, options, symbol_value(cx, key));
    if (enc.is_nil()) continue;
    Value name = is_string(enc) ? enc : call(cx, enc, intern(cx, "to_s"));
    if (name.is_undef()) return false;
    if (is_string(name) && binary_encoding(str(name).substr(0, str(name).find(':')))) out.binmode = true;
  }
  return true;
}

Value closed_stream(Context& cx) { return raise(cx, cx.world->c.IOError, "closed stream"); }

Value closed_stream(Context& cx, const FileStream& f) {
  return f.initialized() ? closed_stream(cx) : raise(cx, cx.world->c.IOError, "uninitialized stream");
}

namespace {

bool check_readable(Context& cx, FileStream& f) {
  if (f.closed) return !closed_stream(cx, f).is_undef();
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
  if (f.ended_by(n)) {
    f.at_end = true;
    return false;
  }
  if (n < 0) {
    raise_errno(cx, int(-n), "io_fread", f.path);
    raised = true;
    return false;
  }
  f.buffer.append(chunk, size_t(n));
  f.drained = f.may_block && n < kShortRead;
  return true;
}

// Gives back what was read ahead but not consumed, so that the descriptor's
// position is the stream's (before a write, a seek or a position query). A
// descriptor that cannot seek (a pipe or a socket) has no position to
// keep: what was read ahead stays for the next read, as in Ruby.
bool drop_read_ahead(Context& cx, FileStream& f) {
  if (f.buffer.empty() || f.duplex) return true;
  int64_t at = f.platform->fd_seek ? f.platform->fd_seek(f.platform->user, f.fd, -int64_t(f.buffer.size()), 1) : 0;
  if (at == -ESPIPE) {
    f.duplex = true;
    return true;
  }
  if (at < 0) return !raise_errno(cx, int(-at), "rb_io_seek", f.path).is_undef();
  f.buffer.clear();
  f.at_end = false;
  return true;
}

// Moves the descriptor (after giving back the read-ahead); the new position.
Value file_seek_to(Context& cx, FileStream& f, int64_t offset, int whence) {
  if (f.closed) return closed_stream(cx, f);
  if (!drop_read_ahead(cx, f)) return Value::undef();
  int64_t at = f.platform->fd_seek(f.platform->user, f.fd, offset, whence);
  if (at < 0) return raise_errno(cx, int(-at), "rb_io_seek", f.path);
  f.at_end = false;
  return Value::fixnum(at);
}

// A read's text: in the external encoding set_encoding chose, else
// ASCII-8BIT in binmode, else UTF-8.
Value text_of(Context& cx, const FileStream& f, std::string&& bytes) {
  if (f.external != FileStream::kNoEncoding) {
    Value s = new_string(cx, std::move(bytes));
    s.as<String>()->encoding = uint8_t(f.external);
    return s;
  }
  return f.binmode ? new_binary_string(cx, bytes) : new_string(cx, std::move(bytes));
}

// File.new(path, mode = "r", perm = 0666, mode:, flags:, perm:, binmode:, ...)
NATIVE(io_initialize);

// File.new(path_or_fd, mode = "r", perm = 0666, **options); on a descriptor,
// as IO.new, with `path:` naming it.
NATIVE(file_initialize) {
  World& w = *cx.world;
  if (argc > 0 && argv[0].is_fixnum()) {
    Value options = argc > 1 && kwargs_given(cx) ? argv[argc - 1] : Value::nil();
    if (io_initialize(cx, self, argc, argv, block).is_undef()) return Value::undef();
    Value path = is_hash(options) ? hash_get(cx, options, symbol_value(cx, "path")) : Value::nil();
    if (is_string(path)) file_stream_of(self)->path = str(path);
    return Value::nil();
  }
  Value options = argc > 1 && kwargs_given(cx) ? argv[--argc] : Value::nil();
  if (argc < 1 || argc > 3) return raise_arity(cx, argc, 1, 3);
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  OpenMode mode;
  Value perm_arg = argc > 2 ? argv[2] : Value::nil();
  if (!open_mode(cx, argc > 1 ? argv[1] : Value::nil(), options, mode)) return Value::undef();
  if (is_hash(options)) {
    Value perm = hash_get(cx, options, symbol_value(cx, "perm"));
    if (!perm.is_nil()) {
      if (!perm_arg.is_nil()) return raise(cx, w.c.ArgumentError, "perm specified twice");
      perm_arg = perm;
    }
  }
  int64_t perm = 0666;
  if (!perm_arg.is_nil() && !to_int64(cx, perm_arg, perm)) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  if (!p->file_open) return raise(cx, w.c.NotImplementedError, "files can't be opened on this platform");
  int fd = p->file_open(p->user, path, mode.flags, int(perm));
  if (fd < 0) return raise_errno(cx, -fd, "rb_sysopen", path);
  FileStream* f = file_stream_of(self);
  f->platform = p;
  f->closed = false;
  f->fd = fd;
  f->readable = mode.flags & Open::kRead;
  f->writable = mode.flags & Open::kWrite;
  f->binmode = mode.binmode;
  f->open_flags = mode.flags;
  f->path = path;
  return Value::nil();
}

// Which ends of a descriptor a mode string ("r", "w", "r+"...) names.
void fd_directions(const std::string& mode, bool& readable, bool& writable) {
  readable = mode.find('r') != std::string::npos || mode.find('+') != std::string::npos;
  writable = mode.find_first_of("wa+") != std::string::npos;
}

// IO.new(fd, mode = "r", autoclose: true, binmode:...) on an open descriptor.
NATIVE(io_initialize) {
  Value options = argc > 1 && kwargs_given(cx) ? argv[--argc] : Value::nil();
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  int64_t fd;
  if (!to_int64(cx, argv[0], fd)) return Value::undef();
  OpenMode mode;
  Value given = argc > 1 ? argv[1] : Value::nil();
  if (!open_mode(cx, given, options, mode)) return Value::undef();
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return Value::undef();
  platform::FileStatus status;
  if (fd < 0 || fs->fstat(fs_user(cx), int(fd), status) != 0) return raise_errno(cx, EBADF, "", "");
  FileStream* f = file_stream_of(self);
  f->platform = cx.iso->platform;
  f->closed = false;
  f->fd = int(fd);
  f->readable = mode.flags & Open::kRead;
  f->writable = mode.flags & Open::kWrite;
  f->binmode = mode.binmode;
  f->open_flags = mode.flags;
  f->path = "fd " + std::to_string(fd);
  if (is_hash(options)) {
    Value autoclose = hash_get(cx, options, symbol_value(cx, "autoclose"));
    f->autoclose = autoclose.is_nil() || autoclose.truthy();
  }
  return Value::nil();
}

// The stream of self, or IOError "closed stream" (nullptr).
FileStream* open_stream(Context& cx, Value self) {
  FileStream* f = file_stream_of(self);
  if (f && f->closed) {
    closed_stream(cx, *f);
    return nullptr;
  }
  if (!f) raise(cx, cx.world->c.NotImplementedError, "not available on the standard streams");
  return f;
}

FileStream* writable_stream(Context& cx, Value self) {
  FileStream* f = open_stream(cx, self);
  if (f && !f->writable) {
    raise(cx, cx.world->c.IOError, "not opened for writing");
    return nullptr;
  }
  return f;
}

// IO#close: a File or a pipe's end (the standard streams stay open).
NATIVE(io_close) {
  FileStream* f = file_stream_of(self);
  if (f && !f->initialized()) return closed_stream(cx, *f);
  if (!f && close_standard_stream(cx, self)) return Value::nil();
  if (!f || f->closed) return Value::nil();
  f->closed = true;
  if (!f->autoclose) return Value::nil(); // the descriptor stays open for whoever took it over
  int err = f->platform->fd_close(f->platform->user, f->fd);
  if (err) return raise_errno(cx, err, "rb_io_close", f->path);
  return Value::nil();
}

// IO#nread (io/wait): the bytes a read takes without waiting, as far as
// the stream knows: those it has read ahead (0 when it knows of none).
NATIVE(io_nread) {
  FileStream* f = open_stream(cx, self);
  if (!f) return Value::undef();
  return Value::fixnum(int64_t(f->buffer.size()));
}

// IO#autoclose= / autoclose?: whether close (and collection) closes the
// descriptor.
NATIVE(io_set_autoclose) {
  FileStream* f = open_stream(cx, self);
  if (!f) return Value::undef();
  f->autoclose = argv[0].truthy();
  return argv[0];
}

NATIVE(io_autoclose_p) {
  FileStream* f = open_stream(cx, self);
  if (!f) return Value::undef();
  return Value::boolean(f->autoclose);
}

// close_read / close_write: closes a stream that goes one way only; a
// stream open both ways on one descriptor cannot close half of it.
template <bool kRead>
NATIVE(io_close_half) {
  FileStream* f = file_stream_of(self);
  if (f && !f->initialized()) return closed_stream(cx, *f);
  if (!f || f->closed) return Value::nil();
  if (kRead ? f->writable : f->readable)
    return raisef(cx, cx.world->c.IOError, "closing non-duplex IO for %s", kRead ? "reading" : "writing");
  return io_close(cx, self, 0, nullptr, Value::nil());
}

NATIVE(io_closed_p) {
  FileStream* f = file_stream_of(self);
  if (f && !f->initialized()) return closed_stream(cx, *f);
  return Value::boolean(f ? f->closed : standard_stream_closed(cx, self));
}

// IO.__pipe: [reader, writer] (IO.pipe, with its block form, is prelude).
NATIVE(io_s_pipe) {
  const platform::Platform* p = cx.iso->platform;
  if (!p->make_pipe) return raise(cx, cx.world->c.NotImplementedError, "pipes are not available on this platform");
  int fds[2];
  if (int err = p->make_pipe(p->user, fds)) return raise_errno(cx, err, "rb_pipe", "");
  Value ends[2];
  for (int i = 0; i < 2; i++)
    ends[i] = new_stream(cx, self.as<Class>(), fds[i], i == 0, i == 1, "fd " + std::to_string(fds[i]));
  file_stream_of(ends[1])->sync = true; // a pipe's write end is synchronized, as in CRuby
  return new_array(cx, ends, 2);
}

// The deadline of a wait's optional timeout argument (0: none); false
// after raising.
bool wait_deadline(Context& cx, CallArgs& args, uint64_t& deadline) {
  deadline = 0;
  return args.argc == 0 || args.argv[0].is_nil() || sched::deadline_after(cx, args.argv[0], deadline);
}

// The waits of the standard streams: standard input parks until descriptor
// 0 has more (after a read answered :__wait_readable: more_data) or has
// something; writes to standard output and error never wait.
Dispatch standard_stream_wait(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result,
                              bool write, bool more_data) {
  const platform::Platform* p = cx.iso->platform;
  if (write || stream_fd(self) != 0 || !p->stdin_ready) return Dispatch::Done;
  if (!more_data && p->stdin_ready(p->user, platform::InputNeed::Some, 0)) return Dispatch::Done;
  uint64_t deadline;
  if (!wait_deadline(cx, args, deadline)) return Dispatch::Raised;
  platform::PollItem item;
  item.fd = 0;
  return sched::wait_fds(cx, {item}, deadline, ret_reg, result);
}

// IO#__wait_readable / __wait_writable (timeout = nil): parks the thread
// until the descriptor is ready (true) or the time is up (nil). A read that
// found no more than part of a line waits too (more_data: __wait_for_data),
// where wait_readable answers at once with data buffered.
Dispatch io_wait(Context& cx, Value self, CallArgs& args, uint32_t ret_reg, Value& result, bool write,
                 bool more_data = false) {
  FileStream* f = file_stream_of(self);
  result = Value::true_value();
  if (!f) return standard_stream_wait(cx, self, args, ret_reg, result, write, more_data);
  if (f->closed) {
    closed_stream(cx, *f);
    return Dispatch::Raised;
  }
  if (!write) f->drained = false; // after the wait, the next read reads
  if (!write && ((!more_data && !f->buffer.empty()) || f->at_end || !f->readable)) return Dispatch::Done;
  uint64_t deadline;
  if (!wait_deadline(cx, args, deadline)) return Dispatch::Raised;
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

NATIVE(file_path) {
  FileStream* f = file_stream_of(self);
  return f->initialized() ? new_string(cx, f->path) : Value::nil();
}

NATIVE(io_lineno) {
  FileStream* f = open_stream(cx, self);
  return f ? Value::fixnum(f->lineno) : Value::undef();
}

NATIVE(io_set_lineno) {
  FileStream* f = open_stream(cx, self);
  int64_t n;
  if (!f || !to_int64(cx, argv[0], n)) return Value::undef();
  f->lineno = n;
  return argv[0];
}

// A whence argument: IO::SEEK_SET/CUR/END or :SET/:CUR/:END; -1 after raising.
int whence_arg(Context& cx, Value v) {
  if (v.is_symbol()) {
    const std::string& name = sym_name(cx, v.as_symbol());
    if (name == "SET") return 0;
    if (name == "CUR") return 1;
    if (name == "END") return 2;
  }
  int64_t whence;
  if (!to_int64(cx, v, whence)) return -1;
  return int(whence);
}

// seek(offset, whence = IO::SEEK_SET) / rewind / pos / pos=
NATIVE(io_seek) {
  FileStream* f = open_stream(cx, self);
  int64_t offset;
  if (!f || !to_int64(cx, argv[0], offset)) return Value::undef();
  int whence = argc > 1 ? whence_arg(cx, argv[1]) : 0;
  if (whence < 0) return Value::undef();
  Value at = file_seek_to(cx, *f, offset, whence);
  return at.is_undef() ? at : Value::fixnum(0);
}

NATIVE(io_rewind) {
  FileStream* f = open_stream(cx, self);
  if (!f) return Value::undef();
  Value at = file_seek_to(cx, *f, 0, 0);
  if (at.is_undef()) return at;
  f->lineno = 0;
  return Value::fixnum(0);
}

NATIVE(io_pos) {
  FileStream* f = open_stream(cx, self);
  return f ? file_seek_to(cx, *f, 0, 1) : Value::undef();
}

NATIVE(io_set_pos) {
  FileStream* f = open_stream(cx, self);
  int64_t offset;
  if (!f || !to_int64(cx, argv[0], offset)) return Value::undef();
  return file_seek_to(cx, *f, offset, 0);
}

// ---- the descriptor itself: truncate, flock, chmod, fsync ----

NATIVE(file_truncate) {
  FileStream* f = writable_stream(cx, self);
  const platform::FileSystem* fs = f ? file_system(cx) : nullptr;
  int64_t length;
  if (!fs || !to_int64(cx, argv[0], length)) return Value::undef();
  if (!drop_read_ahead(cx, *f)) return Value::undef();
  if (int err = fs->ftruncate(fs_user(cx), f->fd, length)) return raise_errno(cx, err, "rb_file_truncate", f->path);
  return Value::fixnum(0);
}

// flock(File::LOCK_EX...): 0, or false when LOCK_NB finds the lock held
// (File#flock in the prelude waits for a held lock without blocking others).
NATIVE(file_flock) {
  FileStream* f = open_stream(cx, self);
  const platform::FileSystem* fs = f ? file_system(cx) : nullptr;
  int64_t op;
  if (!fs || !to_int64(cx, argv[0], op)) return Value::undef();
  int err = fs->flock(fs_user(cx), f->fd, int(op));
  if (err == EWOULDBLOCK && (op & platform::Lock::kNonBlock)) return Value::false_value();
  if (err) return raise_errno(cx, err, "rb_file_flock", f->path);
  return Value::fixnum(0);
}

NATIVE(file_chmod) {
  FileStream* f = open_stream(cx, self);
  const platform::FileSystem* fs = f ? file_system(cx) : nullptr;
  int64_t mode;
  if (!fs || !to_int64(cx, argv[0], mode)) return Value::undef();
  if (int err = fs->fchmod(fs_user(cx), f->fd, uint32_t(mode))) return raise_errno(cx, err, "rb_file_chmod", f->path);
  return Value::fixnum(0);
}

NATIVE(io_fsync) {
  FileStream* f = file_stream_of(self);
  if (!f) {
    cx.iso->flush_out();
    return Value::fixnum(0);
  }
  if (f->closed) return closed_stream(cx, *f);
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return Value::undef();
  if (int err = fs->fsync(fs_user(cx), f->fd)) return raise_errno(cx, err, "rb_io_fsync", f->path);
  return Value::fixnum(0);
}

// ---- unbuffered and positioned reads and writes ----

// __sysread_now(n): one read of the descriptor (nothing may be buffered).
NATIVE(io_sysread_now) {
  FileStream* f = open_stream(cx, self);
  if (!f || !check_readable(cx, *f)) return Value::undef();
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative length %lld given", (long long)n);
  if (!f->buffer.empty()) return raise(cx, cx.world->c.IOError, "sysread for buffered IO");
  if (n == 0) return new_binary_string(cx, "");
  std::string bytes(size_t(n), '\0');
  int64_t got = f->platform->fd_read(f->platform->user, f->fd, bytes.data(), bytes.size());
  if (got == -EAGAIN || got == -EWOULDBLOCK) return symbol_value(cx, kWaitReadable);
  if (f->ended_by(got)) return raise(cx, cx.world->c.EOFError, "end of file reached");
  if (got < 0) return raise_errno(cx, int(-got), "rb_sysread", f->path);
  bytes.resize(size_t(got));
  return new_binary_string(cx, bytes);
}

// One write(2) of obj.to_s: the count written, or the errno's error.
// write_nonblock: the descriptor is made non-blocking first, and a write
// that would block answers kWaitWritable.
Value write_once(Context& cx, Value self, Value obj, bool nonblock) {
  FileStream* f = writable_stream(cx, self);
  std::string text;
  if (!f || !append_to_s(cx, text, obj)) return Value::undef();
  const platform::Platform* p = f->platform;
  int64_t n = p->fd_write_once ? p->fd_write_once(p->user, f->fd, text.data(), text.size(), nonblock)
                               : p->fd_write(p->user, f->fd, text.data(), text.size());
  if (nonblock && (n == -EAGAIN || n == -EWOULDBLOCK)) return symbol_value(cx, kWaitWritable);
  if (n < 0) return raise_errno(cx, int(-n), "rb_syswrite", f->path);
  return Value::fixnum(n);
}

NATIVE(io_syswrite) { return write_once(cx, self, argv[0], false); }

// __write_nonblock_now(obj), for IO#write_nonblock (prelude/98_io.rb).
NATIVE(io_write_nonblock_now) { return write_once(cx, self, argv[0], true); }

// fcntl(command, arg = 0): arg an Integer, true (1), false or nil (0).
NATIVE(io_fcntl) {
  FileStream* f = open_stream(cx, self);
  int64_t command, arg = 0;
  if (!f || !to_int64(cx, argv[0], command)) return Value::undef();
  if (argc > 1) {
    if (is_string(argv[1]))
      return raise(cx, cx.world->c.NotImplementedError, "fcntl with a String argument is not supported");
    if (argv[1].is_true()) arg = 1;
    else if (!argv[1].is_false() && !argv[1].is_nil() && !to_int64(cx, argv[1], arg)) return Value::undef();
  }
  if (!f->platform->fd_control) return raise(cx, cx.world->c.NotImplementedError, "fcntl() function is unimplemented on this machine");
  int64_t r = f->platform->fd_control(f->platform->user, f->fd, int(command), arg);
  if (r < 0) return raise_errno(cx, int(-r), "", f->path);
  return Value::fixnum(r);
}

NATIVE(io_sysseek) {
  FileStream* f = open_stream(cx, self);
  int64_t offset;
  if (!f || !to_int64(cx, argv[0], offset)) return Value::undef();
  int whence = argc > 1 ? whence_arg(cx, argv[1]) : 0;
  if (whence < 0) return Value::undef();
  if (!f->buffer.empty()) return raise(cx, cx.world->c.IOError, "sysseek for buffered IO");
  return file_seek_to(cx, *f, offset, whence);
}

// pread(length, offset): bytes at offset, without moving the position.
NATIVE(io_pread) {
  FileStream* f = open_stream(cx, self);
  int64_t n, offset;
  if (!f || !check_readable(cx, *f) || !to_int64(cx, argv[0], n) || !to_int64(cx, argv[1], offset)) return Value::undef();
  if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative string size (or size too big)");
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return Value::undef();
  std::string bytes(size_t(n), '\0');
  int64_t got = n == 0 ? 0 : fs->pread(fs_user(cx), f->fd, bytes.data(), bytes.size(), offset);
  if (got < 0) return raise_errno(cx, int(-got), "rb_io_pread", f->path);
  if (got == 0 && n > 0) return raise(cx, cx.world->c.EOFError, "end of file reached");
  bytes.resize(size_t(got));
  return new_binary_string(cx, bytes);
}

NATIVE(io_pwrite) {
  FileStream* f = writable_stream(cx, self);
  std::string text;
  int64_t offset;
  if (!f || !append_to_s(cx, text, argv[0]) || !to_int64(cx, argv[1], offset)) return Value::undef();
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return Value::undef();
  int64_t n = fs->pwrite(fs_user(cx), f->fd, text.data(), text.size(), offset);
  if (n < 0) return raise_errno(cx, int(-n), "rb_io_pwrite", f->path);
  return Value::fixnum(n);
}

// ---- characters and bytes ----

// __getc_now: the next character (a byte in binmode), nil at the end.
NATIVE(io_getc_now) {
  if (!file_stream_of(self)) return standard_input_getc(cx, self, false);
  FileStream* f = open_stream(cx, self);
  if (!f || !check_readable(cx, *f)) return Value::undef();
  bool raised = false;
  if (f->buffer.empty()) fill(cx, *f, raised);
  size_t want = f->buffer.empty() || f->binmode ? 1 : utf8::sequence_length((unsigned char)f->buffer[0]);
  while (!raised && f->buffer.size() < want && fill(cx, *f, raised)) {
  }
  if (raised) return Value::undef();
  if (f->buffer.empty()) return f->would_block ? symbol_value(cx, kWaitReadable) : Value::nil();
  size_t n = std::min(want, f->buffer.size());
  if (n > 1 && utf8::valid_len(f->buffer.data(), f->buffer.data() + n) != int(n)) n = 1;
  std::string c = f->buffer.substr(0, n);
  f->buffer.erase(0, n);
  return text_of(cx, *f, std::move(c));
}

NATIVE(io_getbyte_now) {
  if (!file_stream_of(self)) return standard_input_getc(cx, self, true);
  FileStream* f = open_stream(cx, self);
  if (!f || !check_readable(cx, *f)) return Value::undef();
  bool raised = false;
  if (f->buffer.empty()) fill(cx, *f, raised);
  if (raised) return Value::undef();
  if (f->buffer.empty()) return f->would_block ? symbol_value(cx, kWaitReadable) : Value::nil();
  unsigned char b = (unsigned char)f->buffer[0];
  f->buffer.erase(0, 1);
  return Value::fixnum(b);
}

// ungetc(char or byte) / ungetbyte: pushes back in front of what is unread.
NATIVE(io_ungetc) {
  FileStream* f = open_stream(cx, self);
  if (!f || !check_readable(cx, *f)) return Value::undef();
  std::string back;
  if (argv[0].is_nil()) return Value::nil();
  if (is_integer(argv[0])) {
    int64_t c;
    if (!to_int64(cx, argv[0], c)) return Value::undef();
    if (f->binmode || c < 0x80) back = std::string(1, char(c & 0xff));
    else utf8::encode(back, uint32_t(c));
  } else {
    Value s = implicit_string(cx, argv[0]);
    if (s.is_undef()) return s;
    back = str(s);
  }
  f->buffer.insert(0, back);
  f->at_end = false;
  return Value::nil();
}

NATIVE(io_binmode) {
  FileStream* f = file_stream_of(self);
  if (f && f->closed) return closed_stream(cx, *f);
  if (f) f->binmode = true;
  return self;
}

NATIVE(io_binmode_p) {
  FileStream* f = file_stream_of(self);
  if (f && f->closed) return closed_stream(cx, *f);
  return Value::boolean(f && f->binmode);
}

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
NATIVE(io_s_for_fd) {
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
  bool readable, writable;
  fd_directions(mode, readable, writable);
  Value io = new_stream(cx, self.as<Class>(), int(fd), socket || readable, socket || writable, "fd " + std::to_string(fd));
  file_stream_of(io)->autoclose = autoclose;
  return io;
}

} // namespace

Value file_readpartial(Context& cx, FileStream& f, Value length) {
  if (!check_readable(cx, f)) return Value::undef();
  int64_t n;
  if (!to_int64(cx, length, n)) return Value::undef();
  if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative length %lld given", (long long)n);
  if (n == 0) return new_binary_string(cx, ""); // without waiting for data, as in Ruby
  bool raised = false;
  if (f.buffer.empty()) fill(cx, f, raised);
  if (raised) return Value::undef();
  if (f.would_block) return symbol_value(cx, kWaitReadable);
  if (f.buffer.empty() && n > 0) return raise(cx, cx.world->c.EOFError, "end of file reached");
  std::string part = f.buffer.substr(0, size_t(n));
  f.buffer.erase(0, part.size());
  return new_binary_string(cx, part);
}

void adopt_file_stream(Value io, FileStream* f) {
  Data* d = io.as<Data>();
  d->data_type = &kFileType;
  d->ptr = f;
}

FileStream* file_stream_of(Value v) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &kFileType) return nullptr;
  return static_cast<FileStream*>(v.as<Data>()->ptr);
}

Value file_gets(Context& cx, FileStream& f, const std::string& sep, bool paragraph, int64_t limit, bool chomp) {
  if (!check_readable(cx, f)) return Value::undef();
  if (limit == 0) return text_of(cx, f, "");
  bool raised = false;
  if (paragraph) { // leading newlines are skipped
    while (true) {
      size_t skip = f.buffer.find_first_not_of('\n');
      f.buffer.erase(0, skip == std::string::npos ? f.buffer.size() : skip);
      if (!f.buffer.empty() || !fill(cx, f, raised)) break;
    }
  }
  size_t end = std::string::npos;
  size_t searched = 0;
  while (true) {
    if (!sep.empty()) {
      size_t from = searched > sep.size() ? searched - sep.size() : 0;
      if ((end = f.buffer.find(sep, from)) != std::string::npos) break;
      searched = f.buffer.size();
    }
    if (limit > 0 && f.buffer.size() >= size_t(limit)) break;
    if (!fill(cx, f, raised)) break;
  }
  if (raised) return Value::undef();
  if (f.would_block && end == std::string::npos && (limit < 0 || f.buffer.size() < size_t(limit)))
    return symbol_value(cx, kWaitReadable);
  if (f.buffer.empty()) return Value::nil();
  size_t take = end == std::string::npos ? f.buffer.size() : end + sep.size();
  bool cut = limit > 0 && take > size_t(limit);
  if (cut) {
    take = size_t(limit);
    if (!f.binmode) { // a character is not split: the line ends after it
      size_t start = take;
      while (start > 0 && ((unsigned char)f.buffer[start - 1] & 0xc0) == 0x80 && take - start < 3) start--;
      if (start > 0) {
        size_t lead = start - 1;
        size_t whole = lead + utf8::sequence_length((unsigned char)f.buffer[lead]);
        if (whole > take && whole <= f.buffer.size()) take = whole;
      }
    }
  }
  std::string line = f.buffer.substr(0, take);
  f.buffer.erase(0, take);
  if (paragraph) {
    size_t skip = f.buffer.find_first_not_of('\n');
    f.buffer.erase(0, skip == std::string::npos ? f.buffer.size() : skip);
  }
  if (chomp && !cut && end != std::string::npos) {
    line.resize(line.size() - sep.size());
    if (sep == "\n" && !line.empty() && line.back() == '\r') line.pop_back();
  }
  if (!sep.empty() || limit < 0) f.lineno++; // as CRuby: a limited read to the end is not a line
  return text_of(cx, f, std::move(line));
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
    return text_of(cx, f, std::move(all));
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
  return new_binary_string(cx, part);
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
  if (f.closed) return !closed_stream(cx, f).is_undef();
  if (!f.writable) return !raise(cx, cx.world->c.IOError, "not opened for writing").is_undef();
  if (!drop_read_ahead(cx, f)) return false;
  int64_t n = f.platform->fd_write(f.platform->user, f.fd, text.data(), text.size());
  if (n < 0) return !raise_errno(cx, int(-n), "io_write", f.path).is_undef();
  return true;
}

Value file_inspect(Context& cx, Value self, FileStream& f) {
  if (!f.initialized()) { // Kernel#to_s's "#<IO:0x...>", as CRuby
    const MethodEntry* any_to_s = cx.world->c.Kernel->methods.at(cx.world->sym.to_s);
    return any_to_s->native(cx, self, 0, nullptr, Value::nil());
  }
  return new_string(cx, "#<" + class_path(cx, class_of(cx, self)) + ":" + f.path + (f.closed ? " (closed)>" : ">"));
}

void init_file_stream(World& w, Class* f) {
  auto allocate = [](Context& cx, Class* k) {
    auto* uninitialized = new FileStream();
    uninitialized->closed = true;
    return new_data(cx, k, &kFileType, uninitialized);
  };
  define_allocator(w, w.c.IO, allocate); // File, and the sockets' classes made before it

  Class* io = w.c.IO;
  define_method(w, f, "initialize", file_initialize, 0, -1, Visibility::Private);
  define_method(w, io, "initialize", io_initialize, 0, -1, Visibility::Private);
  define_method(w, io, "close", io_close, 0, 0);
  define_method(w, io, "close_read", io_close_half<true>, 0, 0);
  define_method(w, io, "close_write", io_close_half<false>, 0, 0);
  define_method(w, io, "closed?", io_closed_p, 0, 0);
  define_method(w, io, "autoclose=", io_set_autoclose, 1, 1);
  define_method(w, io, "autoclose?", io_autoclose_p, 0, 0);
  define_method(w, io, "nread", io_nread, 0, 0);
  define_singleton_method(w, io, "__pipe", io_s_pipe, 0, 0);
  define_singleton_method(w, io, "for_fd", io_s_for_fd, 0, -1);
  define_switching(w, io, "__wait_readable", io_wait_readable, 0, 1);
  define_switching(w, io, "__wait_writable", io_wait_writable, 0, 1);
  define_switching(w, io, "__wait_for_data", io_wait_for_data, 0, 1);
  define_method(w, f, "path", file_path, 0, 0);
  define_method(w, f, "to_path", file_path, 0, 0);
  define_method(w, io, "lineno", io_lineno, 0, 0);
  define_method(w, io, "lineno=", io_set_lineno, 1, 1);
  define_method(w, io, "seek", io_seek, 1, 2);
  define_method(w, io, "rewind", io_rewind, 0, 0);
  define_method(w, io, "pos", io_pos, 0, 0);
  define_method(w, io, "tell", io_pos, 0, 0);
  define_method(w, io, "pos=", io_set_pos, 1, 1);
  define_method(w, f, "truncate", file_truncate, 1, 1);
  define_method(w, f, "__flock_now", file_flock, 1, 1);
  define_method(w, f, "chmod", file_chmod, 1, 1);
  define_method(w, io, "fsync", io_fsync, 0, 0);
  define_method(w, io, "fdatasync", io_fsync, 0, 0);
  define_method(w, io, "__sysread_now", io_sysread_now, 1, 1);
  define_method(w, io, "syswrite", io_syswrite, 1, 1);
  define_method(w, io, "__write_nonblock_now", io_write_nonblock_now, 1, 1, Visibility::Private);
  define_method(w, io, "fcntl", io_fcntl, 1, 2);
  define_method(w, io, "sysseek", io_sysseek, 1, 2);
  define_method(w, io, "pread", io_pread, 2, 2);
  define_method(w, io, "pwrite", io_pwrite, 2, 2);
  define_method(w, io, "__getc_now", io_getc_now, 0, 0);
  define_method(w, io, "__getbyte_now", io_getbyte_now, 0, 0);
  define_method(w, io, "ungetc", io_ungetc, 1, 1);
  define_method(w, io, "ungetbyte", io_ungetc, 1, 1);
  define_method(w, io, "binmode", io_binmode, 0, 0);
  define_method(w, io, "binmode?", io_binmode_p, 0, 0);
  for (auto [name, value] : {std::pair{"SEEK_SET", 0}, {"SEEK_CUR", 1}, {"SEEK_END", 2}})
    const_set(w, io, w.intern(name), Value::fixnum(value));
  Class* constants = define_module(w, "Constants", f);
  namespace L = platform::Lock;
  for (auto [name, value] : {std::pair{"RDONLY", kRdonly}, {"WRONLY", kWronly}, {"RDWR", kRdwr}, {"CREAT", kCreat},
                             {"EXCL", kExcl}, {"NOCTTY", kNoctty}, {"TRUNC", kTrunc}, {"APPEND", kAppend},
                             {"NONBLOCK", kNonblock}, {"SYNC", kSync}, {"BINARY", 0}, {"SHARE_DELETE", 0},
                             {"LOCK_SH", L::kShared}, {"LOCK_EX", L::kExclusive}, {"LOCK_NB", L::kNonBlock},
                             {"LOCK_UN", L::kUnlock}})
    const_set(w, constants, w.intern(name), Value::fixnum(value));
  const_set(w, constants, w.intern("NULL"), w.static_string("/dev/null"));
  include_module(w, io, constants);
}

} // namespace garnet::core
