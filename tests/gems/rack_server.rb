# Garnet's Rack server (garnet/rack) in-process, on a port of its own:
# keep-alive, Content-Length and chunked bodies both ways, HEAD, HTTP/1.0,
# an app that raises (500), and requests it must refuse without stopping:
# a malformed request line (400), header fields past the limit (431), a body
# past the limit (413), a client too slow to send its request (408), a
# client that goes away mid-request; then a graceful stop. (expected output
# written by hand: the statuses and framing are those RFC 9110/9112 give
# for each request)
require "garnet/rack"
require "socket"

APP = lambda do |env|
  case env["PATH_INFO"]
  when "/echo"
    input = env["rack.input"].read
    [200, { "content-type" => "text/plain" }, ["#{env['REQUEST_METHOD']} #{env['QUERY_STRING']} #{env['CONTENT_LENGTH']} #{input}"]]
  when "/stream"
    [200, { "content-type" => "text/plain" }, Enumerator.new { |y| y << "ab"; y << "" ; y << "cde" }]
  when "/env"
    keys = %w[SERVER_PROTOCOL SERVER_NAME SERVER_PORT SCRIPT_NAME HTTP_X_THING rack.url_scheme rack.hijack? rack.multithread]
    [200, { "content-type" => "text/plain" }, [keys.map { |k| "#{k}=#{env[k].inspect}" }.join(" ")]]
  when "/boom" then raise ArgumentError, "app failure"
  else [404, { "content-type" => "text/plain" }, ["no #{env['PATH_INFO']}"]]
  end
end

settings = Garnet::Rack::Settings.defaults
settings.port = 0
settings.max_body = 64
settings.read_timeout = 0.3
errors = StringIO.new
$stderr = errors
server = Garnet::Rack::Server.new(APP, settings)
running = Thread.new { server.run }

def connect(server) = TCPSocket.new("127.0.0.1", server.port)

# The status line, the named header fields and the body of one response.
def read_response(socket, *fields, head_only: false)
  head = +""
  head << socket.readpartial(1) until head.end_with?("\r\n\r\n")
  lines = head.split("\r\n")
  headers = lines.drop(1).to_h { |line| k, v = line.split(": ", 2); [k.downcase, v] }
  body =
    if head_only
      nil
    elsif headers["content-length"]
      socket.read(headers["content-length"].to_i)
    elsif headers["transfer-encoding"] == "chunked"
      chunks = []
      while (size = socket.gets.to_i(16)) > 0
        chunks << socket.read(size)
        socket.read(2)
      end
      socket.read(2)
      chunks.join("|")
    else
      socket.read
    end
  [lines[0], *fields.map { |f| "#{f}: #{headers[f].inspect}" }, body]
end

socket = connect(server)
socket.write("GET /env HTTP/1.1\r\nHost: example.test:8080\r\nX-Thing: a\r\nX-Thing: b\r\n\r\n")
p read_response(socket, "connection")
socket.write("POST /echo?x=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello")
p read_response(socket, "content-length")
socket.write("PUT /echo HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\n\r\n")
p read_response(socket)
socket.write("GET /stream HTTP/1.1\r\nHost: h\r\n\r\n")
p read_response(socket, "transfer-encoding", "content-length")
socket.write("HEAD /echo HTTP/1.1\r\nHost: h\r\n\r\n")
p read_response(socket, "content-length", head_only: true).first(2)
socket.write("GET /boom HTTP/1.1\r\nHost: h\r\n\r\n")
p read_response(socket)
socket.write("GET /missing HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
p read_response(socket, "connection"), socket.read
socket.close

socket = connect(server)
socket.write("GET /stream HTTP/1.0\r\n\r\n")
p read_response(socket, "connection", "transfer-encoding")

[
  "GARBAGE\r\n\r\n",
  "GET / HTTP/9.9\r\n\r\n",
  "GET /echo HTTP/1.1\r\nHost: h\r\n#{"X-Big: #{'x' * 1000}\r\n" * 40}\r\n",
  "POST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 65\r\n\r\n",
  "POST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\nonly",
  "GET /echo HTTP/1.1\r\nHost h\r\n\r\n",
].each do |request|
  socket = connect(server)
  socket.write(request)
  p read_response(socket, "connection").first(2)
  socket.close
end

socket = connect(server)
socket.write("POST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\npar")
socket.close # the client goes away mid-request

socket = connect(server)
socket.write("GET /missing HTTP/1.1\r\nHost: h\r\n\r\n")
p read_response(socket).first
idle = connect(server) # connected, never sends a request: the stop closes it
sleep 0.05
server.stop
p socket.read, idle.read
p running.value
$stderr = STDERR
puts errors.string.lines.first
