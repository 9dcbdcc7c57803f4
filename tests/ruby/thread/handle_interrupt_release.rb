# An interrupt held back by Thread.handle_interrupt(:never) is raised when an
# inner :immediate block starts (before its body); that inner block's mask is
# gone afterwards, so a later :never block holds interrupts back again, and
# one held there replaces an exception the block raises as it ends.
# Expected output written by hand, checked against Debian's ruby 3.1 (CRuby
# 4.0 on WASI has no threads); nothing here differs in Ruby 4.0.
Thread.handle_interrupt(RuntimeError => :never) do
  current = Thread.current
  Thread.new { current.raise "held" }.join
  p Thread.pending_interrupt?
  begin
    Thread.handle_interrupt(RuntimeError => :immediate) { p :not_reached }
  rescue => e
    p e.message
  end
  p Thread.pending_interrupt?
end

result = begin
  Thread.handle_interrupt(RuntimeError => :never) do
    current = Thread.current
    Thread.new { current.raise "held again" }.join
    p Thread.pending_interrupt?
    raise "raised in the block"
  end
rescue => e
  e.message
end
p result, Thread.pending_interrupt?
