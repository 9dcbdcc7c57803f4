# Green threads, a Queue, a Mutex and fibers: 1,000 workers each sleep a
# little and report; a fiber generator feeds them numbers; sleeps stay exact.
results = Queue.new
counter = 0
lock = Mutex.new
numbers = Enumerator.new { |y| n = 0; loop { y << (n += 1) } }

started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
workers = Array.new(1_000) do
  n = numbers.next
  Thread.new do
    sleep 0.001 * (n % 10)
    lock.synchronize { counter += 1 }
    results << n * n
  end
end
workers.each(&:join)
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - started
sum = 0
sum += results.pop until results.empty?
puts "1,000 threads finished: counter=#{counter}, sum of squares=#{sum}"
puts format("wall time %.3f s (the longest sleep is 0.009 s)", elapsed)

before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
sleep 0.0001
puts format("sleep 0.0001 took %.0f µs", (Process.clock_gettime(Process::CLOCK_MONOTONIC) - before) * 1e6)

fibers = Array.new(10_000) { |i| Fiber.new { Fiber.yield i; i * 2 } }
puts "10,000 fibers: #{fibers.sum(&:resume)} then #{fibers.sum(&:resume)}"
