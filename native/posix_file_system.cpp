// posix_file_system.cpp — platform::FileSystem over POSIX calls: stat,
// links, renames, permissions, times, truncation, locks, FIFOs, the umask
// and positioned I/O. Shared by the native platform and the WebAssembly one
// (Emscripten's file system answers the same calls; those it lacks fail
// with its errno).
#include "native/posix_file_system.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace garnet::native {

namespace {

int status_of(int rc, const struct stat& st, platform::FileStatus& out) {
  if (rc != 0) return errno;
  out.dev = uint64_t(st.st_dev);
  out.ino = uint64_t(st.st_ino);
  out.mode = uint32_t(st.st_mode);
  out.nlink = uint64_t(st.st_nlink);
  out.uid = uint32_t(st.st_uid);
  out.gid = uint32_t(st.st_gid);
  out.rdev = uint64_t(st.st_rdev);
  out.size = int64_t(st.st_size);
  out.blksize = int64_t(st.st_blksize);
  out.blocks = int64_t(st.st_blocks);
  out.atime_sec = int64_t(st.st_atim.tv_sec);
  out.atime_nsec = int64_t(st.st_atim.tv_nsec);
  out.mtime_sec = int64_t(st.st_mtim.tv_sec);
  out.mtime_nsec = int64_t(st.st_mtim.tv_nsec);
  out.ctime_sec = int64_t(st.st_ctim.tv_sec);
  out.ctime_nsec = int64_t(st.st_ctim.tv_nsec);
  return 0;
}

int answer(int rc) { return rc == 0 ? 0 : errno; }

int stat_path(void*, const std::string& path, platform::FileStatus& out) {
  struct stat st;
  return status_of(stat(path.c_str(), &st), st, out);
}

int lstat_path(void*, const std::string& path, platform::FileStatus& out) {
  struct stat st;
  return status_of(lstat(path.c_str(), &st), st, out);
}

int fstat_fd(void*, int fd, platform::FileStatus& out) {
  struct stat st;
  return status_of(fstat(fd, &st), st, out);
}

int access_path(void*, const std::string& path, int what, bool real) {
  int mode = what == platform::Access::kExists ? F_OK : 0;
  if (what & platform::Access::kRead) mode |= R_OK;
  if (what & platform::Access::kWrite) mode |= W_OK;
  if (what & platform::Access::kExecute) mode |= X_OK;
#ifdef AT_EACCESS
  if (!real) return answer(faccessat(AT_FDCWD, path.c_str(), mode, AT_EACCESS));
#endif
  (void)real;
  return answer(access(path.c_str(), mode));
}

int rename_path(void*, const std::string& from, const std::string& to) {
  return answer(rename(from.c_str(), to.c_str()));
}

int unlink_path(void*, const std::string& path) { return answer(unlink(path.c_str())); }

int symlink_path(void*, const std::string& target, const std::string& link) {
  return answer(symlink(target.c_str(), link.c_str()));
}

int link_path(void*, const std::string& existing, const std::string& link) {
  return answer(::link(existing.c_str(), link.c_str()));
}

int readlink_path(void*, const std::string& path, std::string& out) {
  std::vector<char> buf(256);
  while (true) {
    ssize_t n = readlink(path.c_str(), buf.data(), buf.size());
    if (n < 0) return errno;
    if (size_t(n) < buf.size()) {
      out.assign(buf.data(), size_t(n));
      return 0;
    }
    buf.resize(buf.size() * 2);
  }
}

int realpath_of(void*, const std::string& path, std::string& out) {
  char* resolved = realpath(path.c_str(), nullptr);
  if (!resolved) return errno;
  out = resolved;
  free(resolved);
  return 0;
}

int chmod_path(void*, const std::string& path, uint32_t mode) { return answer(chmod(path.c_str(), mode_t(mode))); }
int chmod_fd(void*, int fd, uint32_t mode) { return answer(fchmod(fd, mode_t(mode))); }

int utime_path(void*, const std::string& path, int64_t atime_sec, int64_t atime_nsec, int64_t mtime_sec,
               int64_t mtime_nsec) {
  timespec times[2] = {{time_t(atime_sec), long(atime_nsec)}, {time_t(mtime_sec), long(mtime_nsec)}};
  return answer(utimensat(AT_FDCWD, path.c_str(), times, 0));
}

int truncate_path(void*, const std::string& path, int64_t length) { return answer(truncate(path.c_str(), off_t(length))); }
int truncate_fd(void*, int fd, int64_t length) { return answer(ftruncate(fd, off_t(length))); }

int flock_fd(void*, int fd, int operation) {
  namespace L = platform::Lock;
  int op = (operation & L::kUnlock) ? LOCK_UN : (operation & L::kExclusive) ? LOCK_EX : LOCK_SH;
  if (operation & L::kNonBlock) op |= LOCK_NB;
  int rc;
  while ((rc = flock(fd, op)) != 0 && errno == EINTR) {
  }
  return answer(rc);
}

int fsync_fd(void*, int fd) { return answer(fsync(fd)); }
int mkfifo_path(void*, const std::string& path, uint32_t mode) { return answer(mkfifo(path.c_str(), mode_t(mode))); }

uint32_t set_umask(void*, int64_t mask) {
  mode_t old = umask(mask < 0 ? 0 : mode_t(mask));
  if (mask < 0) umask(old);
  return uint32_t(old);
}

int64_t pread_fd(void*, int fd, char* buf, size_t n, int64_t offset) {
  ssize_t got;
  while ((got = pread(fd, buf, n, off_t(offset))) < 0 && errno == EINTR) {
  }
  return got >= 0 ? int64_t(got) : -int64_t(errno);
}

int64_t pwrite_fd(void*, int fd, const char* buf, size_t n, int64_t offset) {
  ssize_t put;
  while ((put = pwrite(fd, buf, n, off_t(offset))) < 0 && errno == EINTR) {
  }
  return put >= 0 ? int64_t(put) : -int64_t(errno);
}

void process_ids(void*, bool real, uint32_t& uid, uint32_t& gid) {
  uid = uint32_t(real ? getuid() : geteuid());
  gid = uint32_t(real ? getgid() : getegid());
}

} // namespace

const platform::FileSystem* posix_file_system() {
  static const platform::FileSystem fs = [] {
    platform::FileSystem t;
    t.stat = stat_path;
    t.lstat = lstat_path;
    t.fstat = fstat_fd;
    t.access = access_path;
    t.rename = rename_path;
    t.unlink = unlink_path;
    t.symlink = symlink_path;
    t.link = link_path;
    t.readlink = readlink_path;
    t.realpath = realpath_of;
    t.chmod = chmod_path;
    t.fchmod = chmod_fd;
    t.utime = utime_path;
    t.truncate = truncate_path;
    t.ftruncate = truncate_fd;
    t.flock = flock_fd;
    t.fsync = fsync_fd;
    t.mkfifo = mkfifo_path;
    t.umask = set_umask;
    t.pread = pread_fd;
    t.pwrite = pwrite_fd;
    t.process_ids = process_ids;
    return t;
  }();
  return &fs;
}

} // namespace garnet::native
