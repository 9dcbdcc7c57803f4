// posix_sockets.cpp — TCP listening, accepting and connecting with POSIX
// sockets (IPv4 and IPv6 through getaddrinfo). Reads on the sockets never
// block (the scheduler parks the reading thread until poll says so); writes
// that find the send buffer full wait for it in fd_write.
#include "native/posix_sockets.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace garnet::native {

namespace {

// getaddrinfo's first answer for host:port: 0, an errno value, or -1 with
// the resolver's failure in `unresolved`.
int resolve(const std::string& host, int port, bool passive, addrinfo*& out, platform::Platform::Unresolved& unresolved) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = passive ? AI_PASSIVE : 0;
  std::string service = std::to_string(port);
  int rc = getaddrinfo(host.empty() ? nullptr : host.c_str(), service.c_str(), &hints, &out);
  if (rc == 0) return 0;
  if (rc == EAI_SYSTEM) return errno;
  unresolved.code = rc;
  unresolved.message = gai_strerror(rc);
  return -1;
}

void make_reads_nonblocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

int tcp_listen(void*, const std::string& host, int port, int backlog, platform::Platform::Unresolved& unresolved) {
  addrinfo* info;
  if (int err = resolve(host, port, true, info, unresolved)) return err < 0 ? -1 : -err;
  int fd = socket(info->ai_family, info->ai_socktype | SOCK_CLOEXEC, info->ai_protocol);
  int err = 0;
  if (fd < 0) {
    err = errno;
  } else {
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, info->ai_addr, info->ai_addrlen) != 0 || listen(fd, backlog) != 0) err = errno;
  }
  freeaddrinfo(info);
  if (err) {
    if (fd >= 0) close(fd);
    return -err;
  }
  make_reads_nonblocking(fd);
  return fd;
}

int tcp_accept(void*, int listener) {
  int fd = accept4(listener, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
  if (fd < 0) return -errno;
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return fd;
}

int tcp_connect(void*, const std::string& host, int port, platform::Platform::Unresolved& unresolved) {
  addrinfo* info;
  if (int err = resolve(host, port, false, info, unresolved)) return err < 0 ? -1 : -err;
  int fd = socket(info->ai_family, info->ai_socktype | SOCK_CLOEXEC, info->ai_protocol);
  int err = 0;
  if (fd < 0) err = errno;
  else if (connect(fd, info->ai_addr, info->ai_addrlen) != 0) err = errno;
  freeaddrinfo(info);
  if (err) {
    if (fd >= 0) close(fd);
    return -err;
  }
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  make_reads_nonblocking(fd);
  return fd;
}

int socket_address(void*, int fd, bool peer, std::string& ip, int& port) {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  if ((peer ? getpeername : getsockname)(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) return errno;
  char text[INET6_ADDRSTRLEN] = "";
  if (addr.ss_family == AF_INET6) {
    auto* a = reinterpret_cast<sockaddr_in6*>(&addr);
    inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text);
    port = ntohs(a->sin6_port);
  } else {
    auto* a = reinterpret_cast<sockaddr_in*>(&addr);
    inet_ntop(AF_INET, &a->sin_addr, text, sizeof text);
    port = ntohs(a->sin_port);
  }
  ip = text;
  return 0;
}

int socket_option(void*, int fd, int level, int name, const std::string& value) {
  return setsockopt(fd, level, name, value.data(), socklen_t(value.size())) == 0 ? 0 : errno;
}

int socket_shutdown(void*, int fd, int how) { return shutdown(fd, how) == 0 ? 0 : errno; }

} // namespace

void add_posix_sockets(platform::Platform& p) {
  p.tcp_listen = tcp_listen;
  p.tcp_accept = tcp_accept;
  p.tcp_connect = tcp_connect;
  p.socket_address = socket_address;
  p.socket_option = socket_option;
  p.socket_shutdown = socket_shutdown;
}

} // namespace garnet::native
