# IO's block forms (each_line over gets; the reading itself is native), and
# the waiting half of reads on pipes: a native read answers :__wait_readable
# when a pipe has nothing yet, and the thread parks until it has more.
class IO
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

  def read(*args)
    while (data = __read_now(*args)) == :__wait_readable
      __wait_for_data
    end
    data
  end

  def eof?
    while (at_end = __eof_now) == :__wait_readable
      __wait_for_data
    end
    at_end
  end
  alias_method :eof, :eof?

  def readpartial(length)
    while (data = __readpartial_now(length)) == :__wait_readable
      __wait_for_data
    end
    data
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

  def readlines(sep = $/, chomp: false)
    lines = []
    each_line(sep, chomp: chomp) { |line| lines << line }
    lines
  end

  def each_line(sep = $/, chomp: false)
    return to_enum(:each_line, sep, chomp: chomp) unless block_given?
    while (line = gets(sep, chomp: chomp))
      yield line
    end
    self
  end

  def readline(*args, **opts)
    line = gets(*args, **opts)
    raise EOFError, "end of file reached" if line.nil?
    line
  end
end

class IO
  module WaitReadable; end
  module WaitWritable; end

  class EAGAINWaitReadable < Errno::EAGAIN
    include IO::WaitReadable
  end

  class EAGAINWaitWritable < Errno::EAGAIN
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

class Socket < BasicSocket
  AF_INET = 2
  AF_INET6 = 10
  SOCK_STREAM = 1
end

class BasicSocket
  def local_address
    family, port, ip, = addr
    Addrinfo.new(family, ip, port)
  end

  def remote_address
    family, port, ip, = peeraddr
    Addrinfo.new(family, ip, port)
  end
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

# File's block forms and whole-file helpers over File.new (core/file_stream.cpp).
class File
  def self.open(*args, **opts)
    file = new(*args, **opts)
    return file unless block_given?
    begin
      yield file
    ensure
      file.close
    end
  end

  def self.write(path, data, mode: "w")
    open(path, mode) { |f| f.write(data) }
  end

  def self.readlines(path, sep = $/, chomp: false)
    open(path) { |f| f.readlines(sep, chomp: chomp) }
  end

  def self.foreach(path, sep = $/, chomp: false, &block)
    return to_enum(:foreach, path, sep, chomp: chomp) unless block
    open(path) { |f| f.each_line(sep, chomp: chomp, &block) }
    nil
  end
end
