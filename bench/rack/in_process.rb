# Drives a Rack application in-process, with no server and no sockets, and
# prints the CPU time per request: what the application's own Ruby code
# costs on the engine that runs this script.
#
#   ENGINE bench/rack/in_process.rb APP.ru [REQUESTS] [PATH]
#
# Each request gets a fresh env from Rack::MockRequest; only the app's call
# and the walk over its body are timed. 200 untimed requests come first.
require "rack"
require "rack/mock"
require_relative "app_from_arguments"

app, requests, path = app_from_arguments("/hello/world")

def serve(app, path)
  env = Rack::MockRequest.env_for(path)
  started = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
  _status, _headers, body = app.call(env)
  text = +""
  body.each { |part| text << part }
  body.close if body.respond_to?(:close)
  [Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - started, text]
end

200.times { serve(app, path) }
cpu = 0.0
text = nil
requests.times do
  spent, text = serve(app, path)
  cpu += spent
end
puts text
printf("%.1f us of CPU per request (%d requests)\n", cpu * 1e6 / requests, requests)
