// posix_directories.cpp — listing, making, removing and changing
// directories, and users' home directories (the password database), over
// POSIX calls.
#include "native/posix_directories.h"

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace garnet::native {

namespace {

using Kind = platform::DirectoryEntry::Kind;

// Where an entry's type is not in the listing (d_type DT_UNKNOWN on some
// file systems), lstat says.
Kind kind_of(DIR* dir, const dirent* e) {
#ifdef DT_DIR
  if (e->d_type == DT_DIR) return Kind::Directory;
  if (e->d_type == DT_LNK) return Kind::Symlink;
  if (e->d_type != DT_UNKNOWN) return Kind::Other;
#endif
  struct stat st;
  if (fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) return Kind::Other;
  return S_ISDIR(st.st_mode) ? Kind::Directory : S_ISLNK(st.st_mode) ? Kind::Symlink : Kind::Other;
}

int open_listing(void*, const std::string& path, void*& listing) {
  DIR* dir = opendir(path.c_str());
  if (!dir) return errno;
  listing = dir;
  return 0;
}

int read_entry(void*, void* listing, platform::DirectoryEntry& entry) {
  DIR* dir = static_cast<DIR*>(listing);
  errno = 0;
  const dirent* e = readdir(dir);
  if (!e) return errno ? -errno : 0;
  entry.name = e->d_name;
  entry.kind = kind_of(dir, e);
  return 1;
}

void rewind_listing(void*, void* listing) { rewinddir(static_cast<DIR*>(listing)); }

int listing_descriptor(void*, void* listing) {
  int fd = dirfd(static_cast<DIR*>(listing));
  return fd >= 0 ? fd : -errno;
}

int close_listing(void*, void* listing) { return closedir(static_cast<DIR*>(listing)) == 0 ? 0 : errno; }

int make_dir(void*, const std::string& path, int mode) { return mkdir(path.c_str(), mode_t(mode)) == 0 ? 0 : errno; }
int remove_dir(void*, const std::string& path) { return rmdir(path.c_str()) == 0 ? 0 : errno; }
int change_dir(void*, const std::string& path) { return chdir(path.c_str()) == 0 ? 0 : errno; }

int user_home(void*, const std::string& name, std::string& out) {
  std::vector<char> buf(16384);
  passwd entry{}, *found = nullptr;
  if (name.empty()) getpwuid_r(getuid(), &entry, buf.data(), buf.size(), &found);
  else getpwnam_r(name.c_str(), &entry, buf.data(), buf.size(), &found);
  if (!found || !found->pw_dir) return ENOENT;
  out = found->pw_dir;
  return 0;
}

} // namespace

const platform::Directories* posix_directories() {
  static const platform::Directories table = {
      .open = open_listing,
      .read = read_entry,
      .rewind = rewind_listing,
      .descriptor = listing_descriptor,
      .close = close_listing,
      .make = make_dir,
      .remove = remove_dir,
      .change = change_dir,
      .user_home = user_home,
  };
  return &table;
}

} // namespace garnet::native
