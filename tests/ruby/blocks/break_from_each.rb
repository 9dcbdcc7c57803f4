# break out of each/map/times/find blocks, with and without value; break from nested blocks exits inner only
r = [1, 2, 3, 4].each { |x| break x * 10 if x == 3 }
p r
r2 = [1, 2].each { |x| x }
p r2
r3 = 10.times { |i| break if i == 2 }
p r3
r4 = [1, 2, 3].map { |x| break :stopped if x == 2; x }
p r4
out = []
[1, 2].each do |i|
  [10, 20, 30].each do |j|
    break if j == 20
    out << i + j
  end
end
p out
def finder(list)
  list.each_with_index { |x, i| break [x, i] if x > 10 }
end
p finder([3, 15, 20]), finder([1])
w = (1..Float::INFINITY).each { |i| break i if i * i > 50 }
p w
found = loop.with_index { |_, i| break i if i == 3 }
p found
