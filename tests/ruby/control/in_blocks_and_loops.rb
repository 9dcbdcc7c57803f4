# Multiple assignment in block params, for loops, each_with_object, and the value of a masgn expression
pairs = [[1, :a], [2, :b]]
for num, sym in pairs
  p [num, sym]
end
p num, sym
res = pairs.map { |n, s| "#{n}#{s}" }
p res
a = b = nil
p((a, b = [9, 8]))
p a, b
fibs = [0, 1]
8.times { x, y = fibs.last(2); fibs << x + y }
p fibs
w, = [1, 2, 3]
p w
*all = nil
p all
t1, t2 = { k: :v }.first
p t1, t2
