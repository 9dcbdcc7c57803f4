# examples/http_server.rb driven over loopback: keep-alive requests, a 404,
# Connection: close, a client that disconnects mid-request, and a clean stop
# that closes an idle keep-alive connection and finishes the rest.
require_relative '../../../examples/http_server'

server = TinyServer.new(APP)
runner = Thread.new { server.run }

def request(socket, path, extra = "")
  socket.write("GET #{path} HTTP/1.1\r\nHost: test\r\n#{extra}\r\n")
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
server.stop
runner.join
p server.requests, idle.read, keep.read
begin
  TCPSocket.new('127.0.0.1', server.port)
rescue SystemCallError => e
  p e.class
end
