# The main fiber and one other pass a value back and forth (resume / yield);
# prints the round trips per second.
rounds = (ARGV[0] || 1_000_000).to_i
partner = Fiber.new { |v| loop { v = Fiber.yield(v + 1) } }
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
v = 0
rounds.times { v = partner.resume(v) }
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
raise "lost a value" unless v == rounds
puts "round trips: #{rounds} rate: #{rounds / elapsed}"
