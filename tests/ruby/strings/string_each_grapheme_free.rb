# Iterating strings in chunks: each_char with index, scan of fixed widths, byteslices, and reverse word order
s = "abcdefghij"
p s.scan(/.{1,3}/), s.chars.each_slice(4).map(&:join), s.each_char.with_index.select { |_, i| i % 3 == 0 }.map(&:first)
p s.split("").each_cons(2).count { |a, b| b.ord == a.ord + 1 }, s.byteslice(2, 3), s.chars.rotate(3).join
sentence = "the quick brown fox"
p sentence.split.reverse.join(" "), sentence.split.map(&:reverse).join(" "), sentence.split.map(&:capitalize).join(" ")
p sentence.tr("aeiou", "*"), sentence.scan(/\b\w/).join.upcase, sentence.each_char.select { "aeiou".include?(_1) }.size
