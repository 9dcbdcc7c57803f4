# examples/http_server.rb driven over loopback: keep-alive requests, a 404,
# Connection: close, a client that disconnects mid-request, a slow client
# (others are served while its request trickles in), and a clean stop that
# closes idle keep-alive connections and finishes the rest.
# Expected output written by hand (CRuby 4.0 on WASI has no threads or
# sockets); Debian's CRuby 3.1 prints the same.
require_relative '../../../examples/http_server'

server = TinyServer.new(APP)
runner = Thread.new { server.run }

def request(socket, path, extra = "")
  socket.write("GET #{path} HTTP/1.1\r\nHost: test\r\n#{extra}\r\n")
  response(socket)
end

def response(socket)
  status = socket.gets
  headers = {}
  while (line = socket.gets) && line != "\r\n"
    name, value = line.chomp.split(": ", 2)
    headers[name] = value
  end
  [status.chomp, headers["Content-Length"], socket.read(headers["Content-Length"].to_i)]
end

keep = TCPSocket.new('127.0.0.1', server.port)
p request(keep, "/")
p request(keep, "/")
p request(keep, "/missing")
closing = TCPSocket.new('127.0.0.1', server.port)
p request(closing, "/", "Connection: close\r\n")
p closing.read, closing.eof?
rude = TCPSocket.new('127.0.0.1', server.port)
rude.write("GET / HT")
rude.close
idle = TCPSocket.new('127.0.0.1', server.port)
p request(idle, "/")
slow = TCPSocket.new('127.0.0.1', server.port)
slow.write("GET / HT")
sleep 0.05
p request(keep, "/")
slow.write("TP/1.1\r\nHost: te")
sleep 0.05
slow.write("st\r\n\r\n")
p response(slow)
server.stop
runner.join
p server.requests, idle.read, keep.read, slow.read
begin
  TCPSocket.new('127.0.0.1', server.port)
rescue SystemCallError => e
  p e.class
end
