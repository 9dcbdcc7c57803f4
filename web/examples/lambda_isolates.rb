# One lambda per iteration in each of N isolates (Ractors): every iteration
# creates a closure. Throughput should grow with N, not stall on a shared lock.
def run(ractors, iters)
  t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  sums = ractors.times.map do
    Ractor.new(iters) do |n|
      sum = 0
      i = 0
      while i < n
        add = ->(x) { x + i }
        sum = add.call(sum) & 0xffff
        i += 1
      end
      sum
    end
  end.map(&:value)
  elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
  total = ractors * iters
  puts "ractors: #{ractors} iterations: #{total} checksum: #{sums.sum} rate: #{(total / elapsed).round} per second"
end

[1, 2, 4].each { |n| run(n, 100_000) }
