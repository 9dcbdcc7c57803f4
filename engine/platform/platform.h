// platform.h — everything the engine needs from the outside world, supplied
// by the embedder (native/ or wasm/). The engine makes no OS calls itself.
//
// Output, input, clocks, the process id, sleep, files, process exit,
// carriers, the descriptor poller, signals, and native stacks for coroutines
// suspended under C++ frames. The process world (environment, directories, the file
// system's metadata, child processes) is grouped into hook tables, each
// declared in a header of its own beside this one; a null table means the
// host has none of it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace garnet::platform {

// How File.new opens a path (a combination).
namespace OpenFlags {
constexpr int kRead = 1, kWrite = 2, kAppend = 4, kCreate = 8, kTruncate = 16, kExclusive = 32;
}

// A descriptor the scheduler waits on (poll_fds).
struct PollItem {
  int fd = -1;
  bool want_write = false; // else readable
  bool ready = false;      // set by poll_fds
};

// What an isolate tells a host's live view of itself (publish_isolate).
struct IsolateReport {
  uint64_t id = 0;          // the Ractor id (the main isolate: 1)
  const char* name = "";    // the Ractor's name; empty: none
  bool running = false;     // else waiting (for a thread, a message, a timer...)
  bool ended = false;       // its last report
  uint32_t threads = 0;     // green threads alive
  uint32_t fibers = 0;      // fibers started and not finished
  uint64_t run_ns = 0;      // time spent running (not waiting)
};

// A native execution context: a stack with the registers saved at its last
// switch. Opaque to the engine.
struct NativeStack;

// uname(2)'s answer (Etc.uname).
struct SystemName {
  std::string sysname, nodename, release, version, machine;
};

// The process world's hook tables (each in platform/NAME.h).
// What Platform::terminal_change may do to a terminal, as io/console's
// methods ask: raw and cooked modes (raw keeping Ctrl-C's signal and
// output processing with KeepSignals), echo off and on, and discarding
// unread input or unwritten output.
enum TerminalChange : unsigned {
  kTerminalRaw = 1,
  kTerminalKeepSignals = 2,
  kTerminalCooked = 4,
  kTerminalEchoOff = 8,
  kTerminalEchoOn = 16,
  kTerminalFlushInput = 32,
  kTerminalFlushOutput = 64,
};

struct Environment; // environment.h: the environment variables (ENV)
struct Directories; // directories.h: listing, making and changing directories (Dir)
struct FileSystem;  // file_system.h: stat/lstat, links, renames, permissions, times (File, File::Stat)
struct Processes;   // processes.h: child processes, waiting, fork, exec (Kernel#system, spawn, Process)

// What a standard-input read needs before it can answer (Platform::stdin_ready).
enum class InputNeed { Line, All, Bytes, Some };

