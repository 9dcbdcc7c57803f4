# $! belongs to the thread that rescued: other threads see their own.
# Expected output written by hand (CRuby 4.0 on WASI has no threads);
# Debian's CRuby 3.1 prints the same.
q = Queue.new
done = Queue.new
t = Thread.new do
  begin
    raise "in thread"
  rescue
    q << $!.message
    done.pop
    $!.message
  end
end
p q.pop
p $!
done << true
p t.value
begin
  raise "main"
rescue
  p Thread.new { $! }.value
  p $!.message
end
