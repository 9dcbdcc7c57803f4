# examples/http_server_isolates.rb driven over loopback: two isolates accept
# on one listening socket; keep-alive and fresh connections get answers from
# either (which one is not fixed, so the test prints it masked); a stop
# ends both, and their counts add up to the requests made.
# expected output written by hand (the reference CRuby 4.0 on WASI has no
# Ractor or sockets; the format follows examples/http_server.rb's test).
require_relative '../../../examples/http_server_isolates'
Warning[:experimental] = false

servers = IsolateServers.new(2)

def request(socket, path)
  socket.write("GET #{path} HTTP/1.1\r\nHost: test\r\n\r\n")
  status = socket.gets.chomp
  length = nil
  while (line = socket.gets) && line != "\r\n"
    name, value = line.chomp.split(": ", 2)
    length = value.to_i if name == "Content-Length"
  end
  [status, socket.read(length).sub(/isolate \d/, "isolate N").sub(/request \d+/, "request K")]
end

keep = TCPSocket.new('127.0.0.1', servers.port)
3.times { p request(keep, "/") }
p request(keep, "/missing")
fresh = 6.times.map { TCPSocket.new('127.0.0.1', servers.port) }
p fresh.map { |s| request(s, "/")[0] }.uniq
fresh.each(&:close)
keep.close
servers.stop
counts = servers.wait
p counts.size, counts.sum
begin
  TCPSocket.new('127.0.0.1', servers.port)
rescue SystemCallError => e
  p e.class
end
