# IO's block forms (each_line over gets; the reading itself is native), and
# the waiting half of reads on pipes: a native read answers :__wait_readable
# when a pipe has nothing yet, and the thread parks until it has more.
class IO
  # dup and clone: the copy is a stream on a new descriptor for the same
  # file (core/io_reopen.cpp). In Ruby, so that Kernel#dup calls it.
  private def initialize_copy(orig) = __copy_stream(orig)

  def self.pipe
    ends = __pipe
    return ends unless block_given?
    begin
      yield(*ends)
    ensure
      ends.each { |io| io.close }
    end
  end

  # IO.select(reads, writes = nil, errors = nil, timeout = nil): the ready
  # IOs as [readable, writable, []], or nil when the time runs out first.
  def self.select(reads, writes = nil, errors = nil, timeout = nil)
    [reads, writes, errors].each do |set|
      raise TypeError, "wrong argument type #{set.class} (expected Array)" unless set.nil? || set.is_a?(Array)
    end
    raise ArgumentError, "time interval must not be negative" if timeout && timeout < 0
    deadline = timeout && Process.clock_gettime(Process::CLOCK_MONOTONIC) + timeout
    loop do
      readable, writable = __poll_now(reads, writes)
      return [readable, writable, []] unless readable.empty? && writable.empty?
      left = deadline && deadline - Process.clock_gettime(Process::CLOCK_MONOTONIC)
      return nil if left && left <= 0
      __wait_any(reads, writes, left)
    end
  end

  alias_method :__gets_now, :gets
  alias_method :__read_now, :read
  alias_method :__eof_now, :eof?

  def gets(*args, **opts)
    while (line = __gets_now(*args, **opts)) == :__wait_readable
      __wait_for_data
    end
    line
  end

  def read(length = nil, buffer = nil)
    while (data = __read_now(length)) == :__wait_readable
      __wait_for_data
    end
    return data unless buffer
    data ? buffer.replace(data) : buffer.clear
    data && buffer
  end

  def eof?
    while (at_end = __eof_now) == :__wait_readable
      __wait_for_data
    end
    at_end
  end
  alias_method :eof, :eof?

  def readpartial(length, buffer = nil)
    while (data = __readpartial_now(length)) == :__wait_readable
      __wait_for_data
    end
    buffer ? buffer.replace(data) : data
  end

  def sysread(length, buffer = nil)
    while (data = __sysread_now(length)) == :__wait_readable
      __wait_for_data
    end
    buffer ? buffer.replace(data) : data
  end

  def getc
    while (c = __getc_now) == :__wait_readable
      __wait_for_data
    end
    c
  end

  def getbyte
    while (b = __getbyte_now) == :__wait_readable
      __wait_for_data
    end
    b
  end

  def readchar
    c = getc
    raise EOFError, "end of file reached" if c.nil?
    c
  end

  def readbyte
    b = getbyte
    raise EOFError, "end of file reached" if b.nil?
    b
  end

  def each_char
    return to_enum(:each_char) unless block_given?
    while (c = getc)
      yield c
    end
    self
  end

  def each_byte
    return to_enum(:each_byte) unless block_given?
    while (b = getbyte)
      yield b
    end
    self
  end

  def wait_writable(timeout = nil)
    __wait_writable(timeout) ? self : nil
  end

  # read_nonblock(n, exception: true): what is there, or IO::EAGAINWaitReadable
  # (:wait_readable with exception: false) when nothing is yet.
  def read_nonblock(length, buffer = nil, exception: true)
    data = __read_nonblock_now(length)
    if data == :__wait_readable
      return :wait_readable unless exception
      raise IO::EAGAINWaitReadable, "read would block"
    end
    buffer ? buffer.replace(data) : data
  rescue EOFError
    raise if exception
    nil
  end

  def wait_readable(timeout = nil)
    __wait_readable(timeout) ? self : nil
  end

  def to_io = self

  # write_nonblock(string, exception: true): the descriptor is made
  # non-blocking and written once: the bytes written, or
  # IO::EAGAINWaitWritable (:wait_writable with exception: false) when it
  # takes none now.
  def write_nonblock(string, exception: true)
    written = __write_nonblock_now(string)
    return written unless written == :__wait_writable
    return :wait_writable unless exception
    raise IO::EAGAINWaitWritable, "write would block"
  end

  def readlines(*args, chomp: false)
    __check_limit(args, "readlines")
    lines = []
    each_line(*args, chomp: chomp) { |line| lines << line }
    lines
  end

  # A limit of 0 would read empty lines for ever: ArgumentError, as CRuby.
  def __check_limit(args, name)
    raise ArgumentError, "invalid limit: 0 for #{name}" if args.last.is_a?(Integer) && args.last == 0
  end

  def each_line(*args, chomp: false)
    return to_enum(:each_line, *args, chomp: chomp) unless block_given?
    __check_limit(args, "each_line")
    while (line = gets(*args, chomp: chomp))
      yield line
    end
    self
  end
  alias_method :each, :each_line

  def readline(*args, **opts)
    line = gets(*args, **opts)
    raise EOFError, "end of file reached" if line.nil?
    line
  end
