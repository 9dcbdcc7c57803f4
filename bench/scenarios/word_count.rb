# Hash-heavy word frequency count over generated text.
words = %w[the quick brown fox jumps over lazy dog and runs far away from home again]
n = (ARGV[0] || 300_000).to_i
counts = Hash.new(0)
i = 0
seed = 7
while i < n
  seed = (seed * 1103515245 + 12345) % 2147483648
  w = words[seed % words.size]
  counts[w] += 1
  counts[w + (seed % 13).to_s] += 1
  i += 1
end
top = counts.sort_by { |w, c| [-c, w] }.first(5)
top.each { |w, c| puts "#{w} #{c}" }
puts counts.size
