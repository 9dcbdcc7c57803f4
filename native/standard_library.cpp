// standard_library.cpp — locates Ruby's standard library for the `garnet`
// command (see standard_library.h).
#include "native/standard_library.h"

#include <climits>
#include <cstdlib>

#include <sys/stat.h>
#include <unistd.h>

namespace garnet::native {

std::string find_standard_library() {
  if (const char* chosen = std::getenv("GARNET_STDLIB")) return chosen;
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return "";
  std::string dir(exe, size_t(n));
  dir.resize(dir.rfind('/'));
  std::string root = dir.substr(0, dir.rfind('/')) + "/stdlib";
  struct stat st;
  return stat((root + "/4.0.0").c_str(), &st) == 0 && S_ISDIR(st.st_mode) ? root : "";
}

} // namespace garnet::native
