// processes.h — the host's child processes: starting a program with its
// redirections (Kernel#system, spawn, IO.popen, backticks), waiting for a
// child, fork, exec, and the process's own relations (parent, group,
// session). Natively: native/posix_processes.cpp. A host without processes
// (WebAssembly) leaves Platform::processes null, and every Ruby method that
// needs it raises NotImplementedError.
//
// Statuses are the wait(2) word ("raw"), decoded by the engine the way
// Linux and every common Unix lay it out (core/process_children.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace garnet::platform {

// One of the child's descriptors, set up before the program starts, in order.
struct Redirect {
  enum class Kind : uint8_t {
    Dup,   // child_fd = a copy of from_fd (the parent's, or one set up earlier)
    Close, // child_fd closed
  };
  Kind kind = Kind::Dup;
  int child_fd = -1;
  int from_fd = -1;
};

// What to start: a program (searched in PATH when it has no '/'), its
// arguments (argv[0] first), the changes to the environment, the directory,
// the redirections and the process group. Redirected paths are opened by
// the engine, in the parent, as Ruby does: the child gets copies.
struct SpawnRequest {
  std::string program;
  std::vector<std::string> argv;
  // Set (a value) or removed (none), over the parent's environment, or over
  // an empty one with clear_env (unsetenv_others: true).
  std::vector<std::pair<std::string, std::optional<std::string>>> env;
  bool clear_env = false;
  std::string chdir; // empty: the parent's
  std::vector<Redirect> redirects;
  int64_t pgroup = -1; // -1: the parent's group; 0: a group of its own; else join that group
};

// How the two ends of a channel to a child are made (IO.popen).
enum class ChannelKind : uint8_t {
  ParentReads,  // a pipe: the parent reads (its end never blocks), the child
                // writes
  ParentWrites, // a pipe: the parent writes, the child reads (blocking)
  Both,         // a socket pair: both read and write
};

struct Processes {
  // Starts a program: its pid, or -errno (ENOENT, EACCES... when it cannot
  // be executed). Nothing of the engine runs in the child.
  int64_t (*spawn)(void* user, const SpawnRequest& request) = nullptr;
  // Replaces this process with the program (the request's env, chdir and
  // redirections applied first); returns only on failure, with the errno value.
  int (*exec)(void* user, const SpawnRequest& request) = nullptr;
  // waitpid(pid, nohang): the pid of the child that changed state (its wait
  // status in raw), 0 when nohang and none has, or -errno (ECHILD).
  // untraced: stopped children count too.
  int64_t (*wait)(void* user, int64_t pid, bool nohang, bool untraced, int& raw) = nullptr;
  // A descriptor that becomes readable once the child pid has ended (a
  // pidfd), for the scheduler's poller; -errno when there is none (the
  // engine then polls with a short sleep).
  int (*exit_notifier)(void* user, int64_t pid) = nullptr;
  // The two ends of a channel: fds[0] the parent's, fds[1] the child's; both
  // close on exec. 0, or the errno value.
  int (*channel)(void* user, ChannelKind kind, int fds[2]) = nullptr;
  // Ends writing on a socket pair's end (IO#close_write of a "r+" popen): 0 or
  // errno.
  int (*shutdown_write)(void* user, int fd) = nullptr;
  // fork(2): the child's pid in the parent, 0 in the child, -errno. The
  // engine makes sure no other thread holds a lock it needs.
  int64_t (*fork)(void* user) = nullptr;
  int64_t (*parent_pid)(void* user) = nullptr;
  // getpgid(pid) (0: this process), setsid(): the id, or -errno.
  int64_t (*process_group)(void* user, int64_t pid) = nullptr;
  int64_t (*new_session)(void* user) = nullptr;
  // setpgid(pid, group) (0s: this process, its own id): 0 or errno.
  int (*set_process_group)(void* user, int64_t pid, int64_t group) = nullptr;
  // getpriority(2) / setpriority(2) of a process, group or user (kind:
  // Process::PRIO_PROCESS, PRIO_PGRP, PRIO_USER; who 0: this one): 0 or errno.
  int (*get_priority)(void* user, int kind, int64_t who, int& priority) = nullptr;
  int (*set_priority)(void* user, int kind, int64_t who, int priority) = nullptr;
};

} // namespace garnet::platform
