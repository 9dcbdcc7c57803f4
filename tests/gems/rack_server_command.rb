# `garnet -r garnet/rack CONFIG.ru -p 0`: the config file runs as the
# program (a Rack::Builder takes its use, map and run), the server logs one
# line when it starts (with the port it got) and one when SIGINT stops it,
# and serves the app in between. (expected output written by hand: the log
# lines are Garnet's own; the responses are what the config builds)
require "socket"
require "rbconfig"

config = File.join(ENV.fetch("TMPDIR"), "command_app.ru")
File.write(config, <<~RU)
  use Rack::ContentLength
  map "/hello" do
    run ->(env) { [200, { "content-type" => "text/plain" }, ["hello from \#{env["SCRIPT_NAME"]}\#{env["PATH_INFO"]}"]] }
  end
  run ->(env) { [404, { "content-type" => "text/plain" }, ["nothing at \#{env["PATH_INFO"]}"]] }
RU
log = IO.popen([RbConfig.ruby, "-r", "garnet/rack", config, "-p", "0"], err: [:child, :out])
started = log.gets
port = started[%r{http://127\.0\.0\.1:(\d+)/}, 1].to_i
puts started.sub(config, "CONFIG").sub(":#{port}/", ":PORT/").sub("(#{RUBY_DESCRIPTION})", "(VERSION)")
["/hello/there", "/else"].each do |path|
  socket = TCPSocket.new("127.0.0.1", port)
  socket.write("GET #{path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
  response = socket.read
  puts response.lines.first.chomp, response.split("\r\n\r\n", 2).last
  socket.close
end
Process.kill(:INT, log.pid)
puts log.read
log.close
p $?.exitstatus
