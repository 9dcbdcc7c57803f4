# Ripper.lex's lexer states where parse.y's parser changes them: commands
# (CMDARG), blocks and hashes, def headers, alias/undef, class << x, p (x).
require 'ripper'

def show(src)
  puts "== #{src.inspect}"
  Ripper.lex(src).each { |pos, event, tok, state| puts "#{pos.inspect} #{event} #{tok.inspect} #{state}" }
end

show("(a)\nb(c)\nd (e)\nf.g(h) { |i| j }\nk { l }\nm = { n: o }\n")
show("x.each do |a| b end\nfoo = 1\nfoo\nfoo.bar baz\n")
show("begin\n a\nrescue => e\n b\nend\nc if d\ne unless f\nwhile g do h end\nx rescue y\n")
show("def m(a) = a\ndef self.n; end\ndef o?(p); end\nclass << self; end\nFoo::Bar.baz\n")
show("p(*a)\nx, y = 1, 2\n[1].map(&:to_s)\n!a\na.b = 1\na[1] = 2\n")
show("def plain arg, more\nend\ndef self.single arg # note\nend\ndef -@ = 1\n")
show("alias $new $old\nalias === eql?\nundef a, :b, c\n")
show("class A < B\nend\nclass << C\nend\np (1..2) # range\n")
show("case v\nin Point(x:) then x\nend\nf = -> y { y }\n")
show("x = 1 # one\n  # two\n# three\ny = 2\n")
show("s = \"a\#{b}c\#@d e\"\nt = \"\#{\"\\u00e9\"}\"\n")
