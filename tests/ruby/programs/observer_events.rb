# An event emitter with blocks stored in hashes of arrays, once-handlers, removal and ordering
class Emitter
  def initialize = @handlers = Hash.new { |h, k| h[k] = [] }
  def on(evt, &blk) = (@handlers[evt] << blk; blk)
  def once(evt, &blk)
    wrapper = nil
    wrapper = on(evt) { |*a| off(evt, wrapper); blk.call(*a) }
  end
  def off(evt, blk) = @handlers[evt].delete(blk)
  def emit(evt, *args) = @handlers[evt].dup.map { |h| h.call(*args) }
  def count(evt) = @handlers[evt].size
end
e = Emitter.new
log = []
h1 = e.on(:data) { |x| log << "h1:#{x}"; x * 2 }
e.on(:data) { |x| log << "h2:#{x}"; x + 1 }
e.once(:data) { |x| log << "once:#{x}"; :once }
p e.emit(:data, 5), e.emit(:data, 6), e.count(:data)
e.off(:data, h1)
p e.emit(:data, 7), log, e.emit(:none)
