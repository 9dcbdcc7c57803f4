# Closures as callbacks and memoization; define_method closing over loop variables; instance_exec self
class EventBus
  def initialize = @subs = Hash.new { |h, k| h[k] = [] }
  def on(evt, &blk) = @subs[evt] << blk
  def emit(evt, *args) = @subs[evt].map { |b| b.call(*args) }
end
log = []
bus = EventBus.new
bus.on(:x) { |v| log << "first #{v}"; 1 }
bus.on(:x) { |v| log << "second #{v}"; 2 }
p bus.emit(:x, 42), log, bus.emit(:none)
def memoize(f)
  cache = {}
  ->(n) { cache.key?(n) ? cache[n] : (cache[n] = f.(n)) }
end
calls = 0
slow_sq = ->(n) { calls += 1; n * n }
fast = memoize(slow_sq)
p [fast.(4), fast.(4), fast.(5)], calls
class Shape
  %i[circle square].each_with_index do |kind, i|
    define_method("#{kind}?") { @kind == kind }
    define_method("#{kind}_index") { i }
  end
  def initialize(kind) = @kind = kind
end
s = Shape.new(:square)
p s.circle?, s.square?, s.circle_index, s.square_index
obj = Object.new
obj.instance_variable_set(:@secret, 7)
p obj.instance_exec(3) { |m| @secret * m }
