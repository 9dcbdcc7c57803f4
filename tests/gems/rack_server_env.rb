# The Rack env of Garnet's Rack server (garnet/rack), checked by Rack::Lint
# (Debian's ruby-rack) on every request of one kept-alive connection: a GET
# with a query, a POST with a body, a Host without a port, repeated and
# unusual header fields, HEAD. An app that changes its env must not change
# the next request's. (expected output written by hand: the values Rack's
# SPEC, RFC 9112 and RFC 3875 give for each request, SERVER_PORT being the
# Host field's port or else the port the request came in on; a Lint
# violation would be a 500)
require "rack"
require "rack/lint"
require "uri" # Rack::Lint checks SERVER_NAME with URI.parse, and does not load it
require "garnet/rack"
require "socket"

KEYS = %w[REQUEST_METHOD SCRIPT_NAME PATH_INFO QUERY_STRING SERVER_NAME SERVER_PORT SERVER_PROTOCOL
          CONTENT_TYPE CONTENT_LENGTH HTTP_HOST HTTP_ACCEPT HTTP_X_TRACE_ID HTTP_COOKIE leftover].freeze

app = lambda do |env|
  seen = KEYS.map do |key|
    value = env[key]
    "#{key}=#{key == 'SERVER_PORT' && value == $port.to_s ? "(the port it was served on)" : value.inspect}"
  end
  seen << "input=#{env['rack.input'].read.inspect}"
  env["leftover"] = "from #{env['PATH_INFO']}" # must not reach the next request
  env["QUERY_STRING"] << "!" # the app may change what it was given
  [200, { "content-type" => "text/plain", "x-multi" => "a\nb" }, [seen.join("\n")]]
end

settings = Garnet::Rack::Settings.defaults
settings.port = 0
server = Garnet::Rack::Server.new(Rack::Lint.new(app), settings)
$port = server.port
running = Thread.new { server.run }

# The status line, the x-multi fields and the body (chunked: Rack::Lint's
# body has no size).
def response(socket)
  head = +""
  head << socket.readpartial(1) until head.end_with?("\r\n\r\n")
  body = +""
  if (length = head[/content-length: (\d+)/, 1])
    body = socket.read(length.to_i)
  else
    while (size = socket.gets.to_i(16)) > 0
      body << socket.read(size)
      socket.read(2)
    end
    socket.read(2)
  end
  [head.lines.first.chomp, head.scan(/^x-multi: .*$/).map(&:chomp), body]
end

socket = TCPSocket.new("127.0.0.1", server.port)
[
  "GET /first?a=1&b=2 HTTP/1.1\r\nHost: example.test:8080\r\nAccept: */*\r\nX-Trace-Id: 7\r\n\r\n",
  "POST /form HTTP/1.1\r\nHost: example.test\r\nContent-Type: application/x-www-form-urlencoded\r\n" \
    "Content-Length: 7\r\nCookie: a=1\r\ncookie: b=2\r\n\r\nx=1&y=2",
  "GET /third HTTP/1.1\r\nHost: other.test:9\r\n\r\n",
].each do |request|
  socket.write(request)
  status, multi, body = response(socket)
  puts status, multi, body, "--"
end
socket.write("HEAD /head HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
puts socket.read.lines.first
socket.close
server.stop
p running.value
