# Blocks of the core iterators may suspend their coroutine: Fiber.yield,
# sleep, Queue#pop and Mutex#lock inside the blocks of sort, gsub, sub and
# scan, while other threads and fibers run
f = Fiber.new do
  sorted = [3, 1, 2].sort { |a, b| Fiber.yield([a, b]); a <=> b }
  [:sorted, sorted]
end
steps = []
while f.alive?
  steps << f.resume
end
p steps.last, steps.size > 1, steps[0..-2].all? { |s| s.is_a?(Array) && s.size == 2 }

log = []
ticker = Thread.new { 3.times { |i| log << "tick#{i}"; sleep 0.002 } }
out = "a-b-c".gsub(/[a-c]/) { |m| sleep 0.002; log << m; m.upcase }
ticker.join
p out, log.sort, log.first(2) != ["a", "b"] || log.include?("tick1")

q = Queue.new
consumer = Thread.new { %w[x y z].map { |s| s.sub(/./) { q.pop.to_s } } }
Thread.pass until consumer.status == "sleep"
[1, 2, 3].each { |i| q << i }
p consumer.value

m = Mutex.new
m.lock
waiter = Thread.new { "abc".gsub(/b/) { m.synchronize { "B" } } }
Thread.pass until waiter.status == "sleep"
m.unlock
p waiter.value

gen = Enumerator.new do |y|
  "one two three".scan(/\w+/) { |w| y << w.length }
end
p gen.next, gen.next, gen.next

# Nested: a C++ method's block calls another C++ method with a block that yields.
f = Fiber.new { "ab".gsub(/./) { |c| [2, 1].sort { |x, y| Fiber.yield(c); x <=> y }.join + c } }
results = []
results << f.resume while f.alive?
p results.last, results.size > 2
# Deep nesting of C++ methods and blocks ends in SystemStackError, not a crash;
# hundreds of coroutines can wait inside C++ methods at once.
def r(n) = [2, 1].sort { |a, b| r(n + 1); a <=> b }
begin
  r(0)
rescue SystemStackError => e
  p e.class
end
fibers = 300.times.map { |i| Fiber.new { [2, 1].sort { |a, b| Fiber.yield(i); a <=> b } } }
p fibers.map(&:resume).sum
p fibers.map(&:resume).uniq, fibers.none?(&:alive?)
t = Thread.new { def s(n) = "ab".gsub(/a/) { n < 3 ? s(n + 1) : (sleep 0.001; "z") }; s(0) }
p t.value
