# Queue and SizedQueue: push/pop/close, producers and consumers, blocking
# when empty or full, non-blocking errors, waiting counts
q = Queue.new
p q.empty?, q.size, q.length, q.num_waiting
q << 1
q.push(2)
p q.enq(3).equal?(q), q.size
p q.pop, q.shift, q.deq, q.empty?
begin
  q.pop(true)
rescue ThreadError => e
  p e.class, e.message
end
p Queue.new([1, 2, 3]).size, Queue.new(1..4).pop

# A consumer waits until a producer pushes.
q = Queue.new
consumer = Thread.new { 3.times.map { q.pop } }
Thread.pass until consumer.status == "sleep"
p q.num_waiting
[:a, :b, :c].each { |x| q << x }
p consumer.value

# Many producers, one consumer: every item arrives once.
q = Queue.new
producers = 3.times.map { |i| Thread.new { 4.times { |j| q << [i, j]; Thread.pass } } }
items = 12.times.map { q.pop }
producers.each(&:join)
p items.size, items.uniq.size, items.map(&:first).tally.sort

# Closing wakes the waiting poppers with nil and refuses pushes.
q = Queue.new
poppers = 2.times.map { Thread.new { q.pop } }
Thread.pass until q.num_waiting == 2
q.close
p poppers.map(&:value), q.closed?, q.pop
begin
  q << 1
rescue ClosedQueueError => e
  p e.class, e.message, e.is_a?(StopIteration)
end
q = Queue.new
q << :left
q.close
p q.pop, q.pop

# SizedQueue: push blocks when full until a pop makes room.
sq = SizedQueue.new(2)
p sq.max
sq << 1 << 2
begin
  sq.push(3, true)
rescue ThreadError => e
  p e.message
end
pusher = Thread.new { sq.push(3); :pushed }
Thread.pass until pusher.status == "sleep"
p sq.size, sq.num_waiting
p sq.pop, pusher.value, sq.size
p 2.times.map { sq.pop }
sq = SizedQueue.new(1)
sq << :x
blocked = Thread.new { sq << :y }
Thread.pass until blocked.status == "sleep"
sq.max = 2
p blocked.value.equal?(sq), sq.size
sq = SizedQueue.new(1)
sq << :x
blocked = Thread.new { begin; sq << :y; rescue ClosedQueueError => e; e.message; end }
Thread.pass until blocked.status == "sleep"
sq.close
p blocked.value
begin
  SizedQueue.new(0)
rescue ArgumentError => e
  p e.message
end
q = Queue.new
q << 1 << 2
p q.clear.size
p SizedQueue.ancestors.include?(Queue), Queue.equal?(Thread::Queue)