struct Platform {
  void* user = nullptr;
  // Writes to fd 1 (stdout) or 2 (stderr): 0, or the errno value of a
  // write that failed (EPIPE: the reader of a pipe is gone).
  int (*write)(void* user, int fd, const char* data, size_t len) = nullptr;
  // Reads one line from stdin including the newline; false at end of input.
  bool (*read_line)(void* user, std::string& line) = nullptr;
  // Reads all remaining stdin.
  std::string (*read_all)(void* user) = nullptr;
  // Reads up to n bytes of stdin (fewer at its end).
  std::string (*read_bytes)(void* user, size_t n) = nullptr;
  // Reads what stdin has, up to n bytes, waiting only until there is some
  // (IO#readpartial); empty at its end.
  std::string (*read_some)(void* user, size_t n) = nullptr;
  // Whether stdin is at its end (without consuming anything).
  bool (*at_eof)(void* user) = nullptr;
  // Whether a read of stdin that needs `need` (n bytes for Bytes) would
  // answer without waiting: takes in what has arrived, never waits. When it
  // says no, the thread waits for descriptor 0 to be readable (poll_fds).
  bool (*stdin_ready)(void* user, InputNeed need, size_t n) = nullptr;
  // Monotonic clock in nanoseconds (the scheduler's timers,
  // Process::CLOCK_MONOTONIC).
  uint64_t (*monotonic_ns)(void* user) = nullptr;
  // Wall clock: nanoseconds since the epoch (Time.now, CLOCK_REALTIME).
  int64_t (*realtime_ns)(void* user) = nullptr;
  // CPU time the process has used, in nanoseconds (CLOCK_PROCESS_CPUTIME_ID).
  uint64_t (*cpu_time_ns)(void* user) = nullptr;
  // User and system CPU time of the process, then of its waited-for
  // children, in nanoseconds (Process.times); null: cpu_time_ns as the
  // process's user time, the rest 0.
  void (*cpu_times_ns)(void* user, uint64_t times[4]) = nullptr;
  // The process id (Process.pid, $$); null: 0.
  int64_t (*process_id)(void* user) = nullptr;
  // The real and effective user and group ids: uid, euid, gid, egid
  // (Process.uid...); null: all 0.
  void (*user_ids)(void* user, int64_t ids[4]) = nullptr;
  // Blocks the calling thread for `ns` nanoseconds.
  void (*sleep_ns)(void* user, uint64_t ns) = nullptr;
  // Ends the process immediately (exit!).
  void (*exit_now)(void* user, int status) = nullptr;
  // CPUs this process may run on (probed; GARNET_MAX_CPU lowers it).
  unsigned (*cpu_count)(void* user) = nullptr;
  // Fills `buf` with `n` bytes from the system's secure random source
  // (Random.urandom, seeds): false when it has none or it failed.
  bool (*random_bytes)(void* user, char* buf, size_t n) = nullptr;
  // The system's name, release and machine: false when unknown.
  bool (*system_name)(void* user, SystemName& out) = nullptr;
  // The absolute path of the running program (RbConfig.ruby): false when
  // it has none (a WebAssembly module).
  bool (*executable_path)(void* user, std::string& out) = nullptr;
  // Starts an OS thread (a carrier for an isolate) running entry(arg);
  // false when this build has no threads.
  bool (*start_carrier)(void* user, void (*entry)(void* arg), void* arg) = nullptr;
  // Reads a file (require_relative, File.read); false when it can't.
  bool (*read_file)(void* user, const std::string& path, std::string& out) = nullptr;
  // The current working directory (File.expand_path); false when unknown.
  bool (*current_dir)(void* user, std::string& out) = nullptr;
  // File objects: open (OpenFlags, permission bits for a new file) answers a
  // descriptor, or -errno; read answers the count (0 at the end) or -errno;
  // write writes everything and answers the count or -errno; close answers
  // 0 or errno.
  int (*file_open)(void* user, const std::string& path, int flags, int mode) = nullptr;
  int64_t (*fd_read)(void* user, int fd, char* buf, size_t n) = nullptr;
  int64_t (*fd_write)(void* user, int fd, const char* buf, size_t n) = nullptr;
  // One write(2), as IO#syswrite makes: the count written (maybe fewer than
  // n) or -errno (-EAGAIN when a non-blocking descriptor takes nothing now).
  // make_nonblocking first puts the descriptor in non-blocking mode, as
  // IO#write_nonblock does.
  int64_t (*fd_write_once)(void* user, int fd, const char* buf, size_t n, bool make_nonblocking) = nullptr;
  int (*fd_close)(void* user, int fd) = nullptr;
  // A pipe (IO.pipe): fds[0] reads without blocking (a read answers -EAGAIN
  // when empty), fds[1] writes. 0, or the errno value.
  int (*make_pipe)(void* user, int fds[2]) = nullptr;
  // Waits until one item is ready, timeout_ns passes (negative: no limit) or
  // a signal arrives: the number of ready items, or -errno.
  int (*poll_fds)(void* user, PollItem* items, size_t n, int64_t timeout_ns) = nullptr;
  // ---- TCP (null: no sockets) ----
  // tcp_listen and tcp_connect answer -1 for a host:port that does not
  // resolve, with the resolver's code and message in `unresolved`.
  struct Unresolved {
    int code = 0;        // getaddrinfo's (EAI_*)
    std::string message; // gai_strerror's
  };
  // A listening socket on host:port (port 0: any free one); its descriptor
  // (reads never block; ready to read = a connection waits), or -errno.
  int (*tcp_listen)(void* user, const std::string& host, int port, int backlog, Unresolved& unresolved) = nullptr;
  // Takes a waiting connection: its descriptor (reads never block), -EAGAIN
  // when none waits, or -errno.
  int (*tcp_accept)(void* user, int listener) = nullptr;
  // Connects to host:port: a descriptor (reads never block), or -errno.
  int (*tcp_connect)(void* user, const std::string& host, int port, Unresolved& unresolved) = nullptr;
  // The local (or, with peer, remote) address of a socket: 0, or errno.
  int (*socket_address)(void* user, int fd, bool peer, std::string& ip, int& port) = nullptr;
  // Sets a socket option (setsockopt's level, name and value bytes): 0, or errno.
  int (*socket_option)(void* user, int fd, int level, int name, const std::string& value) = nullptr;
  // Shuts a socket's reading (how 0), writing (1) or both (2) down: 0, or errno.
  int (*socket_shutdown)(void* user, int fd, int how) = nullptr;
  // Moves the position (whence: 0 start, 1 current, 2 end): the new
  // position, or -errno.
  int64_t (*fd_seek)(void* user, int fd, int64_t offset, int whence) = nullptr;
  // fcntl(2) with an integer argument: its result, or -errno.
  int64_t (*fd_control)(void* user, int fd, int command, int64_t arg) = nullptr;
  // Copies a descriptor: with target < 0 onto the lowest free one from 3
  // (closed on exec), for IO#dup; else onto target (dup2), for IO#reopen.
  // The new descriptor, or -errno. Null: descriptors are never copied.
  int (*fd_duplicate)(void* user, int fd, int target) = nullptr;

