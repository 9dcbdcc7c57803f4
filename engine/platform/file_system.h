// file_system.h — the file system's metadata and the operations on paths and
// open files that are not reads and writes: stat/lstat/fstat, renames,
// links, permissions, times, sizes, locks, FIFOs, the umask, access checks,
// and positioned reads and writes. Reading and writing descriptors stays in
// platform.h (file_open, fd_read, fd_write, fd_seek, fd_close).
//
// Every hook answers 0 or the errno value (ENOENT, EACCES...) that says why
// it failed, unless its comment says otherwise. A null hook means the host
// cannot do it (the engine raises NotImplementedError).
#pragma once

#include <cstdint>
#include <string>

namespace garnet::platform {

// What stat(2) says of a file, with the POSIX mode bits (S_IFMT & co.).
struct FileStatus {
  uint64_t dev = 0;
  uint64_t ino = 0;
  uint32_t mode = 0; // file type and permission bits, as st_mode
  uint64_t nlink = 0;
  uint32_t uid = 0;
  uint32_t gid = 0;
  uint64_t rdev = 0;
  int64_t size = 0;
  int64_t blksize = 0;
  int64_t blocks = 0;
  int64_t atime_sec = 0, atime_nsec = 0;
  int64_t mtime_sec = 0, mtime_nsec = 0;
  int64_t ctime_sec = 0, ctime_nsec = 0;
};

// The file types in FileStatus::mode (POSIX's S_IF* values).
namespace FileType {
constexpr uint32_t kMask = 0170000, kSocket = 0140000, kLink = 0120000, kRegular = 0100000, kBlock = 060000,
                   kDirectory = 040000, kChar = 020000, kFifo = 010000;
}

// The access(2) checks (combinable).
namespace Access {
constexpr int kExists = 0, kExecute = 1, kWrite = 2, kRead = 4;
}

// flock(2)'s operations, as File::LOCK_* (combinable with kNonBlock).
namespace Lock {
constexpr int kShared = 1, kExclusive = 2, kNonBlock = 4, kUnlock = 8;
}

struct FileSystem {
  // The status of a path (following symbolic links), of the link itself, or
  // of an open descriptor.
  int (*stat)(void* user, const std::string& path, FileStatus& out) = nullptr;
  int (*lstat)(void* user, const std::string& path, FileStatus& out) = nullptr;
  int (*fstat)(void* user, int fd, FileStatus& out) = nullptr;
  // Whether the calling process may read/write/execute a path (Access bits;
  // real: with the real rather than the effective user).
  int (*access)(void* user, const std::string& path, int what, bool real) = nullptr;
  int (*rename)(void* user, const std::string& from, const std::string& to) = nullptr;
  int (*unlink)(void* user, const std::string& path) = nullptr;
  int (*symlink)(void* user, const std::string& target, const std::string& link) = nullptr;
  int (*link)(void* user, const std::string& existing, const std::string& link) = nullptr;
  int (*readlink)(void* user, const std::string& path, std::string& out) = nullptr;
  // The absolute path with every symbolic link, "." and ".." resolved.
  int (*realpath)(void* user, const std::string& path, std::string& out) = nullptr;
  int (*chmod)(void* user, const std::string& path, uint32_t mode) = nullptr;
  int (*fchmod)(void* user, int fd, uint32_t mode) = nullptr;
  // Sets the access and modification times (seconds and nanoseconds).
  int (*utime)(void* user, const std::string& path, int64_t atime_sec, int64_t atime_nsec, int64_t mtime_sec,
               int64_t mtime_nsec) = nullptr;
  int (*truncate)(void* user, const std::string& path, int64_t length) = nullptr;
  int (*ftruncate)(void* user, int fd, int64_t length) = nullptr;
  // flock(2) with Lock bits; EWOULDBLOCK when kNonBlock finds it held. A
  // lock that must wait holds the carrier.
  int (*flock)(void* user, int fd, int operation) = nullptr;
  int (*fsync)(void* user, int fd) = nullptr;
  int (*mkfifo)(void* user, const std::string& path, uint32_t mode) = nullptr;
  // Sets the umask to `mask` (a negative mask only asks) and answers the
  // previous one.
  uint32_t (*umask)(void* user, int64_t mask) = nullptr;
  // Reads/writes at an offset without moving the position: the count, or -errno.
  int64_t (*pread)(void* user, int fd, char* buf, size_t n, int64_t offset) = nullptr;
  int64_t (*pwrite)(void* user, int fd, const char* buf, size_t n, int64_t offset) = nullptr;
  // The process's effective (or, with real, real) user and group ids, which
  // File::Stat#readable? & co. compare with a file's owner.
  void (*process_ids)(void* user, bool real, uint32_t& uid, uint32_t& gid) = nullptr;
};

} // namespace garnet::platform
