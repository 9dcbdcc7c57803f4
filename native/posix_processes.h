// posix_processes.h — child processes through POSIX calls (posix_spawn,
// waitpid, pidfd, fork, exec): the native platform's Processes table.
#pragma once

#include "platform/processes.h"

namespace garnet::native {

const platform::Processes* posix_processes();

} // namespace garnet::native
