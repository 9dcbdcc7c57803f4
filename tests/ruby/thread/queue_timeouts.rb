# Ruby 3.2+ timeouts: Queue#pop(timeout:) and SizedQueue#push(timeout:)
# answer nil when the time runs out; a timeout with non_block is an error;
# a Queue can't be frozen (3.3+)
q = Queue.new
p q.pop(timeout: 0.005), q.pop(timeout: 0)
q << :ready
p q.pop(timeout: 1)
begin
  q.pop(true, timeout: 1)
rescue ArgumentError => e
  p e.message
end
later = Thread.new { sleep 0.005; q << :late }
p q.pop(timeout: 5)
later.join
sq = SizedQueue.new(1)
sq << 1
p sq.push(2, timeout: 0.005), sq.size
taker = Thread.new { sleep 0.005; sq.pop }
p sq.push(3, timeout: 5).equal?(sq), taker.value, sq.pop
begin
  Queue.new.freeze
rescue TypeError => e
  p e.message.start_with?("cannot freeze #<Thread::Queue:0x")
end
p q.pop(timeout: nil.to_i) # 0: no wait
