# A Sinatra app (route parameters, JSON, filters, halt, redirects, a request
# body, not found) driven in-process by rack-test, from Debian's ruby-sinatra
# and ruby-rack-test packages found without -I (expected output from Debian's
# ruby 3.1 with the same packages: the reference CRuby 4.0 on WASI has no
# installed gems).
require "sinatra/base"
require "rack/test"
require "json"

class Greeter < Sinatra::Base
  before { headers "X-Served-By" => "greeter" }

  get "/hello/:name" do
    content_type :json
    JSON.generate(greeting: "hello #{params[:name]}", shout: params[:shout] == "1")
  end

  post "/echo" do
    request.body.rewind
    "#{request.content_type}: #{request.body.read.reverse}"
  end

  get "/private" do
    halt 403, "forbidden"
  end

  get "/old" do
    redirect to("/hello/redirected")
  end
end

include Rack::Test::Methods

def app = Greeter

get "/hello/world"
p last_response.status, last_response.body, last_response.content_type, last_response.headers["X-Served-By"]
get "/hello/ruby", shout: "1"
p JSON.parse(last_response.body)
post "/echo", "abc def", "CONTENT_TYPE" => "text/plain"
p last_response.status, last_response.body
get "/private"
p last_response.status, last_response.body
get "/old"
p last_response.status, last_response.location
follow_redirect!
p last_request.path, last_response.body
get "/nowhere"
p last_response.status, last_response.not_found?
p Gem.loaded_specs.key?("sinatra"), Gem.loaded_specs["rack"].version >= Gem::Version.new("2.2")
