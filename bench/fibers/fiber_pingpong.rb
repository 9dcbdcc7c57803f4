# Two fibers pass a value back and forth (resume / yield with an argument)
# ROUNDS times; prints the final value.
rounds = (ARGV[0] || 1_000_000).to_i
partner = Fiber.new { |v| loop { v = Fiber.yield(v + 1) } }
v = 0
rounds.times { v = partner.resume(v) }
puts v
