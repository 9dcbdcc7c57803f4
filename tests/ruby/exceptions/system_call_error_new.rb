# SystemCallError.new picks the Errno class of its errno; Errno::X.new takes
# a message and a place; the message reads "<strerror> @ <place> - <message>".
# (Errno numbers differ between systems: they are named, never printed.)
ENOENT = Errno::ENOENT::Errno
def show
  e = yield
  p [e.class, e.message, e.errno.class]
rescue ArgumentError, TypeError, RangeError => e
  p e
end
show { SystemCallError.new }
show { SystemCallError.new(ENOENT) }
show { SystemCallError.new("msg") }
show { SystemCallError.new("msg", ENOENT, "open") }
show { SystemCallError.new(nil, ENOENT, "open") }
show { SystemCallError.new("msg", ENOENT + 0.9) }
show { SystemCallError.new("msg", Complex(Errno::ESRCH::Errno, 0)) }
show { SystemCallError.new("msg", Complex(3, 1)) }
show { SystemCallError.new(:sym, ENOENT) }
show { SystemCallError.new("msg", "2") }
show { Errno::ENOENT.new("path", "open") }
show { Errno::ENOENT.new("path", "open", 3) }
show { Errno::EAGAIN.new }
e = SystemCallError.new("a", Errno::EACCES::Errno)
p e.dup.errno == Errno::EACCES::Errno, e.backtrace, SystemCallError === e, Errno::EACCES === e
p SystemCallError.new("msg", ENOENT + 0.9).errno == ENOENT + 0.9
