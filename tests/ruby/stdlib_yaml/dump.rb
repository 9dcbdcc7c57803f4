# YAML.dump and to_yaml of core values: quoting, multi-line strings, numbers, symbols, nil and booleans
require "yaml"

puts YAML.dump({"a" => 1, "b" => [1, 2, {"c" => nil}], "d" => {}, "e" => []})
puts YAML.dump([true, false, nil, 1.5, -2, 10**20, Float::INFINITY, -Float::INFINITY, Float::NAN])
puts YAML.dump(["plain", "with: colon", "- dash", "#hash", "yes", "no", "null", "~", "123", "1.5", "", " lead", "trail ", "'q'", "\"dq\"", "tab\there", "@at", "`tick", "%pct", "!bang", "&amp", "*star", "{b}", "[s]", "a,b", "?", ":", "0x10", "1e3", "true", ":sym"])
puts YAML.dump("line one\nline two\n")
puts YAML.dump("no trailing\nnewline")
puts YAML.dump("trailing spaces  \nnext\n")
puts YAML.dump("ends with two newlines\n\n")
puts YAML.dump(:sym)
puts YAML.dump([:a, :"with space", :"1"])
puts YAML.dump({a: 1, "b": :c})
puts YAML.dump("\u0001 control")
puts YAML.dump("binary \xff\xfe".b)
puts YAML.dump(1..3)
puts YAML.dump(1...3)
puts YAML.dump(nil)
puts YAML.dump("")
puts YAML.dump(12.0)
puts YAML.dump(1.0e-5)
puts YAML.dump(1e20)
puts 42.to_yaml
puts({"x" => "y"}.to_yaml)
puts [1, [2, [3]]].to_yaml
puts "x".to_yaml(line_width: -1)
puts YAML.dump("a" * 100 + " " + "b" * 100)
puts YAML.dump(("word " * 30).strip)
