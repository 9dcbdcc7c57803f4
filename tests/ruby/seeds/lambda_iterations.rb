# The seeds' lambda_ractors inner loop run directly with argument parsing from ARGV defaults
ractors = (ARGV[0] || 1).to_i
iters = (ARGV[1] || 5_000).to_i
sums = ractors.times.map do |r|
  sum = 0
  i = 0
  while i < iters
    add = ->(x) { x + i }
    sum = add.call(sum) & 0xffff
    i += 1
  end
  sum
end
total = ractors * iters
puts "ractors: #{ractors} iterations: #{total} checksum: #{sums.sum}"
