// file_stream.h — File objects: an open descriptor (platform file_open) with
// a read-ahead buffer. IO's methods (core/io.cpp) hand File receivers here.
#pragma once

#include <cerrno>
#include <string>

#include "platform/platform.h"
#include "vm/runtime.h"

namespace garnet::platform {
struct FileSystem;
}

namespace garnet::core {

struct FileStream {
  const platform::Platform* platform = nullptr;
  int fd = -1;
  bool readable = false;
  bool writable = false;
  bool closed = false;    // also true while allocate's stream waits for initialize to open it
  bool autoclose = true; // close the descriptor when the object is collected
  bool binmode = false;  // reads answer ASCII-8BIT strings ("rb", binmode, :BINARY)
  bool sync = false;     // IO#sync (writes are not buffered either way)
  int open_flags = 0;    // the platform's OpenFlags it was opened with (0: a descriptor it was given)
  std::string path;
  std::string buffer; // read ahead, not yet consumed
  bool at_end = false;
  bool would_block = false; // a pipe's read end: the last read found nothing yet
  bool may_block = false;   // a read has found nothing yet before (a pipe or a socket)
  bool drained = false;     // the last read was short: the next one waits to be readable first
  bool duplex = false;      // cannot seek (a pipe or a socket): its reads and writes are separate streams
  // A "r+" popen's socket: a child that leaves its input unread resets the
  // connection, which ends its output as a pipe's end would.
  bool reset_is_end = false;
  int64_t lineno = 0;
  // IO#set_encoding's choices (core/io_encoding.cpp): an encoding index, or none.
  static constexpr int kNoEncoding = -1;
  int external = kNoEncoding;
  int internal = kNoEncoding;

  // False for IO.allocate's stream (and a subclass's whose initialize did
  // not open one): its methods raise IOError "uninitialized stream".
  bool initialized() const { return platform != nullptr; }
  // Whether a read's result n (bytes, or -errno) is the end of the stream.
  bool ended_by(int64_t n) const { return n == 0 || (n == -ECONNRESET && reset_is_end); }
};

// What a read on a pipe answers when it would have to wait: the prelude
// (98_io.rb) parks the thread until the pipe is readable and tries again.
constexpr const char* kWaitReadable = "__wait_readable";
// What IO#write_nonblock's write answers when the descriptor takes nothing now.
constexpr const char* kWaitWritable = "__wait_writable";

// The descriptor of STDIN, STDOUT or STDERR's object (core/io.cpp), else -1.
int stream_fd(vm::Value io);

// The stream behind a File object (nullptr if v is not one).
FileStream* file_stream_of(vm::Value v);
// Makes io (a copy of a standard stream, made by dup or clone) a stream
// like a File's, with f as its payload (core/io_reopen.cpp).
void adopt_file_stream(vm::Value io, FileStream* f);
// How a file is opened: the platform's OpenFlags, and whether it reads
// binary strings.
struct OpenMode {
  int flags = platform::OpenFlags::kRead;
  bool binmode = false;
  bool textmode = false;
};
// The mode argument (a String or Integer flags, nil: "r") and the keyword
// options (mode:, flags:, binmode:, textmode:, encoding:...) as an OpenMode;
// false after raising ArgumentError.
bool open_mode(vm::Context& cx, vm::Value mode, vm::Value options, OpenMode& out);
// The platform's file system; nullptr after raising NotImplementedError
// when it has none (file.cpp). fs_user: the `user` its hooks take.
const platform::FileSystem* file_system(vm::Context& cx);
void* fs_user(vm::Context& cx);
// Raises IOError "closed stream" ("uninitialized stream" before initialize).
vm::Value closed_stream(vm::Context& cx, const FileStream& f);
vm::Value closed_stream(vm::Context& cx); // a closed standard stream
// A new IO of class klass on an open descriptor (pipes, sockets).
vm::Value new_stream(vm::Context& cx, vm::Class* klass, int fd, bool readable, bool writable, std::string name);
// readpartial(n) without waiting: up to n bytes of what is there, kWaitReadable
// when nothing is, EOFError at the end.
vm::Value file_readpartial(vm::Context& cx, FileStream& f, vm::Value length);

// IO methods on a File (each raises IOError on a closed stream or the wrong
// direction). gets: sep empty means "read to the end", paragraph "" (runs of
// newlines end a line), limit (negative: none) caps the bytes.
vm::Value file_gets(vm::Context& cx, FileStream& f, const std::string& sep, bool paragraph, int64_t limit,
                    bool chomp);
vm::Value file_read(vm::Context& cx, FileStream& f, vm::Value length); // nil: to the end
vm::Value file_eof_p(vm::Context& cx, FileStream& f);
bool file_write(vm::Context& cx, FileStream& f, const std::string& text);
// A path argument (a String, to_path or to_str) as text; false when the
// conversion raised or the path holds a NUL byte (ArgumentError with
// nul_message; core/file_path.cpp).
bool path_arg(vm::Context& cx, vm::Value v, std::string& out,
              const char* nul_message = "path name contains null byte");
vm::Value file_inspect(vm::Context& cx, vm::Value self, FileStream& f);
// getc (a character) or getbyte (an Integer) on $stdin, the standard
// input stream (io.cpp): nil at the end; undef after raising for another
// standard stream.
vm::Value standard_input_getc(vm::Context& cx, vm::Value self, bool byte);
// readpartial on $stdin (io.cpp): what standard input has, up to `length`
// bytes, waiting only until there is some; EOFError at its end.
vm::Value standard_input_readpartial(vm::Context& cx, vm::Value self, vm::Value length);
// IO#close of $stdin, $stdout or $stderr (io.cpp): later reads and writes
// raise IOError; the descriptor stays open, as in Ruby. False when io is
// not a standard stream.
bool close_standard_stream(vm::Context& cx, vm::Value io);
bool standard_stream_closed(vm::Context& cx, vm::Value io);

// File.new, #path, #lineno, #seek..., File::Constants; IO#close/#closed?,
// IO.__pipe and IO#__wait_readable (the waiting half of reads on pipes).
void init_file_stream(vm::World& w, vm::Class* file);
// File::Stat, File.stat and the status predicates (file_stat.cpp).
void init_file_stat(vm::World& w, vm::Class* file);
// File.join/basename/dirname/extname/split/expand_path... (file_path.cpp).
void init_file_path(vm::World& w, vm::Class* file);

} // namespace garnet::core
