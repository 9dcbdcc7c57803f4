# 10,000 green threads each sleep a random 0-10 ms, then push to a Queue;
# the main thread takes every item. Prints the wall time and resident memory.
count = (ARGV[0] || 10_000).to_i
rng = Random.new(42)
q = Queue.new
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
threads = Array.new(count) { |i| pause = rng.rand * 0.01; Thread.new { sleep pause; q << i } }
sum = 0
count.times { sum += q.pop }
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
threads.each(&:join)
raise "lost an item" unless sum == count * (count - 1) / 2
rss = File.exist?("/proc/self/status") ? File.read("/proc/self/status")[/VmRSS:\s+(\d+)/, 1].to_i : 0 # 0: unknown (WebAssembly)
puts "threads: #{count} seconds: #{elapsed} rss: #{rss}"
