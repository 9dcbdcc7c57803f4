# Hash#each yields each pair as one [key, value] Array; blocks of several
# parameters take it apart, whatever their shape.
h = { a: 1, b: [2, 3] }
h.each { |k, v| p [k, v] }
h.each { |pair| p pair }
h.each { |*all| p all }
h.each { |k, *rest| p [k, rest] }
h.each { |k, v = :default| p [k, v] }
h.each { |k, (x, y)| p [k, x, y] }
h.each { |k, v, extra| p [k, v, extra] }
h.each_pair { |k, v| p [k, v] }
p h.each(&:first) == h
def two(k, v) = p([:method, k, v])
begin
  h.each(&method(:two))
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
def one(pair) = p([:one, pair])
h.each(&method(:one))
begin
  h.each(&->(k, v) { p [:lambda, k, v] })
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
h.each(&->(pair) { p [:lambda1, pair] })
p h.map { |k, v| "#{k}=#{v}" }
p h.each_with_object([]) { |(k, v), acc| acc << k }
