# Edge cases: empty matches, unicode, errors, $~ scoping through methods
p "héllo wörld".scan(/[öé]/), "日本語".gsub(/本/, "x"), "日本語".split(//), "日本語" =~ /語/
p "abc".gsub(/(?<l>[ac])/, "<\\k<l>>"), "abc".gsub(/b/, "\\+"), "abc".gsub(/(b)/, "\\+")
begin
  "abc".gsub(/b/, "\\k<nope>")
rescue IndexError => e
  p e.message
end
p Regexp.new("a\nb").inspect, Regexp.new("a/b").inspect, Regexp.new("a/b").source
p "foo bar".sub(/(\w+) (\w+)/) { "#{$2} #{$1}" }
p "a1b2".gsub(/\d/) { |d| (d.to_i * 2).to_s }
p "xyz".gsub(/y/, "y" => 1), "xyz".gsub(/[xz]/, Hash.new { |h, k| k * 2 })
"hello" =~ /(l+)/
p $~ && $~[1]
p "abab".gsub("ab") { |m| m.reverse }, "ab".scan("b") { |x| p x }
r = /(\d)(?:x)?/
p "1x2".scan(r), "1x2".gsub(r) { $1 * 2 }
e = "a-b".gsub(/-/)
p e.class
p "CamelCaseString".gsub(/([A-Z])/) { "_" + $1.downcase }.sub(/^_/, "")
p "snake_case_here".gsub(/_(\w)/) { $1.upcase }
p "%-5s|" % "ab", "a  b   c".squeeze(" ").split(/ /)
words = "one two three".split(/\s+/)
p words.map { |w| w[/^./] }, words.select { |w| w =~ /o/ }
p "1,2;3".split(/[,;]/).map(&:to_i).sum
p "test123abc".match(/(\d+)/).post_match, "test123".sub(/\d+/) { |n| (n.to_i + 1).to_s }
p Regexp.union("a", "b").match?("b"), "x+y".split(Regexp.new(Regexp.escape("+")))