end

class IO
  module WaitReadable; end
  module WaitWritable; end
  class TimeoutError < IOError; end

  class EAGAINWaitReadable < Errno::EAGAIN
    include IO::WaitReadable
  end

  class EAGAINWaitWritable < Errno::EAGAIN
    include IO::WaitWritable
  end

  # EWOULDBLOCK is EAGAIN on every target Garnet builds for, so these are the
  # same classes, as in CRuby there.
  EWOULDBLOCKWaitReadable = EAGAINWaitReadable
  EWOULDBLOCKWaitWritable = EAGAINWaitWritable

  class EINPROGRESSWaitReadable < Errno::EINPROGRESS
    include IO::WaitReadable
  end

  class EINPROGRESSWaitWritable < Errno::EINPROGRESS
    include IO::WaitWritable
  end
end

# A socket's address (BasicSocket#local_address / #remote_address), built
# from IPSocket#addr / #peeraddr.
class Addrinfo
  attr_reader :ip_address, :ip_port

  def initialize(family, ip_address, ip_port)
    @family = family
    @ip_address = ip_address
    @ip_port = ip_port
  end

  def ipv4? = @family == "AF_INET"
  def ipv6? = @family == "AF_INET6"
  def ip? = true
  def afamily = ipv6? ? Socket::AF_INET6 : Socket::AF_INET
  def socktype = Socket::SOCK_STREAM
  def inspect_sockaddr = ipv6? ? "[#{@ip_address}]:#{@ip_port}" : "#{@ip_address}:#{@ip_port}"
  def inspect = "#<Addrinfo: #{inspect_sockaddr} TCP>"
end

class SocketError < StandardError; end

