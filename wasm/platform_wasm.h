// platform_wasm.h — the Emscripten implementation of the engine's platform
// interface (engine/platform/platform.h).
#pragma once

#include "platform/platform.h"

namespace garnet::wasm {

platform::Platform wasm_platform();

} // namespace garnet::wasm
