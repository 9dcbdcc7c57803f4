# Dijkstra's shortest paths on a small weighted graph using a hash of hashes and a simple priority pick
graph = {
  a: { b: 7, c: 9, f: 14 }, b: { a: 7, c: 10, d: 15 }, c: { a: 9, b: 10, d: 11, f: 2 },
  d: { b: 15, c: 11, e: 6 }, e: { d: 6, f: 9 }, f: { a: 14, c: 2, e: 9 }
}
def dijkstra(g, src)
  dist = Hash.new(Float::INFINITY)
  prev = {}
  dist[src] = 0
  todo = g.keys
  until todo.empty?
    u = todo.min_by { |n| [dist[n], n] }
    todo.delete(u)
    g[u].each do |v, w|
      next unless dist[u] + w < dist[v]
      dist[v] = dist[u] + w
      prev[v] = u
    end
  end
  [dist, prev]
end
dist, prev = dijkstra(graph, :a)
p dist.sort.to_h
path = [:e]
path.unshift(prev[path.first]) while prev[path.first]
p path, dist[:e]
