# Psych::Parser's handler events: arguments, tags, anchors, styles, event locations and the parser's mark
require "yaml"

class Recorder < Psych::Handler
  attr_accessor :parser
  Psych::Handler::EVENTS.each do |event|
    define_method(event) { |*args| puts "#{event} #{args.inspect} mark=#{parser.mark.to_a.inspect}" }
  end
  def event_location(*where) = puts("  at #{where.inspect}")
end

def parse(yaml)
  recorder = Recorder.new
  parser = Psych::Parser.new(recorder)
  recorder.parser = parser
  parser.parse(yaml)
end

parse("%YAML 1.1\n%TAG !e! tag:e.com,2000:\n--- !e!x &a\nk: 'v'\nl: [1, \"2\", *a]\n? |\n  lit\n: >-\n  fold\n...\n--- !!str\n")
parse("")
parse("- !!map {a: b}\n- !custom [x]\n- &s !<tag:x> y\n")
p Psych::Parser::ANY, Psych::Parser::UTF8, Psych::Parser::UTF16LE, Psych::Parser::UTF16BE
p Psych::Nodes::Scalar::PLAIN, Psych::Nodes::Scalar::FOLDED, Psych::Nodes::Sequence::FLOW, Psych::Nodes::Mapping::BLOCK
m = Psych::Parser.new.mark
p m.class, m.to_a

# the events before a syntax error reach the handler
class Names < Psych::Handler
  def scalar(value, *) = puts("scalar #{value}")
end
begin
  Psych::Parser.new(Names.new).parse("- a\n- b\n- [c\n")
rescue Psych::SyntaxError => e
  puts e.message
end

# a handler's exception stops the parse
class Stop < Psych::Handler
  def start_mapping(*) = raise("stop here")
end
begin
  Psych::Parser.new(Stop.new).parse("a: 1")
rescue => e
  p e.message
end

tree = Psych.parse("a: &x [1, !foo b]\nc: *x\n")
p tree.class, tree.root.class
p tree.root.children.map(&:class)
p tree.to_ruby
puts Psych.parse_stream("a: &x [1, !foo b]\nc: *x\n").to_yaml
p Psych.parse_stream("--- 1\n--- 2\n").children.size
p Psych::LIBYAML_VERSION.split(".").size, Psych.libyaml_version.size

# what is neither a String nor an IO
[nil, 42].each do |input|
  Psych::Parser.new.parse(input)
rescue TypeError => e
  p e.message
end
to_str = Object.new
def to_str.to_str = "- converted"
p YAML.load(to_str)
parser = Psych::Parser.new
p parser.parse("a: 1").equal?(parser)
