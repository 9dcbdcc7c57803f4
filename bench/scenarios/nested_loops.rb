# Nested while loops with local-variable arithmetic.
n = (ARGV[0] || 400).to_i
sum = 0
i = 0
while i < n
  j = 0
  while j < n
    k = 0
    while k < 10
      sum += (i ^ j) + k
      k += 1
    end
    j += 1
  end
  i += 1
end
puts sum
