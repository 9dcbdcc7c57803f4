# The command line of the bench/rack scripts, `APP.ru [REQUESTS] [PATH]`:
# the Rack application APP.ru builds, the number of requests (2,000 by
# default) and the path to ask for (the script's default).
def app_from_arguments(default_path)
  ru, requests, path = ARGV
  abort "usage: #{$0} APP.ru [REQUESTS] [PATH]" unless ru
  app = ::Rack::Builder.parse_file(File.expand_path(ru))
  app = app.first if app.is_a?(Array) # Rack 2 answers [app, options]
  [app, Integer(requests || 2000), path || default_path]
end
