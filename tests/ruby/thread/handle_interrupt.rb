# Thread.handle_interrupt: a Thread#raise held back under :never until the
# block ends, let through by a nested :immediate, raised while waiting under
# :on_blocking, pending_interrupt?, and the argument errors.
# Expected output written by hand (CRuby 4.0 on WASI has no threads);
# (Debian's CRuby 3.1 crashes on pending_interrupt?(RuntimeError).)
log = Queue.new
ready = Queue.new
t = Thread.new do
  Thread.handle_interrupt(RuntimeError => :never) do
    ready << :masked
    sleep 0.01 until Thread.pending_interrupt?
    log << "pending: #{Thread.pending_interrupt?(RuntimeError)}"
    log << "still running"
  end
  log << "not reached"
rescue RuntimeError => e
  log << "raised after the block: #{e.message}"
end
ready.pop
t.raise("stop")
t.join
puts log.pop until log.empty?

t = Thread.new do
  Thread.handle_interrupt(Object => :never) do
    ready << :masked
    sleep 0.01 until Thread.pending_interrupt?
    Thread.handle_interrupt(Object => :immediate) { sleep 0.01; log << "not reached" }
  end
rescue => e
  log << "nested immediate: #{e.message}"
end
ready.pop
t.raise("now")
t.join
puts log.pop until log.empty?

t = Thread.new do
  Thread.handle_interrupt(RuntimeError => :on_blocking) do
    ready << :masked
    Queue.new.pop
  end
rescue => e
  log << "while blocked: #{e.message}"
end
ready.pop
sleep 0.05
t.raise("wake")
t.join
puts log.pop until log.empty?

begin
  Thread.handle_interrupt(RuntimeError => :sometimes) {}
rescue ArgumentError => e
  puts e.message
end
begin
  Thread.handle_interrupt(RuntimeError => :never)
rescue ArgumentError => e
  puts e.message
end
p Thread.pending_interrupt?
