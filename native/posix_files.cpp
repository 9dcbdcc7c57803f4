// posix_files.cpp — whole-file reads, the current directory,
// descriptors (open, read, write, seek, close) for File objects, pipes and
// FIFOs, and waiting for descriptors to be ready, over POSIX calls.
#include "native/posix_files.h"

#include <cerrno>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <vector>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace garnet::native {

namespace {

bool read_file(void*, const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

bool current_dir(void*, std::string& out) {
  std::vector<char> buf(4096);
  if (!getcwd(buf.data(), buf.size())) return false;
  out = buf.data();
  return true;
}

int file_open(void*, const std::string& path, int flags, int mode) {
  namespace F = platform::OpenFlags;
  int os = (flags & F::kRead) && (flags & F::kWrite) ? O_RDWR : (flags & F::kWrite) ? O_WRONLY : O_RDONLY;
  if (flags & F::kAppend) os |= O_APPEND;
  if (flags & F::kCreate) os |= O_CREAT;
  if (flags & F::kTruncate) os |= O_TRUNC;
  if (flags & F::kExclusive) os |= O_EXCL;
  // Non-blocking, so that opening a FIFO to read does not wait for a writer
  // on the carrier: its reads wait on the poller instead (fd_read). A FIFO
  // opened to write with no reader yet answers ENXIO: the prelude's
  // File#initialize sleeps its thread and tries again.
  int fd = open(path.c_str(), os | O_CLOEXEC | O_NONBLOCK, mode);
  return fd >= 0 ? fd : -errno;
}

// Whether a read that answered 0 on fd is a FIFO (opened without blocking)
// whose first writer has not come yet, rather than its end: Linux reports
// such a FIFO neither readable nor hung up.
bool fifo_awaits_writer(int fd) {
#ifdef __linux__
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISFIFO(st.st_mode) || !(fcntl(fd, F_GETFL) & O_NONBLOCK)) return false;
  pollfd probe{fd, POLLIN, 0};
  return poll(&probe, 1, 0) == 0;
#else
  (void)fd;
  return false;
#endif
}

int64_t fd_read(void*, int fd, char* buf, size_t n) {
  ssize_t got;
  while ((got = read(fd, buf, n)) < 0 && errno == EINTR) {
  }
  if (got == 0 && n > 0 && fifo_awaits_writer(fd)) return -EAGAIN;
  return got >= 0 ? int64_t(got) : -int64_t(errno);
}

int64_t fd_write(void*, int fd, const char* buf, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t put = write(fd, buf + done, n - done);
    if (put < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) { // a socket's send buffer is full: wait for room
        pollfd room{fd, POLLOUT, 0};
        poll(&room, 1, -1);
        continue;
      }
      return -int64_t(errno);
    }
    done += size_t(put);
  }
  return int64_t(done);
}

int64_t fd_write_once(void*, int fd, const char* buf, size_t n, bool make_nonblocking) {
  if (make_nonblocking) {
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0 && !(flags & O_NONBLOCK)) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
  }
  ssize_t put;
  while ((put = write(fd, buf, n)) < 0 && errno == EINTR) {
  }
  return put >= 0 ? int64_t(put) : -int64_t(errno);
}

int fd_close(void*, int fd) { return close(fd) == 0 ? 0 : errno; }

int make_pipe(void*, int fds[2]) {
  if (pipe(fds) != 0) return errno;
  for (int i = 0; i < 2; i++) fcntl(fds[i], F_SETFD, FD_CLOEXEC);
  fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  return 0;
}

int poll_fds(void*, platform::PollItem* items, size_t n, int64_t timeout_ns) {
  std::vector<pollfd> fds(n);
  for (size_t i = 0; i < n; i++) fds[i] = {items[i].fd, short(items[i].want_write ? POLLOUT : POLLIN), 0};
#ifdef __EMSCRIPTEN__
  int ready = poll(fds.data(), nfds_t(n), timeout_ns < 0 ? -1 : int((timeout_ns + 999'999) / 1'000'000));
#else
  timespec limit{time_t(timeout_ns / 1'000'000'000), long(timeout_ns % 1'000'000'000)};
  int ready = ppoll(fds.data(), nfds_t(n), timeout_ns < 0 ? nullptr : &limit, nullptr);
#endif
  if (ready < 0) return -errno;
  for (size_t i = 0; i < n; i++) items[i].ready = fds[i].revents != 0;
  return ready;
}

int64_t fd_seek(void*, int fd, int64_t offset, int whence) {
  off_t at = lseek(fd, off_t(offset), whence == 1 ? SEEK_CUR : whence == 2 ? SEEK_END : SEEK_SET);
  return at >= 0 ? int64_t(at) : -int64_t(errno);
}

int64_t fd_control(void*, int fd, int command, int64_t arg) {
  int r = fcntl(fd, command, long(arg));
  return r >= 0 ? int64_t(r) : -int64_t(errno);
}

int fd_duplicate(void*, int fd, int target) {
  int copy;
  if (target >= 0) {
    while ((copy = dup2(fd, target)) < 0 && errno == EINTR) {
    }
  } else {
#ifdef __EMSCRIPTEN__
    copy = fcntl(fd, F_DUPFD, 3); // Emscripten's file system has no F_DUPFD_CLOEXEC (and no exec)
#else
    copy = fcntl(fd, F_DUPFD_CLOEXEC, 3);
#endif
  }
  return copy >= 0 ? copy : -errno;
}

} // namespace

void add_posix_files(platform::Platform& p) {
  p.read_file = read_file;
  p.current_dir = current_dir;
  p.file_open = file_open;
  p.fd_read = fd_read;
  p.fd_write = fd_write;
  p.fd_write_once = fd_write_once;
  p.fd_close = fd_close;
  p.fd_seek = fd_seek;
  p.fd_control = fd_control;
  p.fd_duplicate = fd_duplicate;
  p.make_pipe = make_pipe;
  p.poll_fds = poll_fds;
}

} // namespace garnet::native
