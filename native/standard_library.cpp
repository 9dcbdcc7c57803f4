// standard_library.cpp — locates Ruby's standard library and the system's
// installed Ruby libraries for the `garnet` command (see standard_library.h).
#include "native/standard_library.h"

#include <cstdlib>

#include <sys/stat.h>

#include "native/posix_system.h"

namespace garnet::native {

namespace {

bool is_directory(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

} // namespace

std::string find_standard_library() {
  if (const char* chosen = std::getenv("GARNET_STDLIB")) return chosen;
  std::string exe;
  if (!posix_executable_path(nullptr, exe)) return "";
  std::string dir = exe.substr(0, exe.rfind('/'));
  std::string root = dir.substr(0, dir.rfind('/')) + "/stdlib";
  return is_directory(root + "/4.0.0") ? root : "";
}

std::vector<std::string> find_system_library() {
  std::vector<std::string> dirs;
  for (const char* dir : {"/usr/local/lib/site_ruby", "/usr/lib/ruby/vendor_ruby"})
    if (is_directory(dir)) dirs.push_back(dir);
  return dirs;
}

} // namespace garnet::native
