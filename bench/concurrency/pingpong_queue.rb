# Two green threads pass a token back and forth through two Queues; prints
# the round trips per second.
rounds = (ARGV[0] || 200_000).to_i
ping = Queue.new
pong = Queue.new
partner = Thread.new { rounds.times { pong << ping.pop } }
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
rounds.times { |i| ping << i; pong.pop }
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
partner.join
puts "round trips: #{rounds} rate: #{rounds / elapsed}"
