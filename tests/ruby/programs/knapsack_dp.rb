# 0/1 knapsack and longest common subsequence with dynamic-programming tables built from Array.new blocks
items = [[60, 10], [100, 20], [120, 30], [80, 15]]
cap = 50
best = Array.new(cap + 1, 0)
items.each { |value, weight| cap.downto(weight) { |c| best[c] = [best[c], best[c - weight] + value].max } }
p best[cap], best.each_slice(10).map(&:last)
def lcs(a, b)
  t = Array.new(a.size + 1) { Array.new(b.size + 1, 0) }
  a.each_char.with_index(1) { |x, i| b.each_char.with_index(1) { |y, j| t[i][j] = x == y ? t[i - 1][j - 1] + 1 : [t[i - 1][j], t[i][j - 1]].max } }
  out = +""
  i, j = a.size, b.size
  while i > 0 && j > 0
    if a[i - 1] == b[j - 1] then out.prepend(a[i - 1]); i -= 1; j -= 1
    elsif t[i - 1][j] >= t[i][j - 1] then i -= 1
    else j -= 1
    end
  end
  out
end
p lcs("ABCBDAB", "BDCABA"), lcs("garnet", "granite"), lcs("", "x")
