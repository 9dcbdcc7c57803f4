# match, match?, =~, ===, $~ and friends
p(/b(c)/ =~ "abcd", $~, $1, $&, $`, $', $+)
p(/z/ =~ "abc", $~, $1)
p "abcd" =~ /cd/
p "héllo" =~ /llo/
p "héllo".match(/l+/).begin(0)
m = /(\d+)/.match("ab 123 cd")
p m, m[0], m[1], m.begin(0), m.end(0), m.offset(1), m.pre_match, m.post_match
p /o/.match("foo", 2), /o/.match("foo", 3), /o/.match("foo", -1)
p /a/.match?("cat"), /a/.match?("dog"), "cat".match?(/t\z/), "cat".match?("c.t")
p $~ && $~[0]
p "abc".match("b.")
p(/x/.match(nil), $~)
case "hello 42"
when /^\d/ then p :digit_first
when /(\d+)$/ then p [:digits, $1]
end
p(/a/ === "cab", /a/ === :cab, /a/ === 12, /a/ === nil)
p Regexp.last_match, Regexp.last_match(0)
"2024-05-06" =~ /(\d+)-(\d+)-(\d+)/
p [$1, $2, $3, $4], Regexp.last_match(2)
p(/(a)|(b)/ =~ "b", $+, $1, $2)
p :sym =~ /y/, :sym.match?(/m$/)
p "x" !~ /y/, "x" !~ /x/
p %w[apple banana cherry].grep(/an/)
p "aaa".match(/a*?/)[0], "abc".match(/(?=c)/).begin(0)
p "line1\nline2" =~ /^line2$/, "a\nb" =~ /a.b/, "a\nb" =~ /a.b/m
p "ABC" =~ /b/i, "a b" =~ /a\ b/x
/(\w+)/.match("hi there") { |md| p md[1] }
p "no".match(/x/) { |md| :never }
begin
  "abc" =~ "b"
rescue TypeError => e
  p e.message
end
