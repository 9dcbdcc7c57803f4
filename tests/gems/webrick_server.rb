# WEBrick from Debian's ruby-webrick, found without -I: an HTTP server with a
# proc servlet on a port of its own, a GET and a POST through Net::HTTP, a
# 404, then shutdown (expected output from Debian's ruby 3.1 with the same
# package: the reference CRuby 4.0 on WASI has no installed gems or sockets).
require "webrick"
require "net/http"

server = WEBrick::HTTPServer.new(Port: 0, BindAddress: "127.0.0.1", Logger: WEBrick::Log.new(nil, 0), AccessLog: [])
server.mount_proc("/greet") do |request, response|
  response["Content-Type"] = "text/plain"
  response.body = "#{request.request_method} #{request.path} #{request.query['name']} #{request.body}"
end
thread = Thread.new { server.start }
port = server.config[:Port]
http = Net::HTTP.new("127.0.0.1", port)
get = http.get("/greet?name=garnet")
p get.code, get["Content-Type"], get.body
post = http.post("/greet", "payload", "Content-Type" => "text/plain")
p post.code, post.body
missing = http.get("/nowhere")
p missing.code, missing.body.include?("Not Found")
server.shutdown
thread.join
p server.status
