# Ripper's scanning API around Ripper.lex: tokenize, Ripper::Lexer#scan and
# its Elem and State, Ripper::Filter, slice, lex_state_name, dedent_string,
# the event tables, and a Ripper subclass's own scanner event handlers.
require 'ripper'

src = "def greet(name)\n  puts \"hi \#{name}\" # say it\nend\n"
p Ripper.tokenize(src)
p Ripper.tokenize("x = 1", "file.rb", 10)
p Ripper.lex("y", "f.rb", 7)

elems = Ripper::Lexer.new("a = :b\n").scan
elems.each { |e| puts "#{e.pos.inspect} #{e.event} #{e.tok.inspect} #{e.state.inspect} #{e.state.to_i}" }
p elems.first.to_a.size, elems.first[1], elems.first[:tok]
state = elems.first.state
p state == Ripper::EXPR_CMDARG, (state & Ripper::EXPR_ARG_ANY).to_s, (state | Ripper::EXPR_LABEL).to_s
p state.allbits?(Ripper::EXPR_CMDARG), state.anybits?(Ripper::EXPR_BEG), state.nobits?(Ripper::EXPR_END)

class CommentCollector < Ripper::Filter
  def on_comment(tok, data)
    data << [lineno, column, tok.chomp]
  end
end
p CommentCollector.new("# one\nx = 1 # two\n=begin\nthree\n=end\n").parse([])

class Upcase < Ripper::Filter
  def on_default(event, tok, data)
    data << (event == :on_ident ? tok.upcase : tok)
  end
end
p Upcase.new("foo = bar(baz) # quux\n").parse(+"")

class Events < Ripper
  attr_reader :seen
  def initialize(*)
    super
    @seen = []
  end
  SCANNER_EVENTS.each do |event|
    define_method(:"on_#{event}") { |tok| @seen << [event, tok, lineno, column]; tok }
  end
end
r = Events.new("a.b 1\n", "x.rb", 3)
r.parse
p r.seen, r.filename, r.lineno, r.error?, r.end_seen?

e = Ripper.new("x\n__END__\ndata\n")
e.parse
p e.end_seen?
p Ripper.slice("def m(a) = a", "ident")
p Ripper.slice("foo.bar(1, 2)", "ident period ident")

p (0..12).map { |i| Ripper.lex_state_name(1 << i) }, Ripper.lex_state_name(0), Ripper.lex_state_name(1025)
s = +"    \tx"
p Ripper.dedent_string(s, 10), s
s = +"  y"
p Ripper.dedent_string(s, 1), s
p Ripper::PARSER_EVENTS.size, Ripper::SCANNER_EVENTS.size, Ripper::PARSER_EVENT_TABLE[:params], Ripper::Version
p Ripper::EXPR_BEG_ANY, Ripper::EXPR_ARG_ANY, Ripper::EXPR_END_ANY, Ripper::EXPR_VALUE, Ripper::EXPR_NONE

# A squiggly heredoc's dedent reaches Ripper::Lexer (the indentation
# becomes on_ignored_sp) and the sexp builders without breaking them.
p Ripper.lex("x = <<~E\n    a\n  b\nE\n").map { |_, event, tok| [event, tok] }
[:sexp, :sexp_raw].each do |builder|
  Ripper.public_send(builder, "x = <<~E\n  a\nE\n")
  puts "#{builder}: no error"
end

# An IO-like source is read through gets when parsing starts.
class Lines
  def initialize(*lines) = @lines = lines
  def gets = @lines.shift
end
p Ripper.tokenize(Lines.new("a = 1\n", "b\n"))
bad = Ripper.new(Lines.new(0))
begin
  bad.parse
rescue TypeError => e
  p e.message
end
begin
  Ripper.new(42)
rescue TypeError => e
  p e.message
end
