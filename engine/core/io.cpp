// io.cpp — IO for the standard streams ($stdout, $stderr, $stdin and their
// constants) and Kernel's output functions: puts, print, p, pp, warn
// (Kernel#gets reads ARGF: prelude/98_io.rb; backticks are prelude: 98_process.rb).
#include <cerrno>
#include <csignal>

#include "core/core.h"
#include "core/file_stream.h"
#include "core/utf8.h"
#include "sched/green_threads.h"
#include "sched/native_calls.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

// A standard stream's payload is its descriptor. A copy (dup, clone) keeps
// it until IO#initialize_copy makes the copy a stream of its own
// (core/io_reopen.cpp).
const DataType kStreamType = {"IO", nullptr, nullptr, [](const void* fd) { return const_cast<void*>(fd); }};

} // namespace

int stream_fd(Value io) {
  if (!is_type(io, Type::Data) || io.as<Data>()->data_type != &kStreamType) return -1;
  return int(reinterpret_cast<intptr_t>(io.as<Data>()->ptr));
}

namespace {

// IO.__argf_class: the class the prelude makes ARGF from.
NATIVE(io_s_argf_class) {
  for (Class* k : cx.world->classes)
    if (k->path == "ARGF.class") return Value::object(k);
  return Value::nil();
}

Value stream(World& w, int fd) {
  Data* d = w.make_static<Data>(w.c.IO, Type::Data);
  d->data_type = &kStreamType;
  d->ptr = reinterpret_cast<void*>(intptr_t(fd));
  return Value::object(d);
}

// Appends what `puts` writes for one argument (arrays flattened).
bool puts_text(Context& cx, std::string& out, Value v, int depth) {
  if (depth > 64) {
    out += "[...]\n";
    return true;
  }
  Value arr = is_array(v) ? v : check_array(cx, v);
  if (arr.is_undef()) return false;
  if (!arr.is_nil()) {
    std::vector<Value> items = as_array(arr)->items.to_vector();
    for (Value item : items) {
      if (item == arr) out += "[...]\n";
      else if (!puts_text(cx, out, item, depth + 1)) return false;
    }
    return true;
  }
  Value s = to_s(cx, v);
  if (s.is_undef()) return false;
  out += str(s);
  if (out.empty() || out.back() != '\n') out += "\n";
  return true;
}

// Raises the Errno of a failed write to $stdout or $stderr. A broken pipe
// carries SIGPIPE's number (@signo): a program that does not rescue it dies
// by that signal without a report, as Ruby's does.
bool raise_write_error(Context& cx, int fd, int err, const char* where) {
  raise_errno(cx, err, where, fd == 1 ? "<STDOUT>" : "<STDERR>");
  if (err == EPIPE) ivar_set(cx, cx.pending, intern(cx, "@signo"), Value::fixnum(SIGPIPE));
  return false;
}

// Writes to $stdout or $stderr (fd 1 or 2): IOError once closed.
bool write_standard(Context& cx, int fd, std::string_view text, const char* where) {
  if (cx.iso->standard_closed[fd]) return !closed_stream(cx).is_undef();
  int err = cx.iso->write_out(fd, text);
  return !err || raise_write_error(cx, fd, err, where);
}

bool write_to(Context& cx, Value io, const std::string& text) {
  if (FileStream* f = file_stream_of(io)) return file_write(cx, *f, text);
  int fd = stream_fd(io);
  if (fd == 1 || fd == 2) return write_standard(cx, fd, text, "io_writev");
  Value s = new_string(cx, text);
  return !call(cx, io, cx.world->sym.write, 1, &s).is_undef();
}

// Raises IOError "closed stream" when $stdin (fd 0) was closed.
bool standard_input_closed(Context& cx, int fd) {
  return fd == 0 && cx.iso->standard_closed[0] && closed_stream(cx).is_undef();
}

// Whether a read of standard input that needs `need` must wait for more:
// the native then answers :__wait_readable and the thread parks until
// descriptor 0 is readable (IO#__wait_for_data, prelude/98_io.rb), so the
// isolate's other threads run and a signal reaches it meanwhile (the
// isolate's output is flushed before it blocks). Ruby code called by a C++
// method without a block can't park: its read waits where it is.
bool standard_input_must_wait(Context& cx, platform::InputNeed need, size_t n = 0) {
  const platform::Platform* p = cx.iso->platform;
  return p->stdin_ready && sched::can_switch(cx) && !p->stdin_ready(p->user, need, n);
}

Value gvar(Context& cx, Sym name) { return cx.iso->globals[name]; }

// ---- IO instance methods ----

NATIVE(io_write) {
  std::string text;
  for (int i = 0; i < argc; i++)
    if (!append_to_s(cx, text, argv[i])) return Value::undef();
  if (FileStream* f = file_stream_of(self))
    return file_write(cx, *f, text) ? Value::fixnum(int64_t(text.size())) : Value::undef();
  int fd = stream_fd(self);
  if (fd != 1 && fd != 2) return raise(cx, cx.world->c.IOError, "not opened for writing");
  if (!write_standard(cx, fd, text, "io_write")) return Value::undef();
  return Value::fixnum(int64_t(text.size()));
}

NATIVE(io_puts) {
  if (reroute_conversions(cx, argc, argv)) return Value::undef();
  std::string text;
  if (argc == 0) text = "\n";
  for (int i = 0; i < argc; i++) {
    std::string one;
    if (!puts_text(cx, one, argv[i], 0)) return Value::undef();
    text += one;
  }
  if (!write_to(cx, self, text)) return Value::undef();
  return Value::nil();
}

// print(*objects): with none, the last line read ($_); $, between them
// and $\ after them, when set.
NATIVE(io_print) {
  if (reroute_conversions(cx, argc, argv)) return Value::undef();
  std::string text;
  Value last_line = gvar(cx, intern(cx, "$_"));
  if (argc == 0) {
    argc = 1;
    argv = &last_line;
  }
  // $, between the arguments (deprecated, as Array#join's default).
  Value separator = gvar(cx, cx.world->sym.dollar_comma);
  if (argc > 1 && is_string(separator) && !warn_here(cx, "$, is set to non-nil value", kWarnDeprecated))
    return Value::undef();
  for (int i = 0; i < argc; i++) {
    if (i > 0 && is_string(separator)) text += str(separator);
    if (!append_to_s(cx, text, argv[i])) return Value::undef();
  }
  Value terminator = gvar(cx, intern(cx, "$\\"));
  if (is_string(terminator)) text += str(terminator);
  if (!write_to(cx, self, text)) return Value::undef();
  return Value::nil();
}

// putc(ch): the first character of a String, or the low byte of an Integer.
NATIVE(io_putc) {
  std::string text;
  if (is_string(argv[0])) {
    const std::string& s = str(argv[0]);
    int n = s.empty() ? 0 : utf8::valid_len(s.data(), s.data() + s.size());
    text = s.substr(0, size_t(n ? n : s.empty() ? 0 : 1));
  } else {
    int64_t c;
    if (!to_int64(cx, argv[0], c)) return Value::undef();
    text = std::string(1, char(c & 0xff));
  }
  Value chunk = new_string(cx, text); // through the stream's write, as CRuby's
  if (call(cx, self, cx.world->sym.write, 1, &chunk).is_undef()) return Value::undef();
  return argv[0];
}

NATIVE(io_append) {
  std::string text;
  if (!append_to_s(cx, text, argv[0]) || !write_to(cx, self, text)) return Value::undef();
  return self;
}

NATIVE(io_flush) {
  int fd = stream_fd(self);
  if (fd >= 0 && cx.iso->standard_closed[fd]) return closed_stream(cx);
  if (int err = cx.iso->flush_out()) {
    raise_write_error(cx, 1, err, "rb_io_flush");
    return Value::undef();
  }
  return self;
}

NATIVE(io_sync) {
  if (FileStream* f = file_stream_of(self)) return f->closed ? closed_stream(cx, *f) : Value::boolean(f->sync);
  return Value::boolean(stream_fd(self) == 2 || cx.iso->stdout_sync);
}

NATIVE(io_set_sync) {
  if (FileStream* f = file_stream_of(self)) {
    if (f->closed) return closed_stream(cx, *f);
    f->sync = argv[0].truthy();
  } else if (stream_fd(self) == 1) {
    cx.iso->stdout_sync = argv[0].truthy();
    if (cx.iso->stdout_sync) cx.iso->flush_out();
  }
  return argv[0];
}

NATIVE(io_fileno) {
  FileStream* f = file_stream_of(self);
  if (f && f->closed) return closed_stream(cx, *f);
  if (standard_stream_closed(cx, self)) return closed_stream(cx);
  return Value::fixnum(f ? f->fd : stream_fd(self));
}
NATIVE(io_tty_p) {
  FileStream* f = file_stream_of(self);
  if (f && f->closed) return closed_stream(cx, *f);
  if (!f && standard_stream_closed(cx, self)) return closed_stream(cx);
  const platform::Platform* p = cx.iso->platform;
  int fd = f ? f->fd : stream_fd(self);
  return Value::boolean(fd >= 0 && p->is_terminal && p->is_terminal(p->user, fd));
}

// gets(sep = $/, limit = nil, chomp: false): a File reads through its own buffer.
Value file_gets_args(Context& cx, FileStream& f, int argc, Value* argv) {
  bool chomp = false;
  if (argc > 0 && kwargs_given(cx)) chomp = kwarg(cx, argv[--argc], "chomp").truthy();
  std::string sep = "\n";
  bool paragraph = false;
  int64_t limit = -1;
  Value limit_arg = argc > 1 ? argv[1] : Value::nil();
  if (argc == 1 && !argv[0].is_nil() && !is_string(argv[0]) && respond_to(cx, argv[0], intern(cx, "to_int")))
    limit_arg = argv[0];
  else if (argc > 0) {
    if (argv[0].is_nil()) sep.clear();
    else if (Value s = implicit_string(cx, argv[0]); s.is_undef()) return s;
    else if (str(s).empty()) sep = "\n\n", paragraph = true;
    else sep = str(s);
  }
  if (!limit_arg.is_nil() && !to_int64(cx, limit_arg, limit)) return Value::undef();
  return file_gets(cx, f, sep, paragraph, limit, chomp);
}

NATIVE(io_gets) {
  if (FileStream* f = file_stream_of(self)) {
    Value line = file_gets_args(cx, *f, argc, argv);
    if (line.is_undef() || line.is_symbol()) return line;
    cx.iso->globals[intern(cx, "$_")] = line;
    if (!line.is_nil()) cx.iso->globals[intern(cx, "$.")] = Value::fixnum(f->lineno);
    return line;
  }
  // Standard input reads whole lines (separator arguments other than $/ are
  // not supported there).
  if (standard_input_closed(cx, stream_fd(self))) return Value::undef();
  bool chomp = argc > 0 && kwargs_given(cx) && kwarg(cx, argv[argc - 1], "chomp").truthy();
  const platform::Platform* p = cx.iso->platform;
  std::string line;
  cx.iso->flush_out();
  bool slurp = (argc == 0 || (argc == 1 && kwargs_given(cx))) && gvar(cx, cx.world->sym.dollar_slash).is_nil();
  if (standard_input_must_wait(cx, slurp ? platform::InputNeed::All : platform::InputNeed::Line))
    return symbol_value(cx, kWaitReadable);
  if (slurp && p->read_all) line = p->read_all(p->user); // $/ is nil (-0777): the rest at once
  bool got = slurp ? !line.empty() : p->read_line && p->read_line(p->user, line);
  if (got && chomp && !line.empty() && line.back() == '\n') line.pop_back();
  Value v = got ? new_string(cx, std::move(line)) : Value::nil();
  cx.iso->globals[intern(cx, "$_")] = v;
  if (got) cx.iso->globals[intern(cx, "$.")] = Value::fixnum(++cx.iso->stdin_lineno);
  return v;
}

// read → the rest ("" at the end); read(n) → up to n bytes, nil at the end.
NATIVE(io_read) {
  if (FileStream* f = file_stream_of(self)) return file_read(cx, *f, argc > 0 ? argv[0] : Value::nil());
  if (standard_input_closed(cx, stream_fd(self))) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  if (argc > 0 && !argv[0].is_nil()) {
    int64_t n;
    if (!to_int64(cx, argv[0], n)) return Value::undef();
    if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative length %lld given", (long long)n);
    if (standard_input_must_wait(cx, platform::InputNeed::Bytes, size_t(n))) return symbol_value(cx, kWaitReadable);
    std::string bytes = p->read_bytes ? p->read_bytes(p->user, size_t(n)) : std::string();
    if (bytes.empty() && n > 0) return Value::nil();
    return new_string(cx, std::move(bytes));
  }
  if (standard_input_must_wait(cx, platform::InputNeed::All)) return symbol_value(cx, kWaitReadable);
  return new_string(cx, p->read_all ? p->read_all(p->user) : std::string());
}

} // namespace

