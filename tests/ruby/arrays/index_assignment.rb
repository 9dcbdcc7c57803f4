# Array#[]= with index, negative index, past the end (nil padding), ranges and start/length
a = [1, 2, 3]
a[5] = 6
p a
a[-1] = :last
p a
a[1..2] = [:x]
p a
a[0, 0] = [:a, :b]
p a
a[1, 3] = []
p a
a[10..] = 0
p a.size
b = [1, 2, 3, 4]
b[1...3] = :single
p b
begin
  b[-10] = 1
rescue IndexError => e
  p e.message
end
c = [0] * 3
c[1] += 5
p c
