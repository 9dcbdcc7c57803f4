# Writing to a socket whose reads left bytes read ahead: a socket cannot
# seek, so the write goes out and the bytes stay for the next read (Ruby
# keeps a duplex stream's reads and writes apart). A pipe's position still
# raises Errno::ESPIPE. (expected output from Debian's ruby 3.1: the
# reference CRuby 4.0 on WASI has no sockets)
require "socket"

server = TCPServer.new("127.0.0.1", 0)
client = TCPSocket.new("127.0.0.1", server.addr[1])
peer = server.accept
peer.write("hello world")
p client.readpartial(1)
p client.read(0)
client.write("ping")
client.puts("pong")
p peer.read(9)
p client.read(10)
[client, peer, server].each(&:close)

reader, writer = IO.pipe
writer.write("abc")
p reader.readpartial(1)
begin
  reader.pos
rescue SystemCallError => e
  p e.class
end
p reader.readpartial(10)
