# TCPServer and TCPSocket over loopback: accept parks the serving thread,
# gets/readpartial/write/puts/eof?, addresses, and connect/bind errors
require 'socket'
server = TCPServer.new('127.0.0.1', 0)
port = server.addr[1]
p server.addr[0], port > 0, server.class.ancestors.take(5)
handler = Thread.new do
  client = server.accept
  while (line = client.gets)
    break if line == "bye\n"
    client.write("echo: #{line}")
  end
  client.puts "closing"
  client.close
  :served
end
sock = TCPSocket.new('127.0.0.1', port)
p sock.peeraddr[1] == port
sock.puts "hello"
p sock.gets
sock.print "world\n"
p sock.readpartial(100)
sock.puts "bye"
p sock.gets, sock.gets, sock.eof?
sock.close
p handler.value, sock.closed?
begin
  TCPSocket.new('127.0.0.1', port)
rescue SystemCallError => e
  p e.class
end
server.close
begin
  TCPSocket.new('127.0.0.1', port)
rescue Errno::ECONNREFUSED => e
  p e.class, e.message == %(Connection refused - connect(2) for "127.0.0.1" port #{port})
end
taken = TCPServer.new('127.0.0.1', 0)
begin
  TCPServer.new('127.0.0.1', taken.addr[1])
rescue Errno::EADDRINUSE => e
  p e.class, e.message == %(Address already in use - bind(2) for "127.0.0.1" port #{taken.addr[1]})
end