# Socket's constants carry Linux's values, the system the native build
# targets (the WebAssembly build has no sockets).
class Socket < BasicSocket
  # A host name that did not resolve; error_code is the resolver's (EAI_*).
  class ResolutionError < SocketError
    attr_reader :error_code
  end

  AF_UNSPEC = PF_UNSPEC = 0
  AF_UNIX = PF_UNIX = 1
  AF_INET = PF_INET = 2
  AF_INET6 = PF_INET6 = 10
  SOCK_STREAM = 1
  SOCK_DGRAM = 2
  SOL_SOCKET = 1
  SO_REUSEADDR = 2
  SO_KEEPALIVE = 9
  SO_SNDBUF = 7
  SO_RCVBUF = 8
  IPPROTO_IP = 0
  IPPROTO_TCP = 6
  IPPROTO_UDP = 17
  IPPROTO_IPV6 = 41
  TCP_NODELAY = 1
  SHUT_RD = 0
  SHUT_WR = 1
  SHUT_RDWR = 2

  # A connected TCPSocket (Garnet's sockets are TCPSockets); with a block,
  # yields it and closes it afterwards.
  def self.tcp(host, port, local_host = nil, local_port = nil, connect_timeout: nil, resolv_timeout: nil,
               open_timeout: nil, fast_fallback: true)
    socket = TCPSocket.new(host, port, local_host, local_port, connect_timeout:, open_timeout:)
    return socket unless block_given?
    begin
      yield socket
    ensure
      socket.close
    end
  end

  # The machine's host name (uname's node name).
  def self.gethostname = (Process.__uname || {})[:nodename] || "localhost"

  # Listening sockets for host (nil: every IPv4 address) and port (0: one
  # the system picks): a TCPServer, the one Garnet's sockets have; with a
  # block, yields them and closes them afterwards.
  def self.tcp_server_sockets(host = nil, port)
    sockets = [TCPServer.new(host || "0.0.0.0", port)]
    return sockets unless block_given?
    begin
      yield sockets
    ensure
      sockets.each { |socket| socket.close unless socket.closed? }
    end
  end
end

class BasicSocket
  # Whether addr and peeraddr skip the reverse lookup of host names, by
  # default and per socket. Garnet's answer numeric addresses either way;
  # the flags are kept for the libraries that set and read them (WEBrick).
  @do_not_reverse_lookup = true
  class << self
    attr_accessor :do_not_reverse_lookup
  end

  def do_not_reverse_lookup
    @do_not_reverse_lookup.nil? ? BasicSocket.do_not_reverse_lookup : @do_not_reverse_lookup
  end

  attr_writer :do_not_reverse_lookup

  def local_address
    family, port, ip, = addr
    Addrinfo.new(family, ip, port)
  end

  def remote_address
    family, port, ip, = peeraddr
    Addrinfo.new(family, ip, port)
  end
end

class TCPSocket
  # open_timeout (or connect_timeout) bounds the connection, which raises
  # IO::TimeoutError when it runs out.
  def self.new(host, port, local_host = nil, local_port = nil, connect_timeout: nil, resolv_timeout: nil,
               open_timeout: nil, fast_fallback: true)
    timeout = open_timeout || connect_timeout
    return __connect(host, port, local_host, local_port) unless timeout
    require "timeout"
    Timeout.timeout(timeout, IO::TimeoutError, "Connect timed out!") { __connect(host, port, local_host, local_port) }
  end

  singleton_class.alias_method :open, :new
end

class TCPServer
  def accept
    while (client = __accept_now) == :__wait_readable
      __wait_readable
    end
    client
  end

  def accept_nonblock(exception: true)
    client = __accept_now
    return client unless client == :__wait_readable
    return :wait_readable unless exception
    raise IO::EAGAINWaitReadable, "accept(2) would block"
  end
end

