// posix_files.h — files through POSIX calls: the platform's file functions,
// shared by the native platform and the WebAssembly one (Emscripten's file
// system speaks POSIX too).
#pragma once

#include "platform/platform.h"

namespace garnet::native {

// Fills in read_file, current_dir, file_open and the descriptor functions.
void add_posix_files(platform::Platform& p);

} // namespace garnet::native
