# TCPServer.allocate and TCPSocket.allocate give uninitialized streams whose
# methods raise IOError. The reference CRuby 4.0 (WASI) has no sockets:
# expected output written by hand, as Linux CRuby 4.0 and 3.1 print it.
require 'socket'
def t = (p yield rescue p $!)
t { TCPServer.allocate.accept }
t { TCPServer.allocate.addr }
t { TCPServer.allocate.close }
t { TCPSocket.allocate.read }
t { TCPSocket.allocate.peeraddr }
t { TCPSocket.allocate.setsockopt(Socket::SOL_SOCKET, Socket::SO_REUSEADDR, true) }
