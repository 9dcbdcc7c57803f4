# Reading numbers from ARGV, validating with Integer(), and printing a multiplication table sized by them
rows, cols = ARGV.map { |a| Integer(a) }
puts (1..rows).map { |r| (1..cols).map { |c| (r * c).to_s.rjust(3) }.join }
p ARGV, rows * cols, ARGV.sum(&:to_i)
