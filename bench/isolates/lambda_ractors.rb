# The seed program lambda_ractors.rb with a checksum instead of a rate: one
# lambda per iteration in each of RACTORS isolates (every iteration makes a
# closure environment). Throughput must scale with RACTORS.
ractors = (ARGV[0] || 2).to_i
iters = (ARGV[1] || 1_000_000).to_i
workers = Array.new(ractors) do
  Ractor.new(iters) do |n|
    sum = 0
    i = 0
    while i < n
      add = ->(x) { x + i }
      sum = add.call(sum) & 0xffff
      i += 1
    end
    sum
  end
end
# Ruby 4.0 reads a Ractor's result with #value (3.x: #take).
sums = workers.map { |r| r.respond_to?(:value) ? r.value : r.take }
puts "ractors: #{ractors} iterations: #{ractors * iters} checksum: #{sums.sum}"
