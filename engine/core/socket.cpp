// socket.cpp — TCPServer and TCPSocket (with BasicSocket and IPSocket above
// them) over the platform's TCP functions; a socket is an IO on its
// descriptor (core/file_stream.h), so gets/read/write/close are IO's. What
// waits (accept, readpartial) parks the thread in Ruby:
// core/prelude/98_io.rb. `require 'socket'` is accepted (built in).
#include <cerrno>

#include "core/core.h"
#include "core/file_stream.h"

namespace garnet::core {

using namespace vm;

namespace {

bool sockets_available(Context& cx) {
  if (cx.iso->platform->tcp_listen) return true;
  raise(cx, cx.world->c.NotImplementedError, "sockets are not available on this platform (WebAssembly)");
  return false;
}

// Socket::ResolutionError (a SocketError, prelude/98_io.rb) for a host that
// did not resolve: "getaddrinfo: MESSAGE", with the resolver's error_code.
Value raise_unresolved(Context& cx, const platform::Platform::Unresolved& unresolved) {
  World& w = *cx.world;
  Value* socket = w.c.Object->find_constant(w.intern("Socket"));
  Value* klass = socket ? socket->as<Class>()->find_constant(w.intern("ResolutionError")) : nullptr;
  if (!klass) return raise(cx, w.c.RuntimeError, "getaddrinfo: " + unresolved.message);
  Value exc = new_exception(cx, klass->as<Class>(), "getaddrinfo: " + unresolved.message);
  ivar_set(cx, exc, intern(cx, "@error_code"), Value::fixnum(unresolved.code));
  return raise(cx, exc);
}

// "connect(2) for \"host\" port N", the detail Ruby's socket errors carry.
std::string call_detail(const char* call, const std::string& host, int64_t port) {
  return std::string(call) + " for \"" + host + "\" port " + std::to_string(port);
}

bool host_and_port(Context& cx, Value host, Value port, std::string& host_out, int64_t& port_out) {
  if (!host.is_nil()) {
    Value text = implicit_string(cx, host);
    if (text.is_undef()) return false;
    host_out = str(text);
  }
  return to_int64(cx, port, port_out);
}

// TCPServer.new([host,] port)
NATIVE(tcp_server_s_new) {
  if (argc < 1 || argc > 2)
    return raisef(cx, cx.world->c.ArgumentError, "wrong number of arguments (given %d, expected 1..2)", argc);
  if (!sockets_available(cx)) return Value::undef();
  std::string host;
  int64_t port;
  if (!host_and_port(cx, argc == 2 ? argv[0] : Value::nil(), argv[argc - 1], host, port)) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  platform::Platform::Unresolved unresolved;
  int fd = p->tcp_listen(p->user, host, int(port), 1024, unresolved);
  if (unresolved.code) return raise_unresolved(cx, unresolved);
  if (fd < 0) return raise_errno(cx, -fd, "", call_detail("bind(2)", host.empty() ? "0.0.0.0" : host, port));
  return new_stream(cx, self.as<Class>(), fd, true, false, "fd " + std::to_string(fd));
}

// TCPServer#__accept_now: a TCPSocket, or :__wait_readable when none waits.
NATIVE(tcp_server_accept_now) {
  FileStream* f = file_stream_of(self);
  if (f->closed) return closed_stream(cx, *f);
  const platform::Platform* p = cx.iso->platform;
  int fd = p->tcp_accept(p->user, f->fd);
  if (fd == -EAGAIN || fd == -EWOULDBLOCK) return symbol_value(cx, kWaitReadable);
  if (fd < 0) return raise_errno(cx, -fd, "", "accept(2)");
  Value klass = *cx.world->c.Object->find_constant(intern(cx, "TCPSocket"));
  return new_stream(cx, klass.as<Class>(), fd, true, true, "fd " + std::to_string(fd));
}

// TCPSocket.__connect(host, port, local_host, local_port): TCPSocket.new's
// connection (core/prelude/98_io.rb adds its timeouts).
NATIVE(tcp_socket_s_new) {
  if (argc < 2 || argc > 4)
    return raisef(cx, cx.world->c.ArgumentError, "wrong number of arguments (given %d, expected 2..4)", argc);
  if (!sockets_available(cx)) return Value::undef();
  std::string host = "localhost";
  int64_t port;
  if (!host_and_port(cx, argv[0], argv[1], host, port)) return Value::undef();
  const platform::Platform* p = cx.iso->platform;
  cx.iso->flush_out();
  platform::Platform::Unresolved unresolved;
  int fd = p->tcp_connect(p->user, host, int(port), unresolved);
  if (unresolved.code) return raise_unresolved(cx, unresolved);
  if (fd < 0) return raise_errno(cx, -fd, "", call_detail("connect(2)", host, port));
  return new_stream(cx, self.as<Class>(), fd, true, true, "fd " + std::to_string(fd));
}

// addr / peeraddr: ["AF_INET", port, ip, ip]
Value socket_address(Context& cx, Value self, bool peer) {
  FileStream* f = file_stream_of(self);
  if (f->closed) return closed_stream(cx, *f);
  const platform::Platform* p = cx.iso->platform;
  std::string ip;
  int port = 0;
  if (int err = p->socket_address(p->user, f->fd, peer, ip, port)) return raise_errno(cx, err, "", "getsockname(2)");
  Value items[] = {new_string(cx, ip.find(':') == std::string::npos ? "AF_INET" : "AF_INET6"), Value::fixnum(port),
                   new_string(cx, ip), new_string(cx, ip)};
  return new_array(cx, items, 4);
}

// BasicSocket#setsockopt(level, name, value): value an Integer, true/false
// (1/0) or a String of the option's bytes.
NATIVE(socket_setsockopt) {
  if (!sockets_available(cx)) return Value::undef();
  FileStream* f = file_stream_of(self);
  if (f->closed) return closed_stream(cx, *f);
  int64_t level, name;
  if (!to_int64(cx, argv[0], level) || !to_int64(cx, argv[1], name)) return Value::undef();
  std::string bytes;
  if (is_string(argv[2])) {
    bytes = str(argv[2]);
  } else {
    int64_t number = argv[2].is_true() ? 1 : 0;
    if (!argv[2].is_true() && !argv[2].is_false() && !to_int64(cx, argv[2], number)) return Value::undef();
    int value = int(number);
    bytes.assign(reinterpret_cast<const char*>(&value), sizeof value);
  }
  const platform::Platform* p = cx.iso->platform;
  if (int err = p->socket_option(p->user, f->fd, int(level), int(name), bytes)) return raise_errno(cx, err, "", "setsockopt(2)");
  return Value::fixnum(0);
}

// BasicSocket#shutdown(how = Socket::SHUT_RDWR): how as 0, 1, 2 or
// :RD / :WR / :RDWR ("SHUT_" prefixed, symbols or strings).
NATIVE(socket_shutdown) {
  if (!sockets_available(cx)) return Value::undef();
  FileStream* f = file_stream_of(self);
  if (f->closed) return closed_stream(cx, *f);
  int64_t how = 2;
  if (argc > 0 && (argv[0].is_symbol() || is_string(argv[0]))) {
    std::string name = argv[0].is_symbol() ? cx.world->name(argv[0].as_symbol()) : str(argv[0]);
    if (name.rfind("SHUT_", 0) == 0) name = name.substr(5);
    if (name == "RD") how = 0;
    else if (name == "WR") how = 1;
    else if (name == "RDWR") how = 2;
    else {
      Value* error = cx.world->c.Object->find_constant(intern(cx, "SocketError"));
      return raise(cx, error ? error->as<Class>() : cx.world->c.ArgumentError, "unknown shutdown argument: " + name);
    }
  } else if (argc > 0 && !to_int64(cx, argv[0], how)) {
    return Value::undef();
  }
  if (how < 0 || how > 2) return raise(cx, cx.world->c.ArgumentError, "`how' should be either :SHUT_RD, :SHUT_WR, :SHUT_RDWR");
  const platform::Platform* p = cx.iso->platform;
  if (!p->socket_shutdown) return raise_errno(cx, ENOTSUP, "", "shutdown(2)");
  if (int err = p->socket_shutdown(p->user, f->fd, int(how))) return raise_errno(cx, err, "", "shutdown(2)");
  return Value::fixnum(0);
}

NATIVE(socket_addr) { return socket_address(cx, self, false); }
NATIVE(socket_peeraddr) { return socket_address(cx, self, true); }

NATIVE(io_readpartial_now) {
  FileStream* f = file_stream_of(self);
  if (!f) return standard_input_readpartial(cx, self, argv[0]);
  return file_readpartial(cx, *f, argv[0]);
}

// read_nonblock's read: it asks the system even after a short read (a
// blocking read would wait to be readable first).
NATIVE(io_read_nonblock_now) {
  if (FileStream* f = file_stream_of(self)) f->drained = false;
  return io_readpartial_now(cx, self, argc, argv, block);
}

} // namespace

void init_socket(World& w) {
  Class* basic = define_class(w, "BasicSocket", w.c.IO);
  Class* ip = define_class(w, "IPSocket", basic);
  Class* tcp = define_class(w, "TCPSocket", ip);
  Class* server = define_class(w, "TCPServer", tcp);
  define_singleton_method(w, tcp, "__connect", tcp_socket_s_new, 0, -1);
  define_singleton_method(w, server, "new", tcp_server_s_new, 0, -1);
  define_singleton_method(w, server, "open", tcp_server_s_new, 0, -1);
  define_method(w, server, "__accept_now", tcp_server_accept_now, 0, 0);
  define_method(w, basic, "setsockopt", socket_setsockopt, 3, 3);
  define_method(w, basic, "shutdown", socket_shutdown, 0, 1);
  define_method(w, ip, "addr", socket_addr, 0, 1);
  define_method(w, ip, "peeraddr", socket_peeraddr, 0, 1);
  define_method(w, w.c.IO, "__readpartial_now", io_readpartial_now, 1, 1);
  define_method(w, w.c.IO, "__read_nonblock_now", io_read_nonblock_now, 1, 1);
}

} // namespace garnet::core
