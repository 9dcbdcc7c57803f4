// posix_terminal.h — terminal control through termios and the window-size
// ioctls (io/console's platform half).
#pragma once

#include "platform/platform.h"

namespace garnet::native {

// Fills in is_terminal, terminal_size, terminal_save, terminal_restore and terminal_change.
void add_posix_terminal(platform::Platform& p);

} // namespace garnet::native
