# The Rack hello world of the Rack server benchmark (bench/rack_load.py).
run ->(env) { [200, { "content-type" => "text/plain" }, ["Hello, world!\n"]] }
