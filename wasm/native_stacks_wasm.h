// native_stacks_wasm.h — the WebAssembly platform's native stacks: Emscripten
// fibers over Asyncify (see native_stacks_wasm.cpp).
#pragma once

#include "platform/platform.h"

namespace garnet::wasm {

// Fills in the native-stack functions of a Platform.
void add_native_stacks(platform::Platform& p);

} // namespace garnet::wasm
