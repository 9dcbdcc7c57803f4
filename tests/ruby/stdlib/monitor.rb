# Monitor and MonitorMixin: re-entrant locking, owner checks, condition variables across threads
# Runs with threads, which the reference CRuby 4.0 (WASI) lacks: expected output written by hand (CRuby 3.1 gives the same)
require "monitor"
m = Monitor.new
m.synchronize { m.synchronize { p m.mon_owned?, m.mon_locked? } }
p m.mon_locked?
begin
  m.exit
rescue ThreadError => e
  p e.message
end
p m.try_enter, m.mon_owned?
m.exit
class Box
  include MonitorMixin
  def initialize
    super()
    @items = []
    @ready = new_cond
  end
  def put(x) = synchronize { @items << x; @ready.signal }
  def take = synchronize { @ready.wait_while { @items.empty? }; @items.shift }
end
box = Box.new
consumer = Thread.new { 3.times.map { box.take } }
3.times { |i| box.put(i) }
p consumer.value
