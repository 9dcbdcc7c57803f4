# Integer#round/floor/ceil/truncate with digits and half: modes; comparisons
# and equality with Floats and Bignums.
def t
  r = yield
  p r
rescue => e
  puts "#{e.class}: #{e.message}"
end

t { 15.round(-1) }
t { 25.round(-1) }
t { -15.round(-1) }
t { 25.round(-1, half: :even) }
t { 35.round(-1, half: :even) }
t { 25.round(-1, half: :down) }
t { -25.round(-1, half: :down) }
t { -25.round(-1, half: :up) }
t { 25.round(-1, half: nil) }
t { 25.round(-1, half: :bad) }
t { 1234.round(-2) }
t { 1250.round(-2) }
t { 1234.round(2) }
t { 1234.floor(-2) }
t { -1234.floor(-2) }
t { 1234.ceil(-2) }
t { -1234.ceil(-2) }
t { 1234.truncate(-2) }
t { -1234.truncate(-2) }
t { 1200.ceil(-2) }
t { (10**30 + 5 * 10**9).round(-10) }
t { (10**30 + 5 * 10**9).floor(-10) }
t { (-(10**30) - 1).ceil(-5) }
t { 5.round(-1) }
t { 4.round(-1) }
t { 1234.round }
t { 1234.round(1.5) }
t { 1 <=> 2 }
t { 2 <=> 1 }
t { 1 <=> 1 }
t { 1 <=> 1.5 }
t { 2 <=> 1.5 }
t { 1 <=> "a" }
t { 1 <=> Float::NAN }
t { (2**64) <=> 2.0**64 }
t { (2**53 + 1) == 2.0**53 }
t { (2**53 + 1) > 2.0**53 }
t { 2**53 == 2.0**53 }
t { (2**70) < Float::INFINITY }
t { -(2**70) > -Float::INFINITY }
t { 1 == 1.0 }
t { 1.eql?(1.0) }
t { 1.eql?(1) }
t { (2**70).eql?(2**70) }
t { (2**70) == (2**70) }
t { (2**70) == 2**71 }
t { 1 < 2 }
t { 1 <= 1.0 }
t { 3 > 2.5 }
t { 3 >= 3 }
t { 1 < Float::NAN }
t { 1 < "a" }
t { 1 < nil }
t { 1 + nil }
t { 1 + "a" }
t { 1 * :a }
t { 1 == "1" }
t { 1.hash == 1.hash }
t { (2**70).hash == (2**70).hash }
t { (2**70).hash == (2**71).hash }
t { {2**70 => :big, 1 => :one}[2**70] }
t { [1, 2**70, 3.5].max }
t { [3, 1, 2**64, -2**64, 2.5].sort }
