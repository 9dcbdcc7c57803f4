# YAML.load_file, safe_load_file, unsafe_load_file and dumping to an IO
require "yaml"

dir = ENV.fetch("TMPDIR")
path = File.join(dir, "config.yml")
File.write(path, "name: garnet\nlist:\n  - 1\n  - :two\nwhen: 2024-05-06\n")
p YAML.load_file(path, permitted_classes: [Symbol, Date])
p YAML.unsafe_load_file(path)
p YAML.safe_load_file(path, permitted_classes: [Date, Symbol])
begin
  YAML.safe_load_file(path)
rescue Psych::DisallowedClass => e
  puts e.message
end

bad = File.join(dir, "bad.yml")
File.write(bad, "a: [1,\n")
begin
  YAML.load_file(bad)
rescue Psych::SyntaxError => e
  puts e.message.sub(dir, "DIR")
  p e.file == bad, e.line, e.column
end

out = File.join(dir, "out.yml")
File.open(out, "w") { |f| YAML.dump({"k" => [1, 2]}, f) }
print File.read(out)
File.open(out) { |f| p YAML.load(f) }
File.open(out) { |f| p YAML.parse(f).to_ruby }
empty = File.join(dir, "empty.yml")
File.write(empty, "")
p YAML.load_file(empty), YAML.safe_load_file(empty)

require "stringio"
io = StringIO.new
YAML.dump([1, "two"], io)
p io.string
p YAML.load(StringIO.new("- a\n- b\n"))
