# Deeply nested YAML: libyaml's parser and emitter keep their own stacks, so depth costs no C++ stack
require "yaml"

depth = 5000
yaml = "[" * depth + "]" * depth
events = 0
handler = Class.new(Psych::Handler) { define_method(:start_sequence) { |*| events += 1 } }.new
Psych::Parser.new(handler).parse(yaml)
p events

nested = "- " * 1 + "x"
p YAML.load(nested)

begin
  YAML.load("[" * depth)
rescue Psych::SyntaxError => e
  p e.class, e.problem
end

io = StringIO.new rescue (require "stringio"; io = StringIO.new)
emitter = Psych::Emitter.new(io)
emitter.start_stream(Psych::Parser::UTF8)
emitter.start_document([], [], true)
depth.times { emitter.start_sequence(nil, nil, true, Psych::Nodes::Sequence::FLOW) }
depth.times { emitter.end_sequence }
emitter.end_document(true)
emitter.end_stream
p io.string.count("["), io.string.count("]")

value = YAML.load("[" * 200 + "1" + "]" * 200)
200.times { value = value.first }
p value
