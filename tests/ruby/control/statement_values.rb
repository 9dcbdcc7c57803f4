# Values of assignments, operator-assignments, ifs and loops, used and
# discarded, and operands that change the variable being assigned.
x = 1
x += (x = 10)
p x # the old x (1) plus 10

y = 5
z = (y += 2)
p [y, z]

a = 3
b = (a -= 1; a *= 4)
p [a, b]

s = +"ab"
t = (s <<= "c")
p [s, t, s.equal?(t)]

counter = 0
[1, 2, 3].each { |i| counter += i }
p counter

captured = 0
add = ->(n) { captured += n }
p add.(4), add.(5), captured

v = if false then 1 end
p v
w = (while false do end)
p w
r = while true
  break 42
end
p r
n = 0
n += 1 while n < 7
p n
q = (if true then c = 8 end)
p [q, c]

class Box
  attr_accessor :n
  def initialize; @n = 1; end
  def bump; @n += @n; end
end
bx = Box.new
p bx.bump, bx.n

f = 1.5
f *= 2
p f
m = 17
m %= 5
p m
k = 10
k /= 3
p k
