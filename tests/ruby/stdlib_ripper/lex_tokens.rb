# Ripper.lex over small programs: every token with its position, event,
# text and lexer state, as parse.y-based Ripper gives them.
require 'ripper'

def show(src)
  puts "== #{src.inspect}"
  Ripper.lex(src).each { |pos, event, tok, state| puts "#{pos.inspect} #{event} #{tok.inspect} #{state}" }
end

show("x = 1 + 2\n")
show("-1\n-x\n")
show("foo(1, *a, **h, &b)\n")
show("a.b&.c::D\n::E\n")
show("p :sym, :\"d\#{1}\", :+, :[]=, :@iv, :$g, :Const, :a?, %s(x)\n")
show("p \"a\nb\#{c}d\\n\", 'e', ?x\n")
show("p %w(a b\n c), %W(x\#{y}), %i(p q), %I(r)\n")
show("/ab+\#{c}/mi =~ s\n")
show("`ls`\n%x(pwd)\n")
show("h = {a: 1, \"b\": 2, :c => 3}\n")
show("def m(a, b = 1, *r, k:, o: 2, **kw, &blk) = a\n")
show("class A < B; end\nmodule M end\n")
show("x = <<~EOS\n  one\n    two\nEOS\ny = <<-A + <<B\n a\n  A\nb\nB\n")
show("if a then b elsif c then d else e end\n")
show("f = ->(x) { x }\ng = -> { }\nlambda do |y| y end\n")
show("p 1.5, 2r, 3i, 0x1f, 1_000, 1e3\n")
show("p @a, @@b, $c, $1, $&, __FILE__, __LINE__, nil, self, true\n")
show("foo # comment\n  .bar\n")
show("a = [1,\n  2]\n=begin\ndoc\n=end\nb\n")
show("puts x ? 1 : 2\n")
show("p(a..b, c...d, ..e)\n")
show("alias new old\nundef foo, :bar\n")
show("x\n__END__\ndata\n")
show("begin; rescue => e; ensure; end\n")
show("case x\nin [a, *] then 1\nend\ncase y\nwhen 2 then 3\nend\n")
show("a ||= 1; b &&= 2; c += 3\n")
show("def m\n  f a: 1\n  return\n  yield x\nend\nwhile x\n  break\n  next 1\nend\n")
show("\"\#@a \#$b\"\n")
show("x.each { |a, (b, c)| }\n")
show("not a and b or c\n")
show("a = b \\\n  + c\n")
show("a(\r\n1) \\\r\n + 2 # c\r\nb\r\n")
