# Regexp objects: new with options/strings, source/options/names/to_s, ===, ~, =~ with nil, frozen literals, match with pos
r = Regexp.new("h(?<v>[aeiou])llo", Regexp::IGNORECASE)
p r, r.source, r.options, r.names, r.to_s, r.casefold?, /lit/.frozen?
p r =~ "say HELLO", r.match("hallo")[:v], r === "hullo", r.match?("xyz"), (r =~ nil)
p Regexp.new(/abc/i).options == /abc/i.options, Regexp.new("a.c", "i") =~ "ABC" rescue p $!.class
p "a1b2c3".match(/\d/, 3)[0], "a1b2c3".index(/\d/, 2), "a1b2c3".rindex(/\d/), "abc" !~ /z/
begin
  Regexp.new("(unclosed")
rescue RegexpError => e
  p e.class
end
p Regexp.escape("$5.00 (approx)"), Regexp.union("a+b", "c"), Regexp.union(%w[x y]).source
p /(\d+)-(\d+)/.match("10-20").captures.map(&:to_i).sum, /x/ =~ "y" || :no
