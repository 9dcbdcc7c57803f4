# garnet/rack/connection: one client connection of Garnet's Rack server
# (garnet/rack), served by its own green thread: requests one after the
# other (HTTP/1.1 keep-alive), each turned into a Rack env (the Rack 2 and
# Rack 3 contract: rack.input rewindable, rack.hijack? false), the app called,
# and its response written with Content-Length when the body's size is
# known, chunked otherwise (HTTP/1.1), or until close (HTTP/1.0). A request
# the reader refuses gets its status and the connection is closed; an app
# that raises gets 500, reported on rack.errors.
require "stringio"
require "garnet/rack/request_reader"

module Garnet
  module Rack
    class Connection
      REASONS = Ractor.make_shareable({
        100 => "Continue", 200 => "OK", 201 => "Created", 202 => "Accepted", 204 => "No Content",
        206 => "Partial Content", 301 => "Moved Permanently", 302 => "Found", 303 => "See Other",
        304 => "Not Modified", 307 => "Temporary Redirect", 308 => "Permanent Redirect", 400 => "Bad Request",
        401 => "Unauthorized", 403 => "Forbidden", 404 => "Not Found", 405 => "Method Not Allowed",
        408 => "Request Timeout", 409 => "Conflict", 410 => "Gone", 411 => "Length Required",
        413 => "Content Too Large", 414 => "URI Too Long", 415 => "Unsupported Media Type",
        422 => "Unprocessable Content", 429 => "Too Many Requests", 431 => "Request Header Fields Too Large",
        500 => "Internal Server Error", 501 => "Not Implemented", 502 => "Bad Gateway",
        503 => "Service Unavailable", 504 => "Gateway Timeout", 505 => "HTTP Version Not Supported",
      })
      STATUS_LINES = Ractor.make_shareable(REASONS.to_h { |status, reason| [status, "HTTP/1.1 #{status} #{reason}\r\n"] })
      KEEP_ALIVE_END = "connection: keep-alive\r\n\r\n".freeze
      CLOSE_END = "connection: close\r\n\r\n".freeze
      # The env key of a header field (lowercase name) that has no key of its own.
      def self.env_key(name) = "HTTP_#{name.upcase.tr('-', '_')}"
      # Those keys of the fields most requests carry, made once.
      FIELD_KEYS = Ractor.make_shareable(
        (RequestReader::COMMON_FIELDS.values.uniq - %w[content-type content-length]).to_h { |name| [name, env_key(name)] }
      )
      EMPTY = "".freeze

      # server: what the connection asks whether to go on (stopping?) and
      # tells about idle waits; settings: Server::Settings.
      def initialize(socket, app, server, settings)
        @socket = socket
        @app = app
        @server = server
        @settings = settings
        @reader = RequestReader.new(socket, idle_timeout: settings.idle_timeout,
                                            read_timeout: settings.read_timeout, max_body: settings.max_body)
        remote_addr = begin
          socket.peeraddr(false)[3]
        rescue StandardError
          "127.0.0.1"
        end
        # What every request's env holds the same on this connection.
        @base_env = {
          "SCRIPT_NAME" => EMPTY, "SERVER_SOFTWARE" => "garnet/rack".freeze, "REMOTE_ADDR" => remote_addr.freeze,
          "rack.version" => [1, 3].freeze, "rack.url_scheme" => "http".freeze, "rack.errors" => $stderr,
          "rack.multithread" => true, "rack.multiprocess" => false, "rack.run_once" => false, "rack.hijack?" => false,
        }
        # SERVER_PORT when the Host field names none: the port the connection came in on.
        @local_port = begin
          socket.addr(false)[1].to_s.freeze
        rescue StandardError
          settings.port.to_s.freeze
        end
        @default_host = "#{settings.host}:#{@local_port}"
        @host = nil # the Host field last seen, and the SERVER_NAME and SERVER_PORT it gave
      end

      def serve
        loop do
          request = @server.idle(self) { @reader.next_request }
          break unless request
          break unless respond(request)
          break if @server.stopping?
        end
      rescue RequestError => e
        refuse(e.status, e.message)
      rescue IOError, SystemCallError
        nil # the client went away
      ensure
        @socket.close unless @socket.closed?
      end

      # Whether the connection waits for its next request (Server#idle).
      attr_accessor :idle

      # Closes a connection waiting for its next request (a stopping server).
      def close_idle = @socket.close

      private

      # Answers one request; true when the connection may serve another.
      def respond(request)
        env = env_for(request)
        status, headers, body = call_app(env)
        keep_alive = keep_alive?(request)
        write_response(request, status.to_i, headers, body, keep_alive)
      ensure
        body.close if body.respond_to?(:close)
      end

      def call_app(env)
        @app.call(env)
      rescue Exception => e # any error the app raises becomes a 500
        raise if e.is_a?(SystemExit) || e.is_a?(SignalException) || e.is_a?(NoMemoryError)
        env["rack.errors"].write(e.full_message(highlight: false))
        [500, { "content-type" => "text/plain" }, ["Internal Server Error\n"]]
      end

      def keep_alive?(request)
        connection = request.headers["connection"]
        return request.version == "HTTP/1.1" unless connection
        connection = connection.downcase
        request.version == "HTTP/1.1" ? !connection.include?("close") : connection.include?("keep-alive")
      end

      def env_for(request)
        target = request.target
        env = @base_env.dup
        env["REQUEST_METHOD"] = request.method
        if (at = target.byteindex("?"))
          env["PATH_INFO"] = target.byteslice(0, at)
          env["QUERY_STRING"] = target.byteslice(at + 1, target.bytesize - at - 1)
        else
          env["PATH_INFO"] = target
          env["QUERY_STRING"] = +""
        end
        host = request.headers["host"] || @default_host
        set_server_address(host) unless host == @host
        env["SERVER_NAME"] = @server_name
        env["SERVER_PORT"] = @server_port
        env["SERVER_PROTOCOL"] = request.version
        env["REQUEST_URI"] = target
        env["HTTP_VERSION"] = request.version
        env["rack.input"] = StringIO.new(request.body)
        request.headers.each do |name, value|
          if (key = FIELD_KEYS[name]) then env[key] = value
          elsif name == "content-type" then env["CONTENT_TYPE"] = value
          elsif name == "content-length" then env["CONTENT_LENGTH"] = value
          else env[Connection.env_key(name)] = value
          end
        end
        env["CONTENT_LENGTH"] = request.body.bytesize.to_s if request.headers.key?("transfer-encoding")
        env
      end

      # SERVER_NAME and SERVER_PORT from a Host field (host:port), kept for
      # the next requests of the connection, which send the same one.
      def set_server_address(host)
        name, port = host.split(":", 2)
        @host = host
        @server_name = name.freeze
        @server_port = port ? port.freeze : @local_port
      end

      # Writes the response; true when the connection stays open.
      def write_response(request, status, headers, body, keep_alive)
        head = +(STATUS_LINES[status] || "HTTP/1.1 #{status} Unknown\r\n")
        length = nil
        headers.each do |name, value|
          key = name.to_s.downcase
          next if key == "connection" || key == "transfer-encoding" || key.start_with?("rack.")
          length = value.to_s if key == "content-length"
          if value.instance_of?(String) && name.instance_of?(String) && !value.include?("\n")
            head << name << ": " << value << "\r\n"
          else
            Array(value).flat_map { |v| v.to_s.split("\n") }.each { |v| head << "#{name}: #{v}\r\n" }
          end
        end
        no_body = status < 200 || status == 204 || status == 304
        if length.nil? && !no_body && body.respond_to?(:to_ary)
          parts = body.to_ary
          length = (parts.size == 1 ? parts[0].bytesize : parts.sum { |part| part.bytesize }).to_s
          head << "content-length: " << length << "\r\n"
        end
        if no_body || request.method == "HEAD" # the fields a GET would have, without the body
          head << (keep_alive ? KEEP_ALIVE_END : CLOSE_END)
          @socket.write(head)
          return keep_alive
        end
        chunked = length.nil? && request.version == "HTTP/1.1"
        keep_alive &&= !length.nil? || chunked
        head << "transfer-encoding: chunked\r\n" if chunked
        head << (keep_alive ? KEEP_ALIVE_END : CLOSE_END)
        if parts
          @socket.write(head, *parts)
        else
          @socket.write(head)
          body.each do |part|
            next if part.empty?
            @socket.write(chunked ? "#{part.bytesize.to_s(16)}\r\n#{part}\r\n" : part)
          end
          @socket.write("0\r\n\r\n") if chunked
        end
        keep_alive
      end

      def refuse(status, message)
        text = "#{REASONS.fetch(status)}: #{message}\n"
        @socket.write("HTTP/1.1 #{status} #{REASONS.fetch(status)}\r\ncontent-type: text/plain\r\n" \
                      "content-length: #{text.bytesize}\r\nconnection: close\r\n\r\n#{text}")
      rescue IOError, SystemCallError
        nil
      end
    end
  end
end
