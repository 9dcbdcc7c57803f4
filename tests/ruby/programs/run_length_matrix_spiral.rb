# Matrix spiral order and rotation using shift/transpose/reverse
def spiral(m)
  m = m.map(&:dup)
  out = []
  until m.empty?
    out.concat(m.shift)
    m = m.transpose.reverse
  end
  out
end
m = (1..12).each_slice(4).to_a
p spiral(m), spiral([[1]]), spiral([[1, 2], [3, 4]]), spiral((1..9).each_slice(3).to_a)
rot = ->(x) { x.transpose.map(&:reverse) }
p rot.(m), rot.(rot.(rot.(rot.(m)))) == m
