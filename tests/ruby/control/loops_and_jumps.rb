# while/until/loop/for with break values, next, redo-free retries, and loop return values
i = 0
r = while i < 10
  i += 1
  break i * 100 if i == 4
end
p r, i
p (while false; end)
n = 0
until n >= 3 do n += 1 end
p n
x = loop do
  n += 1
  next if n.odd?
  break n if n > 8
end
p x
total = 0
for a, b in [[1, 2], [3, 4]]
  total += a * b
end
p total, a, b
for k in 1..3 do end
p k
res = [1, 2, 3, 4].each_with_index do |v, idx|
  break [:found, idx] if v == 3
end
p res
p (1..Float::INFINITY).each { |v| break v if v * v > 50 }
p [1, 2, 3].each { }, 3.times { }, loop { break }
