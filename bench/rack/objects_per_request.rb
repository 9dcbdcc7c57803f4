# Counts the objects a Rack application allocates per request, by type, with
# no server and no sockets: `ObjectSpace.count_objects` around REQUESTS
# calls with the collector disabled, after 200 calls that warm it up.
#
#   ENGINE bench/rack/objects_per_request.rb APP.ru [REQUESTS] [PATH]
#
# Each request gets a fresh env from Rack::MockRequest, made before counting.
require "rack"
require "rack/mock"
require_relative "app_from_arguments"

app, requests, path = app_from_arguments("/hello/world")
serve = ->(env) { _status, _headers, body = app.call(env); body.each { } }
Array.new(200) { Rack::MockRequest.env_for(path) }.each(&serve)
envs = Array.new(requests) { Rack::MockRequest.env_for(path) }
GC.start
GC.disable
before = ObjectSpace.count_objects.dup
envs.each(&serve)
after = ObjectSpace.count_objects
GC.enable
total = 0
after.each do |type, count|
  next if %i[TOTAL FREE].include?(type)
  made = count - before.fetch(type, 0)
  next if made < requests / 10 # what the loop itself leaves, not the requests
  total += made
  printf("%-9s %.1f\n", type, made.fdiv(requests))
end
printf("all       %.1f objects per request (%d requests)\n", total.fdiv(requests), requests)
