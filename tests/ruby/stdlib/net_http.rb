# net/http as a client of examples/http_server.rb over loopback (no TLS):
# Net::HTTP.get and get_response, a persistent connection with start, a
# 404, request headers, and a read timeout against a silent server.
# Expected output written by hand (CRuby 4.0 on WASI has no sockets or
# threads), following net/http's documented results; Debian's CRuby 3.1
# prints the same.
require "net/http"
require_relative "../../../examples/http_server"

server = TinyServer.new(APP)
runner = Thread.new { server.run }
base = URI("http://127.0.0.1:#{server.port}/")

puts Net::HTTP.get(base)
response = Net::HTTP.get_response(base)
p response.class, response.code, response["Content-Type"], response.body
p response.is_a?(Net::HTTPSuccess)

Net::HTTP.start(base.host, base.port) do |http|
  p http.started?
  first = http.get("/")
  missing = http.get("/missing")
  p first.body
  p missing.class, missing.code
  request = Net::HTTP::Get.new("/")
  request["Accept"] = "text/plain"
  p http.request(request).code
end

silent = TCPServer.new("127.0.0.1", 0)
keeper = Thread.new { client = silent.accept; sleep 2; client.close }
begin
  Net::HTTP.start("127.0.0.1", silent.addr[1], read_timeout: 0.2) { |http| http.get("/") }
rescue Net::ReadTimeout => e
  p e.class
end
keeper.kill

server.stop
runner.join
