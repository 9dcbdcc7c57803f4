# Uncaught TypeError from `total += x` with a String: the snippet marks the right-hand side
total = 0
["1", "2"].each do |x|
  total += x
end
p total
