# Fiber switching: each of N fibers is resumed in turn (resume + yield, a
# round trip) until ROUNDS round trips have happened.
fibers_count = (ARGV[0] || 1000).to_i
rounds = (ARGV[1] || 1_000_000).to_i
fibers = Array.new(fibers_count) { Fiber.new { loop { Fiber.yield } } }
count = 0
while count < rounds
  fibers.each do |f|
    f.resume
    count += 1
  end
end
puts count
