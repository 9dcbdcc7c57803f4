// posix_sockets.h — TCP through POSIX sockets for the native platform.
#pragma once

#include "platform/platform.h"

namespace garnet::native {

// Fills in tcp_listen, tcp_accept, tcp_connect and socket_address.
void add_posix_sockets(platform::Platform& p);

} // namespace garnet::native
