// platform_posix.h — the POSIX implementation of the engine's platform
// interface (engine/platform/platform.h).
#pragma once

#include "platform/platform.h"

namespace garnet::native {

platform::Platform posix_platform();

} // namespace garnet::native
