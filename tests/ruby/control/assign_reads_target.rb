# An assignment whose value reads the variable being assigned after a short-circuit: x = y || x, w = a && w
x = 5
y = nil
x = y || x
p x
def keep(a, w)
  w = a && w
  w
end
p keep(1, 4), keep(nil, 4)
b = 2
b = (nil or b)
p b
c = [1]
c = (c.empty? && [0]) || c + [2]
p c
