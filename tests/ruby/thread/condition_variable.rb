# ConditionVariable: wait/signal/broadcast with a Mutex, waits with a
# timeout, and the mutex held again when wait returns
m = Mutex.new
cv = ConditionVariable.new
ready = false
result = []
waiter = Thread.new do
  m.synchronize do
    cv.wait(m) until ready
    result << [:woke, m.owned?]
  end
end
Thread.pass until waiter.status == "sleep"
m.synchronize do
  ready = true
  p cv.signal.equal?(cv)
end
waiter.join
p result

# broadcast wakes every waiter; signal wakes one.
woken = []
waiting = 0
threads = 3.times.map do |i|
  Thread.new do
    m.synchronize do
      waiting += 1
      cv.wait(m)
      woken << i
    end
  end
end
Thread.pass until waiting == 3 && threads.all? { |t| t.status == "sleep" }
m.synchronize { cv.signal }
Thread.pass until woken.size == 1
p woken.size
m.synchronize { cv.broadcast }
threads.each(&:join)
p woken.sort

# A wait with a timeout returns with the mutex held again.
m.synchronize do
  r = cv.wait(m, 0.01)
  p r.nil? || r.is_a?(Integer), m.owned?
end
p cv.signal.equal?(cv), cv.broadcast.equal?(cv)
begin
  cv.wait(m)
rescue ThreadError => e
  p e.message
end
p ConditionVariable.equal?(Thread::ConditionVariable)

# Producer/consumer with a bounded buffer built from a Mutex and two
# condition variables.
buffer = []
not_empty = ConditionVariable.new
not_full = ConditionVariable.new
consumer = Thread.new do
  got = []
  6.times do
    m.synchronize do
      not_empty.wait(m) while buffer.empty?
      got << buffer.shift
      not_full.signal
    end
  end
  got
end
6.times do |i|
  m.synchronize do
    not_full.wait(m) while buffer.size >= 2
    buffer << i
    not_empty.signal
  end
end
p consumer.value
