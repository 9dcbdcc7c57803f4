// posix_processes.cpp — the Processes table (platform/processes.h) over
// POSIX: posix_spawn with file actions for the redirections (so nothing but
// libc runs in the child before exec), waitpid, pidfd_open for waits the
// scheduler's poller can take, pipes and socket pairs for IO.popen, fork
// and exec, process groups, sessions and priorities.
#include "native/posix_processes.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <sys/resource.h>
#include <unistd.h>

#include "native/posix_environment.h"
#include "platform/platform.h"

namespace garnet::native {

namespace {

// The child's environment as "NAME=value" strings: the parent's (read under
// ENV's lock, posix_environment.cpp) with the request's changes.
std::vector<std::string> child_environment(const platform::SpawnRequest& r) {
  std::vector<std::string> env;
  if (!r.clear_env)
    for (const auto& [name, value] : posix_environment().list(nullptr)) env.push_back(name + "=" + value);
  for (const auto& [name, value] : r.env) {
    std::string prefix = name + "=";
    std::erase_if(env, [&](const std::string& entry) { return entry.compare(0, prefix.size(), prefix) == 0; });
    if (value) env.push_back(prefix + *value);
  }
  return env;
}

std::vector<char*> pointers(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

bool has_slash(const std::string& program) { return program.find('/') != std::string::npos; }

// A program expects blocking descriptors, and O_NONBLOCK belongs to the
// open file, which parent and child share: a pipe's end that the parent made
// non-blocking (IO.pipe) becomes blocking for both once given to a child.
void make_sources_blocking(const platform::SpawnRequest& r) {
  for (const platform::Redirect& d : r.redirects) {
    if (d.kind != platform::Redirect::Kind::Dup) continue;
    int flags = fcntl(d.from_fd, F_GETFL);
    if (flags >= 0 && (flags & O_NONBLOCK)) fcntl(d.from_fd, F_SETFL, flags & ~O_NONBLOCK);
  }
}

int64_t spawn(void*, const platform::SpawnRequest& r) {
  make_sources_blocking(r);
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attr);
  using Kind = platform::Redirect::Kind;
  for (const platform::Redirect& d : r.redirects) {
    if (d.kind == Kind::Dup) posix_spawn_file_actions_adddup2(&actions, d.from_fd, d.child_fd);
    else posix_spawn_file_actions_addclose(&actions, d.child_fd);
  }
  if (!r.chdir.empty()) posix_spawn_file_actions_addchdir_np(&actions, r.chdir.c_str());
  short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE); // ignored here (writes raise EPIPE): the default for the program
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  if (r.pgroup >= 0) {
    flags |= POSIX_SPAWN_SETPGROUP;
    posix_spawnattr_setpgroup(&attr, pid_t(r.pgroup));
  }
  posix_spawnattr_setflags(&attr, flags);
  std::vector<std::string> args = r.argv, env = child_environment(r);
  std::vector<char*> argv = pointers(args), envp = pointers(env);
  pid_t pid = 0;
  int err = has_slash(r.program) ? posix_spawn(&pid, r.program.c_str(), &actions, &attr, argv.data(), envp.data())
                                 : posix_spawnp(&pid, r.program.c_str(), &actions, &attr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  return err ? -int64_t(err) : int64_t(pid);
}

int exec(void*, const platform::SpawnRequest& r) {
  using Kind = platform::Redirect::Kind;
  make_sources_blocking(r);
  for (const platform::Redirect& d : r.redirects) {
    if (d.kind == Kind::Close) close(d.child_fd);
    else if (d.from_fd == d.child_fd) fcntl(d.child_fd, F_SETFD, 0); // kept across exec
    else if (dup2(d.from_fd, d.child_fd) < 0) return errno;
  }
  if (!r.chdir.empty() && chdir(r.chdir.c_str()) != 0) return errno;
  if (r.pgroup >= 0 && setpgid(0, pid_t(r.pgroup)) != 0) return errno;
  signal(SIGPIPE, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  std::vector<std::string> args = r.argv, env = child_environment(r);
  std::vector<char*> argv = pointers(args), envp = pointers(env);
  if (has_slash(r.program))
    execve(r.program.c_str(), argv.data(), envp.data());
  else
    execvpe(r.program.c_str(), argv.data(), envp.data());
  int err = errno;
  signal(SIGPIPE, SIG_IGN);
  return err;
}

int64_t wait_child(void*, int64_t pid, bool nohang, bool untraced, int& raw) {
  int status = 0;
  int options = (nohang ? WNOHANG : 0) | (untraced ? WUNTRACED : 0);
  pid_t got;
  while ((got = waitpid(pid_t(pid), &status, options)) < 0 && errno == EINTR) {
  }
  if (got < 0) return -int64_t(errno);
  raw = status;
  return int64_t(got);
}

int exit_notifier(void*, int64_t pid) {
#ifdef SYS_pidfd_open
  long fd = syscall(SYS_pidfd_open, pid_t(pid), 0);
  return fd >= 0 ? int(fd) : -errno;
#else
  return -ENOSYS;
#endif
}

int channel(void*, platform::ChannelKind kind, int fds[2]) {
  int ends[2];
  if (kind == platform::ChannelKind::Both) {
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return errno;
    fds[0] = ends[0];
    fds[1] = ends[1];
  } else {
    if (pipe2(ends, O_CLOEXEC) != 0) return errno;
    bool parent_reads = kind == platform::ChannelKind::ParentReads;
    fds[0] = parent_reads ? ends[0] : ends[1];
    fds[1] = parent_reads ? ends[1] : ends[0];
  }
  if (kind != platform::ChannelKind::ParentWrites) fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  return 0;
}

int shutdown_write(void*, int fd) { return shutdown(fd, SHUT_WR) == 0 ? 0 : errno; }

int64_t fork_process(void*) {
  pid_t pid = fork();
  return pid < 0 ? -int64_t(errno) : int64_t(pid);
}

int64_t parent_pid(void*) { return int64_t(getppid()); }

int64_t process_group(void*, int64_t pid) {
  pid_t g = getpgid(pid_t(pid));
  return g < 0 ? -int64_t(errno) : int64_t(g);
}

int64_t new_session(void*) {
  pid_t s = setsid();
  return s < 0 ? -int64_t(errno) : int64_t(s);
}

int set_process_group(void*, int64_t pid, int64_t group) {
  return setpgid(pid_t(pid), pid_t(group)) == 0 ? 0 : errno;
}

// getpriority(2) answers -1 both as a priority and as a failure: errno tells.
int get_priority(void*, int kind, int64_t who, int& priority) {
  errno = 0;
  priority = getpriority(__priority_which_t(kind), id_t(who));
  return priority == -1 ? errno : 0;
}

int set_priority(void*, int kind, int64_t who, int priority) {
  return setpriority(__priority_which_t(kind), id_t(who), priority) == 0 ? 0 : errno;
}

const platform::Processes kProcesses = {
    spawn,       exec,      wait_child,       exit_notifier, channel,      shutdown_write, fork_process,
    parent_pid,  process_group, new_session, set_process_group, get_priority, set_priority,
};

} // namespace

const platform::Processes* posix_processes() { return &kProcesses; }

} // namespace garnet::native