bool close_standard_stream(Context& cx, Value io) {
  int fd = stream_fd(io);
  if (fd < 0) return false;
  if (fd == 1) cx.iso->flush_out();
  cx.iso->standard_closed[fd] = true;
  return true;
}

bool standard_stream_closed(Context& cx, Value io) {
  int fd = stream_fd(io);
  return fd >= 0 && cx.iso->standard_closed[fd];
}

Value standard_input_getc(Context& cx, Value self, bool byte) {
  if (stream_fd(self) != 0) return raise(cx, cx.world->c.IOError, "not opened for reading");
  if (standard_input_closed(cx, 0)) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  if (!p->read_bytes) return Value::nil();
  if (standard_input_must_wait(cx, platform::InputNeed::Bytes, 1)) return symbol_value(cx, kWaitReadable);
  cx.iso->flush_out();
  std::string c = p->read_bytes(p->user, 1);
  if (c.empty()) return Value::nil();
  if (byte) return Value::fixnum((unsigned char)c[0]);
  size_t want = utf8::sequence_length((unsigned char)c[0]);
  if (want > 1) c += p->read_bytes(p->user, want - 1);
  return new_string(cx, std::move(c));
}

Value standard_input_readpartial(Context& cx, Value self, Value length) {
  if (stream_fd(self) != 0) return raise(cx, cx.world->c.IOError, "not opened for reading");
  if (standard_input_closed(cx, 0)) return Value::undef();
  int64_t n;
  if (!to_int64(cx, length, n)) return Value::undef();
  if (n < 0) return raisef(cx, cx.world->c.ArgumentError, "negative length %lld given", (long long)n);
  const platform::Platform* p = cx.iso->platform;
  if (n == 0) return new_binary_string(cx, "");
  if (standard_input_must_wait(cx, platform::InputNeed::Some)) return symbol_value(cx, kWaitReadable);
  cx.iso->flush_out();
  std::string bytes = p->read_some ? p->read_some(p->user, size_t(n)) : std::string();
  if (bytes.empty()) return raise(cx, cx.world->c.EOFError, "end of file reached");
  return new_binary_string(cx, bytes);
}

