# Regexp in case/when and ===, grep with regexps, String#[] with capture groups, =~ on symbols
def kind(s)
  case s
  when /\A\d+\z/ then :integer
  when /\A\d+\.\d+\z/ then :float
  when /\A[a-z_]\w*\z/i then :identifier
  else :other
  end
end
p %w[42 3.14 foo_bar 9x +].map { |s| kind(s) }
p /ab/ === "cab", /ab/ === :cab, /ab/ === nil, /ab/ === 5
p %w[apple banana cherry avocado].grep(/^a/), %w[x1 y z2].grep_v(/\d/)
p %w[a1 b2].grep(/(\w)(\d)/) { $2 + $1 }
p :symbol =~ /mb/, :abc.match(/b/)[0], :abc.match?(/z/)
p "John Smith"[/(\w+) (\w+)/, 2], "John Smith"[/(?<last>\w+)$/, "last"]
s = +"hello world"
s[/world/] = "ruby"
p s
p "ruby 3.4 and ruby 4.0".scan(/ruby (\d)\.(\d)/).map { |a, b| a.to_i * 10 + b.to_i }
p "a,b;c d".split(/[,; ]/).length
