# redo inside a block (retries the same element), next/break with values in loops, __method__
tries = Hash.new(0)
out = []
[1, 2, 3].each do |x|
  tries[x] += 1
  redo if x == 2 && tries[x] < 3
  out << [x, tries[x]]
end
p out
v = [1, 2, 3, 4].each do |x|
  break x * 100 if x == 3
end
p v
m = [1, 2, 3].map { |x| next 0 if x == 2; x }
p m
def who = __method__
p who, __method__
w = 0
until w == 3
  w += 1
  redo_used = false
end
p w, redo_used
