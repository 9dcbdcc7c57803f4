// directories.h — the host's directories (Dir, Dir.glob, File.expand_path's
// "~user"): listing a directory entry by entry, making and removing one,
// changing the process's working directory, and users' home directories
// ($HOME itself is read through the Environment table). Every
// call answers 0 or an errno value (ENOENT, ENOTDIR, EEXIST, ENOTEMPTY...)
// that the engine turns into Ruby's Errno exception.
#pragma once

#include <string>

namespace garnet::platform {

// One entry of a listing.
struct DirectoryEntry {
  enum class Kind { Directory, Symlink, Other };
  std::string name; // as listed: "." and ".." included
  Kind kind = Kind::Other;
};

struct Directories {
  // Opens a listing of `path`: 0 and the listing in `listing`, or errno.
  int (*open)(void* user, const std::string& path, void*& listing) = nullptr;
  // The next entry: 1 (entry set), 0 at the end, or -errno.
  int (*read)(void* user, void* listing, DirectoryEntry& entry) = nullptr;
  // Starts the listing again from its first entry.
  void (*rewind)(void* user, void* listing) = nullptr;
  // The listing's descriptor (Dir#fileno), or -errno.
  int (*descriptor)(void* user, void* listing) = nullptr;
  // Closes the listing (every opened listing is closed once): 0 or errno.
  int (*close)(void* user, void* listing) = nullptr;

  // mkdir(2) with the permission bits `mode`, rmdir(2), chdir(2): 0 or errno.
  int (*make)(void* user, const std::string& path, int mode) = nullptr;
  int (*remove)(void* user, const std::string& path) = nullptr;
  int (*change)(void* user, const std::string& path) = nullptr;

  // The home directory of user `name` in the password database (empty: the
  // user this process runs as): 0, or ENOENT when there is no such user.
  int (*user_home)(void* user, const std::string& name, std::string& out) = nullptr;
};

} // namespace garnet::platform
