// posix_file_system.h — platform::FileSystem over POSIX calls, shared by the
// native platform and the WebAssembly one (Emscripten's file system).
#pragma once

#include "platform/file_system.h"

namespace garnet::native {

// The table (static: one for the process).
const platform::FileSystem* posix_file_system();

} // namespace garnet::native
