// posix_random.cpp — Platform::random_bytes on getentropy(3), which gives at
// most 256 bytes a call (Emscripten's asks the host's crypto source).
#include "native/posix_random.h"

#include <algorithm>

#include <unistd.h>

namespace garnet::native {

bool posix_random_bytes(void*, char* buf, size_t n) {
  for (size_t done = 0; done < n;) {
    size_t chunk = std::min<size_t>(n - done, 256);
    if (getentropy(buf + done, chunk) != 0) return false;
    done += chunk;
  }
  return true;
}

} // namespace garnet::native
