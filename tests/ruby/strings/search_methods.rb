# include?, start_with?, end_with?, index/rindex, count, empty?
s = "hello world"
p s.include?("lo w"), s.include?("xyz")
p s.start_with?("hell"), s.start_with?("x", "he"), s.end_with?("world"), s.end_with?("o")
p s.index("o"), s.index("o", 5), s.rindex("o"), s.index("z")
p s.count("lo"), s.count("a-y"), s.count("^l")
p "".empty?, " ".empty?
p s.each_char.select { |c| "aeiou".include?(c) }.join
p "abcabc".index("c", -2)
p "aaa".scan("a").size
