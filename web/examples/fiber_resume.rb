# Fiber#resume round trips over more and more fibers, each looping on
# Fiber.yield: the rate should stay flat as the fiber count grows.
def run(num_fibers, resumes)
  fibers = Array.new(num_fibers) { Fiber.new { loop { Fiber.yield } } }
  count = 0
  t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  while count < resumes
    fibers.each do |f|
      count += 1
      f.resume
    end
  end
  elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
  puts "fibers: #{num_fibers} resumes: #{count} rate: #{(count / elapsed).round} per second"
end

[100, 1_000, 10_000].each { |n| run(n, 200_000) }