namespace {

NATIVE(io_eof_p) {
  if (FileStream* f = file_stream_of(self)) return file_eof_p(cx, *f);
  if (standard_input_closed(cx, stream_fd(self))) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  if (standard_input_must_wait(cx, platform::InputNeed::Some)) return symbol_value(cx, kWaitReadable);
  return Value::boolean(!p->at_eof || p->at_eof(p->user));
}

const char* const kStandardStreamNames[] = {"<STDIN>", "<STDOUT>", "<STDERR>"};

NATIVE(io_inspect) {
  if (FileStream* f = file_stream_of(self)) return file_inspect(cx, self, *f);
  int fd = stream_fd(self);
  return new_string(cx, std::string("#<IO:") + (fd >= 0 && fd <= 2 ? kStandardStreamNames[fd] : "?") + ">");
}

// IO#path: a standard stream's name; nil for an IO made from a descriptor,
// a pipe or a socket (File#path answers a File's).
NATIVE(io_path) {
  int fd = stream_fd(self);
  return fd >= 0 && fd <= 2 ? new_string(cx, kStandardStreamNames[fd]) : Value::nil();
}

// ---- IO.select (its loop is Ruby: prelude/98_io.rb) ----

// The descriptors to poll for the IOs of `list` (an Array or nil); false
// after raising TypeError for something that is not an IO.
bool poll_items(Context& cx, Value list, bool write, std::vector<platform::PollItem>& items, std::vector<Value>& ios) {
  if (list.is_nil()) return true;
  if (!is_array(list)) return !raise_conversion(cx, list, "Array").is_undef();
  for (Value io : as_array(list)->items) {
    FileStream* f = file_stream_of(io);
    if (f && f->closed) return !closed_stream(cx, *f).is_undef();
    int fd = f ? f->fd : stream_fd(io);
    if (fd < 0) return !raise_conversion(cx, io, "IO").is_undef();
    platform::PollItem item;
    item.fd = fd;
    item.want_write = write;
    // Data already read ahead makes a stream readable without asking the system.
    item.ready = !write && f && !f->buffer.empty();
    items.push_back(item);
    ios.push_back(io);
  }
  return true;
}

// IO.__poll_now(reads, writes): [the readable ones, the writable ones], now.
NATIVE(io_s_poll_now) {
  std::vector<platform::PollItem> items;
  std::vector<Value> ios;
  if (!poll_items(cx, argv[0], false, items, ios) || !poll_items(cx, argv[1], true, items, ios)) return Value::undef();
  std::vector<bool> buffered;
  for (const platform::PollItem& item : items) buffered.push_back(item.ready);
  const platform::Platform* p = cx.iso->platform;
  if (!items.empty() && p->poll_fds) p->poll_fds(p->user, items.data(), items.size(), 0);
  std::vector<Value> readable, writable;
  for (size_t i = 0; i < items.size(); i++) {
    if (!items[i].ready && !buffered[i]) continue;
    if (items[i].want_write) {
      writable.push_back(ios[i]);
      continue;
    }
    readable.push_back(ios[i]);
    if (FileStream* f = file_stream_of(ios[i])) f->drained = false; // readable: the next read reads
  }
  Value both[] = {new_array(cx, std::move(readable)), new_array(cx, std::move(writable))};
  return new_array(cx, both, 2);
}

// IO.__wait_any(reads, writes, timeout): parks until one is ready (true) or the time is up (nil).
Dispatch io_s_wait_any(Context& cx, Value, CallArgs& args, uint32_t ret_reg, Value& result) {
  std::vector<platform::PollItem> items;
  std::vector<Value> ios;
  if (!poll_items(cx, args.argv[0], false, items, ios) || !poll_items(cx, args.argv[1], true, items, ios))
    return Dispatch::Raised;
  uint64_t deadline = 0;
  if (!args.argv[2].is_nil() && !sched::deadline_after(cx, args.argv[2], deadline)) return Dispatch::Raised;
  if (items.empty()) { // nothing to wait for: just the timeout
    CallArgs pause{&args.argv[2], args.argv[2].is_nil() ? 0 : 1, Value::undef(), Value::nil()};
    Dispatch d = sched::sleep(cx, Value::nil(), pause, ret_reg, result);
    if (d == Dispatch::Done) result = Value::nil();
    return d;
  }
  return sched::wait_fds(cx, std::move(items), deadline, ret_reg, result);
}

// ---- Kernel ----

// puts, print and putc go to $stdout's own method; when $stdout is an object
// whose method is Kernel's (it has only `write`), they format here and write
// through it, as CRuby's rb_io_puts does.
NATIVE(k_puts) {
  if (reroute_conversions(cx, argc, argv)) return Value::undef();
  Value out = gvar(cx, cx.world->sym.dollar_stdout);
  if (stream_fd(out) < 0 && self != out) return call(cx, out, intern(cx, "puts"), argc, argv);
  return io_puts(cx, out, argc, argv, Value::nil());
}

NATIVE(k_print) {
  if (reroute_conversions(cx, argc, argv)) return Value::undef();
  Value out = gvar(cx, cx.world->sym.dollar_stdout);
  if (stream_fd(out) < 0 && self != out) return call(cx, out, intern(cx, "print"), argc, argv);
  return io_print(cx, out, argc, argv, Value::nil());
}

NATIVE(k_putc) {
  Value out = gvar(cx, cx.world->sym.dollar_stdout);
  if (stream_fd(out) < 0 && self != out) return call(cx, out, intern(cx, "putc"), 1, argv);
  return io_putc(cx, out, 1, argv, Value::nil());
}

NATIVE(k_p) {
  if (reroute_conversions(cx, argc, argv)) return Value::undef();
  std::vector<Value> args(argv, argv + argc);
  std::string text;
  for (Value v : args) {
    if (!append_inspect(cx, text, v)) return Value::undef();
    text += "\n";
  }
  if (!write_to(cx, gvar(cx, cx.world->sym.dollar_stdout), text)) return Value::undef();
  if (args.empty()) return Value::nil();
  if (args.size() == 1) return args[0];
  return new_array(cx, std::move(args));
}

// __warn_text(prefix, *msgs): Kernel#warn's text (prelude/00_kernel.rb),
// the prefix then the messages as puts writes them.
NATIVE(k_warn_text) {
  std::string text = str(argv[0]);
  for (int i = 1; i < argc; i++) {
    if (!puts_text(cx, text, argv[i], 0)) return Value::undef();
  }
  return new_string(cx, text);
}

// __warn_write(text): a warning's text written to $stderr (Warning#warn).
NATIVE(k_warn_write) {
  const std::string& text = str(argv[0]);
  Value err = gvar(cx, cx.world->sym.dollar_stderr);
  // To the standard error stream itself, as Ruby's warnings, even once closed.
  if (stream_fd(err) == 2) cx.iso->write_out(2, text);
  else if (!text.empty() && !write_to(cx, err, text)) return Value::undef();
  return Value::nil();
}

// pp and pretty_inspect load the pretty printer (on_demand/pp.rb) on first
// use; it redefines both, and the call goes on to the Ruby definition.
NATIVE(k_pp) {
  std::vector<Value> args(argv, argv + argc);
  if (!load_on_demand(cx, "pp.rb")) return Value::undef();
  return call(cx, self, intern(cx, "pp"), argc, args.data());
}

NATIVE(k_pretty_inspect) {
  if (!load_on_demand(cx, "pp.rb")) return Value::undef();
  return call(cx, self, intern(cx, "pretty_inspect"));
}

NATIVE(k_display) {
  std::string text;
  if (!append_to_s(cx, text, self) || !write_to(cx, gvar(cx, cx.world->sym.dollar_stdout), text)) return Value::undef();
  return Value::nil();
}

} // namespace

