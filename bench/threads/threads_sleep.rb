# COUNT green threads each sleep a pseudo-random 0-10 ms, then push to a
# Queue; the main thread takes every item (timers, parking and waking).
# Prints the sum of the items.
count = (ARGV[0] || 10_000).to_i
q = Queue.new
seed = 42
threads = Array.new(count) do |i|
  seed = (seed * 1103515245 + 12345) % 2147483648
  pause = (seed % 10_000) / 1_000_000.0
  Thread.new { sleep pause; q << i }
end
sum = 0
count.times { sum += q.pop }
threads.each(&:join)
puts sum
