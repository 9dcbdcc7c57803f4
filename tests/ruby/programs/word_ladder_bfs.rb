# Shortest word ladder by breadth-first search over a small dictionary, with path reconstruction
WORDS = %w[cold cord card ward warm worm word wood golf gold bold bolt cord core care dare ware]
def neighbors(w) = WORDS.select { |x| x.size == w.size && x.chars.zip(w.chars).count { |a, b| a != b } == 1 }
def ladder(from, to)
  prev = { from => nil }
  queue = [from]
  until queue.empty?
    w = queue.shift
    break if w == to
    neighbors(w).each { |n| next if prev.key?(n); prev[n] = w; queue << n }
  end
  return nil unless prev.key?(to)
  path = [to]
  path.unshift(prev[path.first]) while prev[path.first]
  path
end
p ladder("cold", "warm"), ladder("gold", "cold"), ladder("cold", "zzzz"), neighbors("cord").sort
