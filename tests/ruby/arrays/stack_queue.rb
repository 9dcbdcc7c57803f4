# Arrays as stacks and queues: push/pop/shift/unshift, balanced brackets, BFS over a small graph
def balanced?(s)
  pairs = { ")" => "(", "]" => "[", "}" => "{" }
  stack = []
  s.each_char do |c|
    if pairs.value?(c) then stack.push(c)
    elsif pairs.key?(c) then return false unless stack.pop == pairs[c]
    end
  end
  stack.empty?
end
p ["([]{})", "([)]", "((", "", "a(b)c"].map { |s| balanced?(s) }
graph = { a: [:b, :c], b: [:d], c: [:d, :e], d: [:f], e: [:f], f: [] }
def bfs(g, start)
  seen = [start]
  queue = [start]
  until queue.empty?
    n = queue.shift
    g[n].each { |m| next if seen.include?(m); seen << m; queue << m }
  end
  seen
end
p bfs(graph, :a), bfs(graph, :c)
q = []
q.push(1, 2)
q.unshift(0)
p q.shift, q.pop, q, q.first, q.last
