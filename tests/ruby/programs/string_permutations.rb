# Unique permutations of a string with repeated letters, next permutation in lexicographic order, and counting
s = "aabc"
perms = s.chars.permutation.map(&:join).uniq.sort
p perms.size, perms.first(5), perms.last
def next_perm(str)
  a = str.chars
  i = a.size - 2
  i -= 1 while i >= 0 && a[i] >= a[i + 1]
  return nil if i.negative?
  j = a.size - 1
  j -= 1 while a[j] <= a[i]
  a[i], a[j] = a[j], a[i]
  (a[0..i] + a[(i + 1)..].reverse).join
end
seq = ["abc"]
while (n = next_perm(seq.last)) do seq << n end
p seq, next_perm("cba"), perms == perms.sort
p (1..6).reduce(:*) / ((1..2).reduce(:*)), "mississippi".chars.tally.values.map { |v| (1..v).reduce(:*) }.reduce(:*)
