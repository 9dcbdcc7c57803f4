# The Sinatra app of the Rack server benchmark (bench/rack_load.py): a route
# parameter and a JSON response.
require "sinatra/base"
require "json"

class Greeter < Sinatra::Base
  set :logging, false
  get "/hello/:name" do
    content_type :json
    JSON.generate(greeting: "hello #{params[:name]}", length: params[:name].length)
  end
end

run Greeter