void init_io(World& w) {
  Class* io = w.c.IO;
  define_method(w, io, "write", io_write, 0, -1);
  define_method(w, io, "puts", io_puts, 0, -1);
  define_method(w, io, "print", io_print, 0, -1);
  define_method(w, io, "putc", io_putc, 1, 1);
  define_method(w, io, "<<", io_append, 1, 1);
  define_method(w, io, "flush", io_flush, 0, 0);
  define_method(w, io, "sync", io_sync, 0, 0);
  define_method(w, io, "sync=", io_set_sync, 1, 1);
  define_method(w, io, "fileno", io_fileno, 0, 0);
  define_method(w, io, "to_i", io_fileno, 0, 0);
  define_method(w, io, "tty?", io_tty_p, 0, 0);
  define_method(w, io, "isatty", io_tty_p, 0, 0);
  define_method(w, io, "gets", io_gets, 0, 3);
  define_method(w, io, "read", io_read, 0, 1);
  define_method(w, io, "eof?", io_eof_p, 0, 0);
  define_method(w, io, "eof", io_eof_p, 0, 0);
  define_method(w, io, "inspect", io_inspect, 0, 0);
  define_method(w, io, "path", io_path, 0, 0);
  define_singleton_method(w, io, "__poll_now", io_s_poll_now, 2, 2);
  define_switching(w, metaclass(w, io), "__wait_any", io_s_wait_any, 3, 3);
  // ARGF's class, named as in CRuby and, as there, no constant's value; the
  // prelude makes ARGF and its methods (IO.__argf_class).
  new_class(w, w.c.Object)->path = "ARGF.class";
  define_singleton_method(w, io, "__argf_class", io_s_argf_class, 0, 0);
  const_set(w, w.c.Object, w.intern("STDIN"), stream(w, 0));
  const_set(w, w.c.Object, w.intern("STDOUT"), stream(w, 1));
  const_set(w, w.c.Object, w.intern("STDERR"), stream(w, 2));

  Class* k = w.c.Kernel;
  define_module_function(w, k, "puts", k_puts, 0, -1);
  define_module_function(w, k, "print", k_print, 0, -1);
  define_module_function(w, k, "putc", k_putc, 1, 1);
  define_module_function(w, k, "p", k_p, 0, -1);
  define_module_function(w, k, "pp", k_pp, 0, -1);
  define_method(w, k, "pretty_inspect", k_pretty_inspect, 0, 0);
  define_method(w, k, "__warn_text", k_warn_text, 1, -1, Visibility::Private);
  define_method(w, k, "__warn_write", k_warn_write, 1, 1, Visibility::Private);
  define_method(w, k, "display", k_display, 0, 0);
}

} // namespace garnet::core
