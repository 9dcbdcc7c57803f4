# Reading stdin with gets in a loop: chomp, $_ free, nil at EOF, and summing numbers per line
total = 0
lines = 0
while (line = gets)
  lines += 1
  nums = line.split.map(&:to_i)
  total += nums.sum
  puts "#{lines}: #{nums.inspect} -> #{nums.sum}"
end
p total, lines, gets
