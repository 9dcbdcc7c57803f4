# The HTTP server of examples/http_server.rb on several isolates (Ractors)
# at once: they accept on one listening socket, each with its own green
# threads per connection and its own request counter. Ctrl-C (SIGINT) or
# SIGTERM stops them all; each finishes the requests it has in flight.
#   garnet examples/http_server_isolates.rb [PORT] [ISOLATES]
require_relative 'http_server'

# The app every isolate serves: a module's method, shareable by nature
# (a lambda held in a constant would belong to the main isolate alone).
module HelloApp
  def self.call(env)
    if env["PATH_INFO"] == "/"
      [200, { "Content-Type" => "text/plain" },
       ["Hello from #{Ractor.current.name} (its request #{env['COUNT']})\n"]]
    else
      [404, { "Content-Type" => "text/plain" }, ["not found: #{env['PATH_INFO']}\n"]]
    end
  end
end

class IsolateServers
  attr_reader :port

  def initialize(count, port: 0)
    @listener = TCPServer.new('127.0.0.1', port)
    @port = @listener.addr[1]
    @workers = count.times.map do |i|
      Ractor.new(@listener.fileno, name: "isolate #{i + 1}") do |fd|
        server = TinyServer.new(HelloApp, listener: TCPServer.for_fd(fd, autoclose: false))
        Thread.new { Ractor.receive; server.stop } # :stop from the main isolate
        server.run
        server.requests
      end
    end
  end

  def stop = @workers.each { it << :stop }

  # The requests each isolate served, once all have stopped.
  def wait
    counts = @workers.map(&:value)
    @listener.close
    counts
  end
end

if __FILE__ == $0
  Warning[:experimental] = false
  servers = IsolateServers.new((ARGV[1] || 2).to_i, port: (ARGV[0] || 9292).to_i)
  %w[INT TERM].each { |signal| trap(signal) { servers.stop } }
  puts "listening on http://127.0.0.1:#{servers.port}/ (Ctrl-C stops)"
  $stdout.flush
  counts = servers.wait
  puts "stopped after #{counts.sum} requests (#{counts.join(' + ')})"
end
