# A Range of two conditions in an if/unless/while/?: condition is a flip-flop:
# .. checks its end at once, ... from the next test; each keeps its own state
# in the method, across runs of a block; its state is no visible local.
a = (1..10).select { |i| true if (i == 3)..(i == 5) }
p a
b = (1..10).select { |i| true if (i == 3)...(i == 3) }
p b
c = (1..10).select { |i| true if (i % 3 == 0)..(i % 3 == 1) }
p c
d = []
(1..8).each { |i| d << i if (i == 2)..(i == 3) or (i == 6)..(i == 7) }
p d
def sed_like(lines) = lines.select { |l| true if (l == "start")...(l == "start") }
p sed_like(%w[a start b start c])
def locals_with_flip_flop
  x = 1
  [1, 2].each { |i| x += 1 if (i == 1)..(i == 2) }
  local_variables
end
p locals_with_flip_flop
p((1..3).map { |i| (i == 2)..(i == 2) ? :on : :off })
