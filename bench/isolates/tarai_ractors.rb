# The seed program tarai_ractor.rb with size parameters: TIMES calls of
# tarai(X, 7, 0) shared out among SPLIT isolates. Prints the sum of results.
def tarai(x, y, z) =
  x <= y ? y : tarai(tarai(x - 1, y, z), tarai(y - 1, z, x), tarai(z - 1, x, y))

times = (ARGV[0] || 4).to_i
split = (ARGV[1] || 2).to_i
x = (ARGV[2] || 12).to_i
shares = Array.new(split) { |i| times / split + (i < times % split ? 1 : 0) }
workers = shares.map do |share|
  Ractor.new(share, x) { |n, top| (1..n).sum { tarai(top, 7, 0) } }
end
# Ruby 4.0 reads a Ractor's result with #value (3.x: #take).
puts workers.sum { |r| r.respond_to?(:value) ? r.value : r.take }
