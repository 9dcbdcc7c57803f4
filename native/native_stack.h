// native_stack.h — the POSIX platform's native stacks (see native_stack.cpp).
#pragma once

#include "platform/platform.h"

namespace garnet::native {

// Fills in the native-stack functions of a Platform.
void add_native_stacks(platform::Platform& p);

} // namespace garnet::native
