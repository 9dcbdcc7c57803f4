// standard_library.cpp — locates Ruby's standard library for the `garnet`
// command (see standard_library.h).
#include "native/standard_library.h"

#include <cstdlib>

#include <sys/stat.h>

#include "native/posix_system.h"

namespace garnet::native {

std::string find_standard_library() {
  if (const char* chosen = std::getenv("GARNET_STDLIB")) return chosen;
  std::string exe;
  if (!posix_executable_path(nullptr, exe)) return "";
  std::string dir = exe.substr(0, exe.rfind('/'));
  std::string root = dir.substr(0, dir.rfind('/')) + "/stdlib";
  struct stat st;
  return stat((root + "/4.0.0").c_str(), &st) == 0 && S_ISDIR(st.st_mode) ? root : "";
}

} // namespace garnet::native