# The whole-file helpers of IO and File, over File.open.
class IO
  def self.read(path, length = nil, offset = nil, mode: "r", **opts)
    raise ArgumentError, "negative length #{length} given" if length && length < 0
    File.open(path, mode, **opts) do |f|
      f.seek(offset) if offset
      f.read(length)
    end
  end

  def self.binread(path, length = nil, offset = nil)
    raise ArgumentError, "negative length #{length} given" if length && length < 0
    File.open(path, "rb") do |f|
      f.seek(offset) if offset
      f.read(length)
    end
  end

  def self.write(path, data, offset = nil, mode: nil, **opts)
    mode ||= offset ? File::WRONLY | File::CREAT : "w"
    File.open(path, mode, **opts) do |f|
      f.seek(offset) if offset
      f.write(data)
    end
  end

  def self.binwrite(path, data, offset = nil, **opts)
    write(path, data, offset, mode: offset ? File::WRONLY | File::CREAT | File::BINARY : "wb", **opts)
  end

  def self.readlines(path, *args, chomp: false, **opts)
    File.open(path, **opts) { |f| f.readlines(*args, chomp: chomp) }
  end

  def self.foreach(path, *args, chomp: false, **opts, &block)
    return to_enum(:foreach, path, *args, chomp: chomp, **opts) unless block
    File.open(path, **opts) do |f|
      f.__check_limit(args, "foreach")
      f.each_line(*args, chomp: chomp, &block)
    end
    nil
  end

  # copy_stream(src, dst, copy_length = nil, src_offset = nil): src and dst
  # are IOs (or objects with readpartial or read, and write) or paths; the
  # number of bytes copied. It copies a chunk at a time, each written as
  # soon as it is read, so a pipe's data goes through while it is open.
  def self.copy_stream(src, dst, copy_length = nil, src_offset = nil)
    input = src.respond_to?(:readpartial) || src.respond_to?(:read) ? src : File.open(src, "rb")
    output = dst.respond_to?(:write) ? dst : File.open(dst, "wb")
    begin
      copied = 0
      while copy_length.nil? || copied < copy_length
        chunk = __copy_chunk(input, copy_length ? [copy_length - copied, 16_384].min : 16_384,
                             src_offset && src_offset + copied)
        break if chunk.nil? || chunk.empty?
        output.write(chunk)
        copied += chunk.bytesize
      end
      copied
    ensure
      input.close unless input.equal?(src)
      output.close unless output.equal?(dst)
    end
  end

  # The next chunk of at most `length` bytes for copy_stream: from `offset`
  # without moving the position (pread) when there is one; nil at the end.
  def self.__copy_chunk(input, length, offset)
    return input.pread(length, offset) if offset
    return input.read(length) unless input.respond_to?(:readpartial)
    input.readpartial(length)
  rescue EOFError
    nil
  end
  private_class_method :__copy_chunk
end

# File's block form, and flock's wait.
class File
  # A lock held elsewhere is waited for by trying again, sleeping between
  # tries (1 ms, doubling up to 50 ms): the other threads run meanwhile.
  def flock(operation)
    return __flock_now(operation) unless operation.is_a?(Integer) && operation.nobits?(LOCK_NB | LOCK_UN)
    pause = 0.001
    until (done = __flock_now(operation | LOCK_NB))
      sleep pause
      pause = [pause * 2, 0.05].min
    end
    done
  end

  def self.open(*args, **opts)
    file = new(*args, **opts)
    return file unless block_given?
    begin
      yield file
    ensure
      file.close
    end
  end
end

module Kernel
  private

  def open(path, *args, **opts, &block)
    File.open(path, *args, **opts, &block)
  end

  def gets(*args, **opts) = ARGF.gets(*args, **opts)
  def readline(*args, **opts) = ARGF.readline(*args, **opts)
  def readlines(*args, **opts) = ARGF.readlines(*args, **opts)
end

