# Calls with keyword arguments: required, optional and defaulted ones.
def area(width:, height:, scale: 1) = width * height * scale
def move(x, y, dx: 0, dy: 0) = x + dx + y + dy
n = (ARGV[0] || 1000).to_i
total = 0
i = 0
while i < n
  total += area(width: i, height: 3)
  total += area(width: 2, height: i, scale: 2)
  total += move(i, 1, dy: 2)
  total += move(i, 2, dx: 1, dy: 1)
  i += 1
end
puts total
