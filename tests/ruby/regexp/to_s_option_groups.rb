# Regexp#to_s shows a group spanning the whole source, and leading (?flags)
# groups, as the regexp's own options; Regexp.try_convert; \\x needs a hex digit;
# Regexp.new takes no third argument since Ruby 3.3.
p Regexp.try_convert(/a/), Regexp.try_convert("a"), Regexp.try_convert(Object.new) rescue p $!
o = Object.new; def o.to_regexp = /x/; p((Regexp.try_convert(o) rescue $!))
p (/a(?i:b)c/).to_s, /(?i:x)/.to_s, /(?i-mx:x)/.to_s, /a/ix.to_s, /(?:(?i:x))/.to_s
begin; Regexp.new("\\x"); rescue RegexpError => e; p e.class; end
begin; p Regexp.new("a", nil, "n"); rescue ArgumentError => e; p e; end
p (/(?mmmmix-miiiix:)/).to_s, /(?i)abc/.to_s, /(?i:a)(?m:b)/.to_s, /([)])/.to_s, Regexp.union(/(?i:x)/, "y")
