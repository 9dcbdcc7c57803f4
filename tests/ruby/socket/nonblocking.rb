# Non-blocking forms: accept_nonblock, read_nonblock (exception: false too),
# IO::WaitReadable errors, wait_readable/wait_writable, IO.select on a server,
# local_address / remote_address (Addrinfo)
require 'socket'
server = TCPServer.new('127.0.0.1', 0)
p server.accept_nonblock(exception: false)
begin
  server.accept_nonblock
rescue IO::WaitReadable => e
  p e.class, e.message, e.is_a?(Errno::EAGAIN)
end
client = TCPSocket.new('127.0.0.1', server.addr[1])
p IO.select([server], nil, nil, 1)[0] == [server]
conn = server.accept_nonblock
p conn.class
p conn.read_nonblock(10, exception: false)
client.write("ping")
IO.select([conn])
p conn.read_nonblock(10)
p client.wait_writable(1).equal?(client)
client.close
conn.wait_readable(1)
p conn.read_nonblock(10, exception: false)
begin
  conn.read_nonblock(10)
rescue EOFError => e
  p e.class
end
r, w = IO.pipe
begin
  r.read_nonblock(1)
rescue IO::EAGAINWaitReadable => e
  p e.message
end
server = TCPServer.new('127.0.0.1', 0)
local = server.local_address
p local.inspect.sub(/:\d+ /, ":PORT "), local.ip_address, local.ip_port == server.addr[1]
p local.ipv4?, local.ipv6?, local.ip?, local.afamily == Socket::AF_INET, local.socktype == Socket::SOCK_STREAM
client = TCPSocket.new('127.0.0.1', server.addr[1])
p client.remote_address.ip_port == server.addr[1], client.local_address.ip_address
p Socket.ancestors.include?(BasicSocket)
