# garnet/rack/server: the accept loop of Garnet's Rack server (garnet/rack)
# in one isolate: a green thread per connection (garnet/rack/connection),
# at most max_connections at once (the others wait in the listen queue),
# and a graceful stop: accepting ends, connections waiting for a request are
# closed, those in the middle of one finish it. Several servers, one per
# isolate, may accept on one listening socket: whoever is first takes the
# connection.
require "socket"

module Garnet
  module Rack
    Settings = Struct.new(:host, :port, :isolates, :max_connections, :idle_timeout, :read_timeout, :max_body,
                          keyword_init: true) do
      def self.defaults
        new(host: "127.0.0.1", port: 9292, isolates: 1, max_connections: 1024, idle_timeout: 20.0,
            read_timeout: 10.0, max_body: 16 * 1024 * 1024)
      end
    end

    class Server
      attr_reader :requests

      # listener: a TCPServer shared with other isolates' servers; by
      # default the server opens its own on settings.host:settings.port.
      def initialize(app, settings, listener: nil)
        @app = app
        @settings = settings
        @owns_listener = listener.nil?
        @listener = listener || TCPServer.new(settings.host, settings.port)
        @lock = Mutex.new
        @slots = ConditionVariable.new
        @connections = {} # thread => its connection
        @requests = 0
        @stopping = false
      end

      def port = @listener.addr[1]
      def stopping? = @stopping

      # Serves until stop; returns the number of requests served, once every
      # connection has finished.
      def run
        until @stopping
          wait_for_slot
          socket = accept or next
          connection = Connection.new(socket, @app, self, @settings)
          @lock.synchronize do
            thread = Thread.new(connection) { |client| serve(client) }
            @connections[thread] = connection
          end
        end
        @lock.synchronize { @connections.keys }.each(&:join)
        @requests
      end

      def stop
        @stopping = true
        @listener.close if @owns_listener && !@listener.closed?
        @lock.synchronize do
          @slots.broadcast
          @connections.values.select(&:idle)
        end.each(&:close_idle)
      end

      # Runs the block (a connection reading its next request) with the
      # connection marked idle, so that stop may close it. The mark is the
      # connection's own: a stop sets @stopping before it looks for idle
      # connections, so one marked after that sees @stopping here.
      def idle(connection)
        connection.idle = true
        return nil if @stopping
        request = yield
        @requests += 1 if request
        request
      rescue IOError
        raise unless @stopping
        nil
      ensure
        connection.idle = false
      end

      private

      def wait_for_slot
        @lock.synchronize do
          @slots.wait(@lock, 0.2) while @connections.size >= @settings.max_connections && !@stopping
        end
      end

      # A waiting connection, or nil after waiting up to 0.2 s for one. It
      # waits only when none is pending, so a burst of connections is taken
      # at once: waking for each would put the accept loop behind every
      # busy connection's turn, and the last of a thousand would wait
      # seconds in the listen queue.
      def accept
        socket = @listener.accept_nonblock(exception: false)
        return socket unless socket == :wait_readable
        @listener.wait_readable(0.2)
        nil
      rescue IOError, SystemCallError
        @stopping = true unless @owns_listener # a shared listener closed by the main isolate
        nil
      end

      def serve(connection)
        connection.serve
      ensure
        @lock.synchronize do
          @connections.delete(Thread.current)
          @slots.signal
        end
      end
    end
  end
end
