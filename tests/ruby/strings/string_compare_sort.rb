# String comparison and sorting: <=>, casecmp, natural sort with scan, sort_by with multiple keys
files = %w[file10.txt file2.txt File1.txt file1.txt file20.txt]
p files.sort, files.sort_by(&:downcase), files.sort { |a, b| a.casecmp(b) }
natural = files.sort_by { |f| f.downcase.scan(/\d+|\D+/).map { |t| t =~ /\d/ ? t.to_i : t } }
p natural
p "a" < "b", "Z" < "a", "abc" < "abd", "ab" < "abc", "" < "a", "é" > "z"
p %w[b10 a2 a10 b1].min_by { |s| [s[0], s[1..].to_i] }, %w[pear fig apple].max
p "apple".eql?("apple"), "apple".equal?("apple".dup), "A".ord <=> "a".ord
words = %w[Banana apple Cherry banana Apple]
p words.uniq { |w| w.downcase }, words.sort.chunk_while { |a, b| a.downcase == b.downcase }.to_a
p words.sort_by { |w| [w.downcase, w] }
