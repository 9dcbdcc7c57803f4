// posix_environment.h — the environment variables through POSIX calls,
// shared by the native platform and the WebAssembly one (whose libc keeps
// an environment of its own, filled by the embedder).
#pragma once

#include "platform/environment.h"

namespace garnet::native {

const platform::Environment& posix_environment();

} // namespace garnet::native
