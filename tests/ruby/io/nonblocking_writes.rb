# Writes that must not wait: syswrite on a non-blocking pipe writes what fits
# and answers the count; write_nonblock makes the descriptor non-blocking and
# raises IO::EAGAINWaitWritable (or answers :wait_writable) when the pipe is
# full; copy_stream passes each chunk on as soon as it reads it.
# Expected output written by hand, checked against Debian's ruby 3.1 (CRuby
# 4.0 on WASI has no pipes); nothing here differs in Ruby 4.0.
require "io/nonblock"

r, w = IO.pipe
w.nonblock = true
big = "a" * (2 * 1024 * 1024)
written = w.syswrite(big)
p written > 0, written < big.bytesize
p((w.syswrite("more") rescue $!.class))
w.close
r.close

r, w = IO.pipe
chunks = 0
begin
  400.times do # 4 MB, more than a pipe holds
    w.write_nonblock("b" * 10_000)
    chunks += 1
  end
  p :never_full
rescue IO::WaitWritable => e
  p e.class, e.is_a?(Errno::EAGAIN), e.message, chunks > 0, w.nonblock?
end
p w.write_nonblock("c", exception: false)
r.read_nonblock(100_000)
p w.write_nonblock("d", exception: false)
w.close
r.close

# copy_stream from a pipe that stays open: each piece arrives before the next is written.
r, w = IO.pipe
out_r, out_w = IO.pipe
copier = Thread.new { IO.copy_stream(r, out_w) }
w.write("first\n")
p out_r.gets
w.write("second\n")
p out_r.gets
w.close
p copier.value
