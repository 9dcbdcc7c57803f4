# garnet/rack: Garnet's Rack server. `garnet -r garnet/rack app.ru [options]`
# serves the Rack application that app.ru builds (Rack::Builder, from the
# rack gem) on green threads, in one isolate or several sharing the
# listening socket, until SIGINT or SIGTERM; `Garnet::Rack.serve(app)` does
# the same from Ruby. The server itself is garnet/rack/server (accepting),
# garnet/rack/connection (HTTP/1.1 and the Rack contract) and
# garnet/rack/request_reader (parsing, with limits).
require "garnet/rack/request_reader"
require "garnet/rack/connection"
require "garnet/rack/server"

module Garnet
  module Rack
    USAGE = "usage: garnet -r garnet/rack CONFIG.ru [-o HOST] [-p PORT] [-w ISOLATES] " \
            "[--max-connections N] [--max-body BYTES]"

    # A config.ru file as something to build an app from in any isolate.
    ConfigFile = Data.define(:path) do
      def call = Rack.load_config(path)
    end

    module_function

    # Serves `app` (built here) until SIGINT or SIGTERM; with several
    # isolates, each builds its own app by calling `build` (a shareable
    # object: a ConfigFile, a Proc made shareable), as an app built in one
    # isolate cannot be called from another.
    # Returns the number of requests served.
    def serve(app = nil, settings = Settings.defaults, build: nil, name: "app", log: $stderr)
      listener = TCPServer.new(settings.host, settings.port)
      if settings.isolates > 1
        serve_in_isolates(listener, settings, build, name, log)
      else
        server = Server.new(app || build.call, settings, listener: listener)
        stop_on_signals { server.stop }
        started(log, name, listener, settings)
        server.run.tap { |count| log.puts "garnet/rack: stopped after #{requests(count)}" }
      end
    ensure
      listener&.close unless listener&.closed?
    end

    def serve_in_isolates(listener, settings, build, name, log)
      raise ArgumentError, "serving in several isolates needs a shareable build:" unless Ractor.shareable?(build)
      Warning[:experimental] = false
      build.call # here first: what it requires and autoloads is loaded before the isolates build theirs
      frozen = Ractor.make_shareable(settings.dup)
      workers = settings.isolates.times.map do |i|
        Ractor.new(listener.fileno, frozen, build, name: "garnet/rack #{i + 1}") do |fd, options, builder|
          server = Server.new(builder.call, options, listener: TCPServer.for_fd(fd, autoclose: false))
          Thread.new { Ractor.receive; server.stop }
          server.run
        end
      end
      stop_on_signals { workers.each { |worker| worker << :stop } }
      started(log, name, listener, settings)
      counts = workers.map(&:value)
      log.puts "garnet/rack: stopped after #{requests(counts.sum)} (#{counts.join(' + ')})"
      counts.sum
    end

    # A trap handler may not lock a Mutex (Ruby's rule): the stop runs in a
    # thread of its own.
    def stop_on_signals(&stop)
      %w[INT TERM].each { |signal| trap(signal) { Thread.new(&stop) } }
    end

    def requests(count) = "#{count} request#{'s' unless count == 1}"

    def started(log, name, listener, settings)
      host = settings.host.include?(":") ? "[#{settings.host}]" : settings.host
      log.puts "garnet/rack: serving #{name} on http://#{host}:#{listener.addr[1]}/ with " \
               "#{settings.isolates} isolate#{'s' if settings.isolates > 1} (#{RUBY_DESCRIPTION}); Ctrl-C stops"
      log.flush
    end

    # The command line: `garnet -r garnet/rack CONFIG.ru [options]`, once the
    # config file has run into `builder`.
    def run_command(config, argv, builder)
      settings = Settings.defaults
      args = argv.dup
      until args.empty?
        option = args.shift
        value = args.shift or abort("garnet/rack: #{option} needs a value\n#{USAGE}")
        case option
        when "-o", "--host" then settings.host = value
        when "-p", "--port" then settings.port = Integer(value)
        when "-w", "--isolates" then settings.isolates = Integer(value)
        when "--max-connections" then settings.max_connections = Integer(value)
        when "--max-body" then settings.max_body = Integer(value)
        else abort("garnet/rack: unknown option #{option}\n#{USAGE}")
        end
      end
      abort("garnet/rack: -w needs at least 1 isolate") if settings.isolates < 1
      build = Ractor.make_shareable(ConfigFile.new(path: File.expand_path(config)))
      serve(settings.isolates == 1 ? builder.to_app : nil, settings, build: build, name: config)
    rescue ArgumentError => e
      abort("garnet/rack: #{e.message}\n#{USAGE}")
    end

    # The app a config.ru file builds, in the calling isolate (Rack's
    # parse_file evaluates it in TOPLEVEL_BINDING, which only the main
    # isolate may use).
    def load_config(path)
      builder = ::Rack::Builder.new
      builder.instance_eval(File.read(path), path, 1)
      builder.to_app
    end
  end
end

# `garnet -r garnet/rack CONFIG.ru`: the config file runs as the program, its
# `use`, `run` and `map` going to a Rack::Builder, and the server starts
# once it has run (from at_exit, where the server's threads may wait; not
# from this require).
if $PROGRAM_NAME.end_with?(".ru")
  require "rack"
  Garnet::Rack::CONFIG_BUILDER = ::Rack::Builder.new
  %i[use run map warmup].each do |name|
    TOPLEVEL_BINDING.receiver.define_singleton_method(name) do |*args, **options, &block|
      Garnet::Rack::CONFIG_BUILDER.public_send(name, *args, **options, &block)
    end
  end
  at_exit { Garnet::Rack.run_command($PROGRAM_NAME, ARGV, Garnet::Rack::CONFIG_BUILDER) unless $! }
end
