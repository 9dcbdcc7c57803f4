// posix_environment.cpp — getenv/setenv/unsetenv/environ behind one lock:
// isolates on several carriers may read and write ENV at once, and the C
// library's environment is not safe for that by itself. Setting TZ makes
// the C library read the zone again.
#include "native/posix_environment.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>

extern char** environ;

namespace garnet::native {

namespace {

std::mutex& environment_lock() {
  static std::mutex lock;
  return lock;
}

bool get(void*, const std::string& name, std::string& out) {
  std::lock_guard<std::mutex> hold(environment_lock());
  const char* value = std::getenv(name.c_str());
  if (!value) return false;
  out = value;
  return true;
}

int set(void*, const std::string& name, const std::string* value) {
  if (name.empty() || name.find('=') != std::string::npos) return EINVAL;
  std::lock_guard<std::mutex> hold(environment_lock());
  int r = value ? setenv(name.c_str(), value->c_str(), 1) : unsetenv(name.c_str());
  if (r != 0) return errno;
  if (name == "TZ") tzset(); // local times follow the new zone, as in CRuby (localtime_r reads it once)
  return 0;
}

std::vector<std::pair<std::string, std::string>> list(void*) {
  std::lock_guard<std::mutex> hold(environment_lock());
  std::vector<std::pair<std::string, std::string>> out;
  for (char** entry = environ; entry && *entry; entry++) {
    const char* eq = std::strchr(*entry, '=');
    if (!eq) continue;
    out.emplace_back(std::string(*entry, size_t(eq - *entry)), std::string(eq + 1));
  }
  return out;
}

} // namespace

const platform::Environment& posix_environment() {
  static const platform::Environment table{get, set, list};
  return table;
}

} // namespace garnet::native
