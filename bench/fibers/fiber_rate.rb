# Fiber switch rate without start-up: N fibers resumed in turn (each resume
# is a round trip: resume, then Fiber.yield back) for ROUNDS resumes, timed
# inside the program. Prints the count and the resumes per second.
fibers_count = (ARGV[0] || 100).to_i
rounds = (ARGV[1] || 1_000_000).to_i
fibers = Array.new(fibers_count) { Fiber.new { loop { Fiber.yield } } }
fibers.each(&:resume) # every fiber started: the timed loop only switches
count = 0
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
while count < rounds
  fibers.each do |f|
    f.resume
    count += 1
  end
end
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
puts "count: #{count} rate: #{(count / elapsed).round}"
