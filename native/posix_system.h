// posix_system.h — facts the system gives through POSIX calls: secure random
// bytes (getentropy) and the running executable's path for the POSIX
// platform, the system's identity (uname) for it and the WebAssembly one.
#pragma once

#include <cstddef>
#include <string>

namespace garnet::platform {
struct SystemName;
}

namespace garnet::native {

// Platform::random_bytes: `n` bytes from getentropy(3); false when it failed.
bool posix_random_bytes(void* user, char* buf, size_t n);

// Platform::system_name: uname(2)'s fields; false when it failed.
bool posix_system_name(void* user, platform::SystemName& out);

// Platform::executable_path: /proc/self/exe's target; false when unreadable.
bool posix_executable_path(void* user, std::string& out);

} // namespace garnet::native
