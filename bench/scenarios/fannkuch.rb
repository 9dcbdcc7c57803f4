# Fannkuch-redux (Computer Language Benchmarks Game): Array permutations,
# reversals and Integer loops. Prints the checksum and the maximum flips.
# A second argument repeats the whole computation (for longer runs).
def fannkuch(n)
  perm1 = (0...n).to_a
  count = Array.new(n, 0)
  max_flips = 0
  checksum = 0
  r = n
  perm_count = 0
  while true
    while r != 1
      count[r - 1] = r
      r -= 1
    end
    perm = perm1.dup
    flips = 0
    k = perm[0]
    while k != 0
      i = 0
      j = k
      while i < j
        perm[i], perm[j] = perm[j], perm[i]
        i += 1
        j -= 1
      end
      flips += 1
      k = perm[0]
    end
    max_flips = flips if flips > max_flips
    checksum += perm_count % 2 == 0 ? flips : -flips
    while true
      return [checksum, max_flips] if r == n
      perm0 = perm1[0]
      i = 0
      while i < r
        perm1[i] = perm1[i + 1]
        i += 1
      end
      perm1[r] = perm0
      count[r] -= 1
      break if count[r] > 0
      r += 1
    end
    perm_count += 1
  end
end

n = (ARGV[0] || 9).to_i
checksum = flips = nil
(ARGV[1] || 1).to_i.times { checksum, flips = fannkuch(n) }
puts checksum
puts "Pfannkuchen(#{n}) = #{flips}"
