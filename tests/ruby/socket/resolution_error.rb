# A host name that does not resolve raises Socket::ResolutionError (a SocketError) with getaddrinfo's message and code
# expected output written by hand: the reference CRuby on WASI has no sockets; Ruby 4.0 prints this
# (Debian's ruby 3.1, before Socket::ResolutionError, raises SocketError with the same message)
require "socket"
p Socket::ResolutionError.ancestors.take(3)
[-> { TCPServer.new("no.such.host.invalid", 0) }, -> { TCPSocket.new("256.1.1.1", 80) }].each do |open|
  open.call
rescue SocketError => e
  p [e.class, e.message.start_with?("getaddrinfo: "), e.error_code.is_a?(Integer)]
end
