# garnet/rack/request_reader: reads HTTP/1.1 requests from a client socket
# for Garnet's Rack server (garnet/rack): the request line, the header
# fields and the body (Content-Length or chunked), each within a limit and a
# time. A request it cannot take raises RequestError with the status to
# answer (400, 408, 413, 414, 431, 505); a client that goes away between
# requests ends it quietly (next_request answers nil).
module Garnet
  module Rack
    class RequestError < StandardError
      attr_reader :status

      def initialize(status, message)
        super(message)
        @status = status
      end
    end

    # A parsed request: what the Rack env is built from.
    Request = Struct.new(:method, :target, :version, :headers, :body)

    class RequestReader
      MAX_REQUEST_LINE = 8 * 1024
      MAX_HEADERS = 32 * 1024
      MAX_HEADER_COUNT = 100
      CHUNK = 16 * 1024
      METHOD = /\A[!#$%&'*+\-.^_`|~0-9A-Za-z]+\z/
      FIELD_NAME = METHOD
      VERSION = %r{\AHTTP/\d\.\d\z}
      # Methods and field names most requests carry, known to be tokens, so
      # that only others are matched against METHOD and FIELD_NAME; a field
      # name maps to its lowercase form.
      COMMON_METHODS = Ractor.make_shareable(%w[GET HEAD POST PUT DELETE PATCH OPTIONS].to_h { |m| [m, true] })
      COMMON_FIELDS = Ractor.make_shareable(
        %w[Host User-Agent Accept Accept-Encoding Accept-Language Connection Content-Type Content-Length Cookie
           Referer Origin Cache-Control Authorization Transfer-Encoding Upgrade-Insecure-Requests]
          .flat_map { |name| [name, name.downcase] }.to_h { |name| [name, name.downcase] }
      )
      NO_BODY = "".b.freeze

      # idle_timeout: seconds a kept-alive connection may wait for its next
      # request; read_timeout: seconds a request may take to arrive once
      # begun (a slow client gets 408); max_body: bytes (413 beyond).
      def initialize(socket, idle_timeout:, read_timeout:, max_body:)
        @socket = socket
        @idle_timeout = idle_timeout
        @read_timeout = read_timeout
        @max_body = max_body
        @buffer = "".b
        @start = 0 # where the unread bytes of @buffer begin
      end

      # The next request, or nil when the client closed the connection (or
      # stayed idle past idle_timeout) before sending one.
      def next_request
        line = read_line(MAX_REQUEST_LINE, 414, "request line too long", idle: true)
        return nil unless line
        line = read_line(MAX_REQUEST_LINE, 414, "request line too long", idle: true) while line&.empty? # stray CRLFs
        return nil unless line
        method, target, version, extra = line.split(" ", 4)
        unless extra.nil? && method && (COMMON_METHODS[method] || method.match?(METHOD)) && target &&
               !target.empty? && version && (version == "HTTP/1.1" || version.match?(VERSION))
          raise RequestError.new(400, "malformed request line")
        end
        raise RequestError.new(505, "HTTP version not supported") unless version.start_with?("HTTP/1.")
        headers = read_headers
        Request.new(method, target, version, headers, read_body(headers))
      end

      private

      # A line without its CRLF (a bare LF is taken too); nil when the
      # connection ends first (only allowed before a request begins: idle).
      # Lines are cut from @buffer where @start is, without moving the rest.
      def read_line(limit, status, message, idle: false)
        deadline = nil
        while true
          if (at = @buffer.byteindex("\n", @start))
            raise RequestError.new(status, message) if at - @start > limit
            stop = at > @start && @buffer.getbyte(at - 1) == 13 ? at - 1 : at
            line = @buffer.byteslice(@start, stop - @start)
            @start = at + 1
            return line
          end
          raise RequestError.new(status, message) if @buffer.bytesize - @start > limit
          deadline ||= now + (idle ? @idle_timeout : @read_timeout)
          next if fill(deadline, idle && @start == @buffer.bytesize)
          return nil if idle && @start == @buffer.bytesize
          raise RequestError.new(400, "connection closed mid-request")
        end
      end

      def read_headers
        headers = {}
        size = 0
        while true
          line = read_line(MAX_HEADERS, 431, "header fields too large")
          raise RequestError.new(400, "connection closed mid-request") unless line
          return headers if line.empty?
          size += line.bytesize
          raise RequestError.new(431, "header fields too large") if size > MAX_HEADERS || headers.size >= MAX_HEADER_COUNT
          first = line.getbyte(0)
          raise RequestError.new(400, "obsolete line folding") if first == 32 || first == 9 # a space or a tab
          name, value = line.split(":", 2)
          raise RequestError.new(400, "malformed header field") unless value
          key = COMMON_FIELDS[name] || (name.match?(FIELD_NAME) && name.downcase)
          raise RequestError.new(400, "malformed header field") unless key
          value = value.strip
          earlier = headers[key]
          headers[key] = earlier ? "#{earlier}, #{value}" : value
        end
      end

      def read_body(headers)
        if (encoding = headers["transfer-encoding"])
          raise RequestError.new(400, "unsupported transfer coding") unless encoding.downcase == "chunked"
          raise RequestError.new(400, "both Content-Length and chunked") if headers.key?("content-length")
          return read_chunked
        end
        length = headers["content-length"]
        return NO_BODY unless length
        raise RequestError.new(400, "malformed Content-Length") unless length.match?(/\A\d+\z/)
        length = length.to_i
        raise RequestError.new(413, "body too large") if length > @max_body
        read_exactly(length)
      end

      def read_chunked
        body = "".b
        loop do
          size_line = read_line(1024, 400, "malformed chunk size")
          raise RequestError.new(400, "connection closed mid-request") unless size_line
          size_text = size_line.split(";", 2).first.strip
          raise RequestError.new(400, "malformed chunk size") unless size_text.match?(/\A\h{1,8}\z/)
          size = size_text.to_i(16)
          if size.zero?
            read_headers # trailer fields, dropped
            return body
          end
          raise RequestError.new(413, "body too large") if body.bytesize + size > @max_body
          body << read_exactly(size)
          raise RequestError.new(400, "malformed chunk") unless read_line(2, 400, "malformed chunk") == ""
        end
      end

      def read_exactly(count)
        deadline = now + @read_timeout
        while @buffer.bytesize - @start < count
          next if fill(deadline, false)
          raise RequestError.new(400, "connection closed mid-request")
        end
        body = @buffer.byteslice(@start, count)
        @start += count
        body
      end

      # Reads more into the buffer (dropping the bytes already read): true
      # when it did, false at the end of the connection. Past the deadline:
      # nil when idle (the connection is simply closed), else RequestError 408.
      def fill(deadline, idle)
        if @start == @buffer.bytesize
          @buffer.clear
          @start = 0
        elsif @start > 0
          @buffer = @buffer.byteslice(@start, @buffer.bytesize - @start)
          @start = 0
        end
        while true
          data = @socket.read_nonblock(CHUNK, exception: false)
          return false if data.nil?
          unless data == :wait_readable
            @buffer << data
            return true
          end
          remaining = deadline - now
          if remaining <= 0 || !@socket.wait_readable(remaining)
            return false if idle
            raise RequestError.new(408, "request timed out")
          end
        end
      end

      def now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end
  end
end
