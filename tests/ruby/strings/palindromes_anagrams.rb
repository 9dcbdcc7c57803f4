# Palindromes and anagrams: normalizing with downcase/delete, chars.sort, group_by, each_cons
def palindrome?(s)
  t = s.downcase.delete("^a-z0-9")
  t == t.reverse
end
p ["A man, a plan, a canal: Panama", "racecar", "hello", "", "No 'x' in Nixon"].map { |s| palindrome?(s) }
words = %w[listen silent enlist google elgoog inlets banana tinsel]
groups = words.group_by { |w| w.chars.sort.join }.values.select { |g| g.size > 1 }
p groups
p "abcba".each_char.each_cons(3).map(&:join).select { |t| t == t.reverse }
longest = ""
s = "forgeeksskeegfor"
(0...s.size).each do |i|
  (i...s.size).each do |j|
    sub = s[i..j]
    longest = sub if sub.size > longest.size && sub == sub.reverse
  end
end
p longest
p "anagram".chars.tally == "nagaram".chars.tally, "rat".chars.sort == "car".chars.sort
