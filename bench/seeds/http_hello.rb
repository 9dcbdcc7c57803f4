# Seed program: a minimal threaded HTTP/1.1 "hello world" server, the shape
# of a Rack app answering "OK".
# usage: http_hello.rb [PORT]   then: wrk -c 16 -t 2 -d 10 http://127.0.0.1:PORT/
require 'socket'

port = (ARGV[0] || 9292).to_i
server = TCPServer.new('127.0.0.1', port)
$stdout.puts "listening on 127.0.0.1:#{port}"
$stdout.flush

def handle(client)
  while (line = client.gets)
    # read the request head
    while (h = client.gets) && h != "\r\n"
    end
    body = "OK"
    client.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: #{body.bytesize}\r\n\r\n#{body}")
  end
rescue IOError, SystemCallError
ensure
  client.close
end

loop do
  client = server.accept
  Thread.new(client) { |c| handle(c) }
end
