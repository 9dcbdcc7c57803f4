# fcntl and io/nonblock: a pipe's status flags through IO#fcntl, turning
# non-blocking mode on and off, nonblock with a block putting the mode
# back, a read that would block, and fcntl's errors. Expected output
# written by hand (CRuby 4.0 on WASI has neither); Debian's CRuby 3.1
# prints the same.
require "fcntl"
require "io/nonblock"

r, w = IO.pipe
p r.fcntl(Fcntl::F_GETFL) & Fcntl::O_ACCMODE == Fcntl::O_RDONLY
p w.fcntl(Fcntl::F_GETFL) & Fcntl::O_ACCMODE == Fcntl::O_WRONLY
w.nonblock = true
p w.nonblock?
w.nonblock = false
p w.nonblock?
p(w.nonblock { |io| [io.equal?(w), w.nonblock?] })
p w.nonblock?
w.fcntl(Fcntl::F_SETFL, w.fcntl(Fcntl::F_GETFL) | Fcntl::O_NONBLOCK)
p w.nonblock?
p r.read_nonblock(10, exception: false)
w.write("ok")
p r.read_nonblock(10)
w.close
begin
  w.fcntl(Fcntl::F_GETFL)
rescue IOError => e
  puts e.message
end
p Fcntl::O_NDELAY == Fcntl::O_NONBLOCK
