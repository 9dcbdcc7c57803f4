# Psych::Emitter and the dump options: indentation, line_width, canonical, header, version
require "yaml"
require "stringio"

data = {"list" => [1, [2, 3], {"k" => "v"}], "text" => "some words " * 6, "nested" => {"a" => {"b" => "c"}}}
puts YAML.dump(data, indentation: 4)
puts YAML.dump(data, line_width: 20)
puts YAML.dump(data, line_width: -1)
puts YAML.dump({"a" => [1, "b"]}, canonical: true)
puts YAML.dump({"a" => 1}, header: true)
puts YAML.dump({"a" => 1}, version: [1, 1])
puts YAML.dump("x", indentation: 3, header: true)
puts YAML.dump(["a", ["b", ["c"]]], indentation: 5)
puts YAML.dump({"s" => "x" * 30}, line_width: 10)

io = StringIO.new
e = Psych::Emitter.new(io)
p e.indentation, e.line_width, e.canonical
e.start_stream(Psych::Parser::UTF8)
e.start_document([1, 1], [["!e!", "tag:example.com,2000:"]], false)
e.start_mapping(nil, nil, true, Psych::Nodes::Mapping::BLOCK)
e.scalar("plain", nil, nil, true, false, Psych::Nodes::Scalar::PLAIN)
e.scalar("single", nil, nil, false, true, Psych::Nodes::Scalar::SINGLE_QUOTED)
e.scalar("double", "anc", nil, false, true, Psych::Nodes::Scalar::DOUBLE_QUOTED)
e.start_sequence(nil, "tag:example.com,2000:seq", false, Psych::Nodes::Sequence::FLOW)
e.scalar("lit\nlines\n", nil, nil, false, true, Psych::Nodes::Scalar::LITERAL)
e.alias("anc")
e.end_sequence
e.scalar("folded", nil, nil, false, true, Psych::Nodes::Scalar::FOLDED)
e.scalar("text that folds", nil, nil, false, true, Psych::Nodes::Scalar::FOLDED)
e.end_mapping
p io.string
e.end_document(true)
e.end_stream
puts io.string
p e.line_width, e.indentation

e2 = Psych::Emitter.new(StringIO.new, Psych::Handler::DumperOptions.new.tap { |o| o.indentation = 6; o.line_width = 33; o.canonical = true })
p e2.indentation, e2.line_width, e2.canonical
e2.indentation = 3
e2.line_width = 50
e2.canonical = false
p e2.indentation, e2.line_width, e2.canonical

def show
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
bad = Psych::Emitter.new(StringIO.new)
show { bad.end_stream }
bad = Psych::Emitter.new(StringIO.new)
bad.start_stream(Psych::Parser::UTF8)
show { bad.start_stream(Psych::Parser::UTF8) }
bad = Psych::Emitter.new(StringIO.new)
bad.start_stream(Psych::Parser::UTF8)
bad.start_document([], [], true)
show { bad.scalar(1, nil, nil, true, false, 0) }
show { bad.scalar("x", 2, nil, true, false, 0) }
show { bad.start_document([], [["!x!"]], true) }
show { bad.scalar }

# a streaming emitter writes each document as it ends
out = StringIO.new
stream = Psych::Stream.new(out)
stream.start
stream << {"one" => 1}
p out.string
stream << [2]
stream.finish
puts out.string
puts Psych.to_json({"a" => [1, "b", nil]})
