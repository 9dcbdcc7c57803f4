# A small Rack-like HTTP/1.1 server on green threads: an app is a lambda
# answering [status, headers, body]; one thread per connection with
# keep-alive; a request counter shared through a Mutex; Ctrl-C (SIGINT) or
# SIGTERM stops accepting, lets the requests in flight finish, and exits.
#   garnet examples/http_server.rb [PORT]   then: curl http://127.0.0.1:PORT/
require 'socket'

class TinyServer
  attr_reader :port, :requests

  # listener: a TCPServer to share (examples/http_server_isolates.rb); by
  # default the server opens its own on host:port.
  def initialize(app, host: '127.0.0.1', port: 0, listener: nil)
    @app = app
    @owns_listener = listener.nil?
    @server = listener || TCPServer.new(host, port)
    @port = @server.addr[1]
    @requests = 0
    @lock = Mutex.new
    @connections = []
    @idle = [] # connections waiting for their next request
    @stopping = false
  end

  # Serves until stop; returns once every connection thread has finished.
  # Several servers may accept on one listener: whoever is first takes the
  # connection, the others go back to waiting.
  def run
    until @stopping
      client = begin
        @server.wait_readable(0.2) && @server.accept_nonblock(exception: false)
      rescue IOError, SystemCallError
        break # the listening socket was closed by stop
      end
      next if !client || client == :wait_readable
      @lock.synchronize { @connections << Thread.new(client) { |c| serve(c) } }
    end
    @lock.synchronize { @connections.dup }.each(&:join)
  end

  # Stops accepting (closing the listener if it is the server's own);
  # connections waiting for a request are closed, those in the middle of one
  # finish it first.
  def stop
    @stopping = true
    @server.close if @owns_listener
    @lock.synchronize { @idle.dup }.each(&:close)
  end

  private

  def next_request_line(client)
    @lock.synchronize { @idle << client }
    return nil if @stopping
    client.gets
  ensure
    @lock.synchronize { @idle.delete(client) }
  end

  # The request's header fields, or nil when the connection ends before the
  # blank line that closes them.
  def read_headers(client)
    headers = {}
    while (line = client.gets)
      return headers if line == "\r\n"
      name, value = line.chomp.split(": ", 2)
      headers[name.downcase] = value
    end
    nil
  end

  def serve(client)
    while (request_line = next_request_line(client))
      method, path, = request_line.split(" ")
      headers = read_headers(client) or break # the client went away mid-request
      @lock.synchronize { @requests += 1 }
      status, response_headers, body = @app.call({ "REQUEST_METHOD" => method, "PATH_INFO" => path,
                                                   "HEADERS" => headers, "COUNT" => @requests })
      text = body.join
      head = response_headers.merge("Content-Length" => text.bytesize.to_s)
                             .map { |k, v| "#{k}: #{v}\r\n" }.join
      client.write("HTTP/1.1 #{status} #{status == 200 ? 'OK' : 'Not Found'}\r\n#{head}\r\n#{text}")
      break if headers["connection"] == "close" || @stopping
    end
  rescue IOError, SystemCallError
    # the client went away
  ensure
    client.close
  end
end

APP = lambda do |env|
  case env["PATH_INFO"]
  when "/" then [200, { "Content-Type" => "text/plain" }, ["Hello from Garnet (request #{env['COUNT']})\n"]]
  else [404, { "Content-Type" => "text/plain" }, ["not found: #{env['PATH_INFO']}\n"]]
  end
end

if __FILE__ == $0
  server = TinyServer.new(APP, port: (ARGV[0] || 9292).to_i)
  # A trap handler may not lock a Mutex (stop does): the stop runs in a thread.
  %w[INT TERM].each { |signal| trap(signal) { Thread.new { server.stop } } }
  puts "listening on http://127.0.0.1:#{server.port}/ (Ctrl-C stops)"
  $stdout.flush
  server.run
  puts "stopped after #{server.requests} requests"
end
