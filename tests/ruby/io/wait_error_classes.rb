# The IO::Wait* exception classes: EWOULDBLOCK's are EAGAIN's where the two
# errnos are one, and EINPROGRESS has its own pair.
p IO::EWOULDBLOCKWaitReadable.equal?(IO::EAGAINWaitReadable) == Errno::EWOULDBLOCK.equal?(Errno::EAGAIN)
p IO::EWOULDBLOCKWaitWritable.equal?(IO::EAGAINWaitWritable) == Errno::EWOULDBLOCK.equal?(Errno::EAGAIN)
p IO::EINPROGRESSWaitReadable.superclass, IO::EINPROGRESSWaitWritable.superclass
p IO::EINPROGRESSWaitWritable.include?(IO::WaitWritable), IO::EINPROGRESSWaitReadable.include?(IO::WaitReadable)
p IO::EAGAINWaitReadable.ancestors.take(3)
begin
  raise IO::EINPROGRESSWaitWritable, "connect(2) would block"
rescue IO::WaitWritable => e
  p e.message.end_with?(" - connect(2) would block"), e.errno == Errno::EINPROGRESS::Errno
end
