# YAML.safe_load: permitted classes and symbols, aliases, and the errors that refuse the rest
require "yaml"

def show
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

show { YAML.safe_load("a: [1, 2]") }
show { YAML.safe_load(":sym") }
show { YAML.safe_load(":sym", permitted_classes: [Symbol]) }
show { YAML.safe_load(":sym\n", permitted_symbols: [:sym]) }
show { YAML.safe_load("- :sym\n- :other\n", permitted_classes: [], permitted_symbols: [:sym]) }
show { YAML.safe_load("- :sym\n- :other\n", permitted_classes: [Symbol], permitted_symbols: [:sym]) }
show { YAML.safe_load("2024-01-02") }
show { YAML.safe_load("x: &a [1]\ny: *a\n") }
show { YAML.safe_load("x: &a [1]\ny: *a\n", aliases: true) }
show { YAML.safe_load("y: *nope\n", aliases: true) }
show { YAML.load("x: &a [1]\ny: *a\n") }
show { YAML.load("x: &a [1]\ny: *a\n", aliases: true) }
show { YAML.unsafe_load("x: &a [1]\ny: *a\n") }
show { YAML.safe_load("--- !ruby/object:Object {}\n") }
show { YAML.safe_load("--- !ruby/range\nbegin: 1\nend: 2\nexcl: false\n") }
show { YAML.safe_load("--- !ruby/range\nbegin: 1\nend: 2\nexcl: false\n", permitted_classes: [Range]) }
show { YAML.safe_load("--- !ruby/regexp /ab+c/i\n", permitted_classes: [Regexp]) }
show { YAML.safe_load("--- !ruby/regexp /ab+c/i\n") }
show { YAML.safe_load("--- !ruby/class String\n") }
show { YAML.safe_load("--- !ruby/object:NoSuchClass {}\n", permitted_classes: ["NoSuchClass"]) }
show { YAML.unsafe_load("--- !ruby/object:NoSuchClass {}\n") }
show { YAML.unsafe_load("--- !ruby/object:Nope::Deeper {}\n") }
show { YAML.safe_load("a: 1\n", symbolize_names: true, freeze: true).frozen? }
show { YAML.safe_load("--- 2024-01-02 10:11:12 Z\n", permitted_classes: [Time]) }
show { YAML.safe_load("a: b", permitted_classes: [Hash]) }
show { YAML.load(":sym") }
show { YAML.load("--- !ruby/object:Object {}\n") }
show { YAML.safe_load("--- !ruby/symbol foo\n") }
show { YAML.safe_load("[1, 2]", filename: "f.yml") }
