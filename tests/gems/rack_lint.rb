# Rack from Debian's ruby-rack, found without -I: an app built from a
# config.ru text by Rack::Builder, checked by Rack::Lint and called through
# Rack::MockRequest (expected output from Debian's ruby 3.1 with the same
# package: the reference CRuby 4.0 on WASI has no installed gems).
require "rack"
require "rack/lint"
require "rack/mock"

config = <<~RU
  use Rack::ContentLength
  map "/hello" do
    run ->(env) { [200, {"Content-Type" => "text/plain"}, ["hello from \#{env["PATH_INFO"].inspect}"]] }
  end
  run ->(env) { [404, {"Content-Type" => "text/plain"}, ["no route for \#{env["PATH_INFO"]}"]] }
RU
app = Rack::Builder.new_from_string(config)
request = Rack::MockRequest.new(Rack::Lint.new(app))
response = request.get("/hello/there?x=1")
p response.status, response.body, response.headers["Content-Length"]
response = request.post("/other", input: "payload")
p response.status, response.body
p Rack::Utils.parse_nested_query("a[b]=1&a[c][]=2&a[c][]=3")
p Rack::Utils.escape("a b&c"), Rack::Utils.build_query("x" => ["1", "2"])
env = Rack::MockRequest.env_for("/path?q=1", method: "PUT", input: "body")
req = Rack::Request.new(env)
p req.put?, req.path, req.params, req.body.read