  // ---- terminals (IO#tty?, io/console; null: descriptors are never terminals) ----
  // Whether fd is a terminal (isatty).
  bool (*is_terminal)(void* user, int fd) = nullptr;
  // A terminal's size in rows and columns; with `set`, changes it first:
  // 0, or errno (ENOTTY when fd is not a terminal).
  int (*terminal_size)(void* user, int fd, int& rows, int& columns, bool set) = nullptr;
  // A terminal's settings as the platform's own bytes (save), and put back
  // exactly (restore): 0, or errno.
  int (*terminal_save)(void* user, int fd, std::string& settings) = nullptr;
  int (*terminal_restore)(void* user, int fd, const std::string& settings) = nullptr;
  // Makes the changes (TerminalChange bits, applied in the order of the
  // enum) and answers whether the terminal echoes afterwards (1 or 0), or
  // -errno. Raw reads return after min_chars characters or timeout_ds
  // tenths of a second. Without bits it only answers.
  int (*terminal_change)(void* user, int fd, unsigned changes, int min_chars, int timeout_ds) = nullptr;

  // ---- signals (null: none arrive) ----
  // The next signal (HUP, INT, TERM, USR1, USR2) that arrived and was not taken yet; 0
  // when none. A pending signal also ends sleep_ns early.
  int (*take_signal)(void* user) = nullptr;
  // Sends signal signo to process pid, or to process group -pid when pid is
  // negative (Process.kill): 0, or the errno value.
  int (*send_signal)(void* user, int64_t pid, int signo) = nullptr;
  // Ends the process as the signal would (an uncaught SignalException).
  void (*die_by_signal)(void* user, int signo) = nullptr;

  // ---- live statistics (null: not wanted) ----
  // Called on an isolate's own thread when it starts or stops waiting, every
  // few milliseconds while it runs, and once when it ends.
  void (*publish_isolate)(void* user, const IsolateReport& report) = nullptr;

  // ---- native stacks (C++ methods whose blocks may suspend; null: none) ----
  // A fresh guard-paged stack of `bytes` (0: the default, 1 MiB) that runs
  // entry(arg) when first switched to; entry never returns (it switches
  // away). Null when none can be had.
  NativeStack* (*stack_new)(void* user, void (*entry)(void* arg), void* arg, size_t bytes) = nullptr;
  // A context for the calling thread's own stack, to switch back to.
  NativeStack* (*stack_of_thread)(void* user) = nullptr;
  // Saves the running context into `from` and continues `to`.
  void (*stack_switch)(void* user, NativeStack* from, NativeStack* to) = nullptr;
  void (*stack_free)(void* user, NativeStack* stack) = nullptr;
  // The usable bytes of a stack made by stack_new (its lowest usable address).
  const char* (*stack_limit)(void* user, NativeStack* stack) = nullptr;
  // The lowest usable address of the calling thread's own stack (null:
  // unknown). Ruby code that C++ calls on it stops with SystemStackError
  // before it gets there.
  const char* (*thread_stack_limit)(void* user) = nullptr;
  // How deeply C++ methods may call Ruby methods that call C++ methods...
  // (0: as deeply as the stack's bytes allow). Set where another stack than
  // the one the engine can measure runs out first (WebAssembly: the JS
  // engine's own).
  int max_nested_calls = 0;
  // Whether a stack may switch away while the interpreter loop has frames
  // on it. False under Asyncify, which unwinds only the functions it
  // instrumented and leaves the loop out: there isolates get a thread each,
  // and a block switches only when called directly by the C++ method that
  // runs on the native stack.
  bool stack_switch_keeps_interpreter_frames = true;

  // ---- the process world (null: the host has none) ----
  const Environment* environment = nullptr;
  const Directories* directories = nullptr;
  const FileSystem* file_system = nullptr;
  const Processes* processes = nullptr;
};

} // namespace garnet::platform
