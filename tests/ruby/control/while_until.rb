# while/until loops with break value, next, nested loops, while returning nil
i = 0
sum = 0
while i < 10
  i += 1
  next if i.even?
  sum += i
end
p sum
x = while true
  break :broken
end
p x
y = while false do end
p y
n = 0
until n >= 3 do n += 1 end
p n
out = []
a = 0
while a < 3
  b = 0
  while b < 3
    b += 1
    next if b == 2
    break if a == 1
    out << [a, b]
  end
  a += 1
end
p out
k = 0
k += 1 until k * k > 50
p k
