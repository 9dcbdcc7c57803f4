// posix_directories.h — the platform's Directories table over POSIX calls
// (opendir/readdir, mkdir, rmdir, chdir, getpwnam), shared by the native
// platform and the WebAssembly one (Emscripten's file system has
// directories too).
#pragma once

#include "platform/directories.h"

namespace garnet::native {

const platform::Directories* posix_directories();

} // namespace garnet::native
