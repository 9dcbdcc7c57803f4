// posix_random.h — the system's secure random bytes (getentropy), for the
// POSIX and WebAssembly platforms' Platform::random_bytes.
#pragma once

#include <cstddef>

namespace garnet::native {

// Fills `buf` with `n` bytes from getentropy(3); false when it failed.
bool posix_random_bytes(void* user, char* buf, size_t n);

} // namespace garnet::native
