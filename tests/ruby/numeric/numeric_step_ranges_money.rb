# Money amounts with integer cents in ranges and steps: price tiers, step by 25 cents, and formatting
tiers = { (0...1000) => 0.0, (1000...5000) => 0.05, (5000..) => 0.1 }
discount = ->(cents) { tiers.find { |r, _| r.cover?(cents) }.last }
[999, 1000, 4999, 5000, 120_000].each { |c| puts format("%8.2f -> %4.1f%%", c / 100.0, discount.(c) * 100) }
p 0.step(100, 25).map { format("$%.2f", _1 / 100.0) }, (100..200).step(50).to_a, 1999.round(-2), 1950.round(-2, half: :even)
