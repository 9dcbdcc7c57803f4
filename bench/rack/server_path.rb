# Drives Garnet's Rack server (garnet/rack) over an in-memory client, with no
# kernel sockets, and prints the CPU time per request: what the server's own
# Ruby code (reading the request, the Rack env, writing the response) and
# the application cost, without the loopback's share.
#
#   garnet bench/rack/server_path.rb APP.ru [REQUESTS] [PATH]
#
# The client sends wrk's request (a GET with a Host field) once per read, on
# one kept-alive connection served by Garnet::Rack::Connection, as a
# connection's green thread serves it; 200 untimed requests come first.
require "rack"
require "garnet/rack"
require_relative "app_from_arguments"

app, requests, path = app_from_arguments("/")

# What Connection and RequestReader use of a TCPSocket.
class InMemoryClient
  attr_reader :last_response

  def initialize(request, count)
    @request = request
    @left = count
  end

  def read_nonblock(_max, exception: true)
    return nil if @left.zero?
    @left -= 1
    @request.dup
  end

  def wait_readable(_seconds) = true
  # Keeps the latest response: its head starts a new one.
  def write(*parts)
    text = parts.join
    @last_response = +"" if text.start_with?("HTTP/")
    @last_response << text
  end

  def peeraddr(_reverse) = ["AF_INET", 50_000, "127.0.0.1", "127.0.0.1"]
  def addr(_reverse) = ["AF_INET", 9292, "127.0.0.1", "127.0.0.1"]
  def close = @closed = true
  def closed? = @closed
end

settings = Garnet::Rack::Settings.defaults
listener = Object.new
server = Garnet::Rack::Server.new(app, settings, listener: listener)
request = "GET #{path} HTTP/1.1\r\nHost: 127.0.0.1:#{settings.port}\r\n\r\n".b

def serve(app, server, settings, request, count)
  client = InMemoryClient.new(request, count)
  started = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
  Garnet::Rack::Connection.new(client, app, server, settings).serve
  [Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - started, client.last_response]
end

serve(app, server, settings, request, 200)
cpu, response = serve(app, server, settings, request, requests)
abort "no response: #{response.inspect}" unless response&.start_with?("HTTP/1.1 200")
puts response.lines.first
printf("%.1f us of CPU per request (%d requests)\n", cpu * 1e6 / requests, requests)
