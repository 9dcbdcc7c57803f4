# The seed http_hello.rb's server plus a green thread that sleeps 0.0001 s
# in a loop, timing each sleep; on SIGTERM it prints how long the sleeps took
# under the load (median and worst, in seconds) and exits.
require 'socket'

port = (ARGV[0] || 9292).to_i
server = TCPServer.new('127.0.0.1', port)
sleeps = []
Thread.new do
  loop do
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    sleep 0.0001
    sleeps << Process.clock_gettime(Process::CLOCK_MONOTONIC) - before
  end
end
trap("TERM") do
  sorted = sleeps.sort
  puts "sleeps: #{sorted.size} median: #{sorted[sorted.size / 2]} p99: #{sorted[sorted.size * 99 / 100]} max: #{sorted.last}"
  $stdout.flush
  exit!(0)
end
$stdout.puts "listening on 127.0.0.1:#{port}"
$stdout.flush

def handle(client)
  while (line = client.gets)
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
