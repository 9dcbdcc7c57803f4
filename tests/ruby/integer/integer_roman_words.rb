# Numbers to English words with recursion, divmod and hash lookups, for 0 to large values
ONES = %w[zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen]
TENS = %w[_ _ twenty thirty forty fifty sixty seventy eighty ninety]
SCALES = [[1_000_000_000, "billion"], [1_000_000, "million"], [1000, "thousand"], [100, "hundred"]]
def words(n)
  return ONES[n] if n < 20
  return TENS[n / 10] + (n % 10 > 0 ? "-#{ONES[n % 10]}" : "") if n < 100
  big, name = SCALES.find { |s, _| n >= s }
  q, r = n.divmod(big)
  "#{words(q)} #{name}" + (r > 0 ? " #{words(r)}" : "")
end
[0, 7, 13, 20, 42, 99, 100, 101, 999, 1000, 12_345, 1_000_001, 2_147_483_647].each { |n| puts "#{n}: #{words(n)}" }