# ARGF ($<): the files named in ARGV one after the other (each taken off
# ARGV when opened), or standard input when ARGV is empty at the first read.
ARGF = IO.__argf_class.new
ARGF.class.class_eval do
  include Enumerable

  def argv = ARGV
  def to_s = "ARGF"
  alias_method :inspect, :to_s

  def lineno = @lineno || 0

  def lineno=(n)
    @lineno = n
  end

  def filename
    __current
    @filename
  end
  alias_method :path, :filename

  def file
    __current
    @file
  end

  def closed? = !__current || @file.closed?

  # The stream being read, opening the next file when the last one ended;
  # nil once every file was read.
  def __current
    return @file if @file
    if ARGV.empty?
      return nil if @started
      @started = true
      @filename = "-"
      return @file = $stdin
    end
    @started = true
    @filename = ARGV.shift
    @file = @filename == "-" ? $stdin : File.open(@filename)
  end

  # Moves past the current stream (closing a file of ARGV).
  def skip
    @file.close if @file && !@file.equal?($stdin) && !@file.closed?
    @file = nil
    self
  end
  alias_method :close, :skip

  # After the current stream ended: moves to the next one (true), or stays
  # on standard input when it is the last (false).
  def __next_stream
    return false if @file.equal?($stdin) && ARGV.empty?
    skip
    true
  end

  def gets(*args, **opts)
    while (io = __current)
      line = io.gets(*args, **opts)
      if line
        @lineno = lineno + 1
        $. = @lineno
        return $_ = line
      end
      break unless __next_stream
    end
    $_ = nil
  end

  def readline(*args, **opts)
    line = gets(*args, **opts)
    raise EOFError, "end of file reached" if line.nil?
    line
  end

  def each_line(*args, **opts)
    return to_enum(:each_line, *args, **opts) unless block_given?
    while (line = gets(*args, **opts))
      yield line
    end
    self
  end
  alias_method :each, :each_line

  def readlines(*args, **opts)
    lines = []
    each_line(*args, **opts) { |line| lines << line }
    lines
  end
  alias_method :to_a, :readlines

  def read(length = nil, buffer = nil)
    data = nil
    while (io = __current)
      part = io.read(length && length - (data ? data.bytesize : 0))
      (data ||= +"") << part if part
      break if length && data && data.bytesize >= length
      break unless __next_stream
    end
    data = nil if length && length > 0 && data && data.empty?
    buffer ? buffer.replace(data || "") : data
  end

  def eof?
    io = __current
    !io || io.eof?
  end
  alias_method :eof, :eof?

  def getc
    while (io = __current)
      c = io.getc
      return c if c
      break unless __next_stream
    end
    nil
  end

  def getbyte
    while (io = __current)
      b = io.getbyte
      return b if b
      break unless __next_stream
    end
    nil
  end

  def readchar
    c = getc
    raise EOFError, "end of file reached" if c.nil?
    c
  end

  def each_char
    return to_enum(:each_char) unless block_given?
    while (c = getc)
      yield c
    end
    self
  end
end
$< = ARGF

class File
  # File.path(path): the String a path-like object stands for (to_path, then to_str).
  def self.path(path)
    path = path.to_path if !path.is_a?(String) && path.respond_to?(:to_path)
    string = String.try_convert(path)
    raise TypeError, "no implicit conversion of #{path.nil? ? "nil" : path.class} into String" unless string
    String.new(string)
  end
end

# FileTest: File's predicates as module functions.
module FileTest
  %i[blockdev? chardev? directory? empty? executable? executable_real? exist? file? grpowned? identical?
     owned? pipe? readable? readable_real? setgid? setuid? size size? socket? sticky? symlink?
     world_readable? world_writable? writable? writable_real? zero?].each do |name|
    next unless File.respond_to?(name)
    define_method(name) { |*args| File.public_send(name, *args) }
    module_function name
  end
end

class File
  alias_method :__open_once, :initialize
  private :__open_once

  # Opening a FIFO to write waits for its reader without holding the
  # carrier: the platform's open answers ENXIO while no reader has it open,
  # and the thread sleeps (parks) between tries, as a blocking open would
  # wait. A caller that asked for File::NONBLOCK gets the ENXIO.
  def initialize(*args, **opts)
    pause = 0.0005
    begin
      __open_once(*args, **opts)
    rescue Errno::ENXIO
      raise unless __waits_for_fifo_reader?(args, opts)
      sleep pause
      pause = [pause * 2, 0.01].min
      retry
    end
  end

  private def __waits_for_fifo_reader?(args, opts)
    flags = args[1].is_a?(Integer) ? args[1] : opts[:flags].to_i
    return false if flags & File::NONBLOCK != 0
    path = args[0]
    (path.is_a?(String) || path.respond_to?(:to_path)) && File.pipe?(path)
  end
end
