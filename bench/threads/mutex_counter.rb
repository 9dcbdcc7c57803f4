# THREADS green threads each add to a shared counter under a Mutex N times
# (lock hand-offs between threads); prints the counter.
threads = (ARGV[0] || 4).to_i
n = (ARGV[1] || 200_000).to_i
lock = Mutex.new
counter = 0
Array.new(threads) { Thread.new { n.times { lock.synchronize { counter += 1 } } } }.each(&:join)
puts counter
