# YAML.load of scalars, collections and documents: Psych's type resolution on libyaml's parser
require "yaml"

p YAML.load("--- 42")
p YAML.load("a: 1\nb: [x, 'y', \"z\\tw\"]\nc: {d: 2.5, e: ~}\n")
p YAML.load("- true\n- false\n- yes\n- no\n- null\n- ''\n- 0x1F\n- 0o17\n- 1_000\n- -3.5e2\n- .inf\n- -.inf\n")
p YAML.load(".nan").nan?
p YAML.unsafe_load("- :sym\n- ':quoted'\n- 2024-01-02\n- '2024-01-02'\n")
p YAML.load("text: |\n  line 1\n  line 2\nfolded: >\n  a\n  b\n\n  c\nstrip: |-\n  x\nkeep: |+\n  y\n\n")
p YAML.load("plain multi\n  line scalar")
p YAML.load("? [a, b]\n: complex key\n")
p YAML.load("")
p YAML.load("# only a comment\n")
p YAML.load("---\n...\n")
p YAML.load("--- !!str 123")
p YAML.load("--- !!int '7'")
p YAML.load("--- !!float 1")
p YAML.load("--- !!binary aGVsbG8=")
p YAML.load("--- !!set {a, b}") rescue p $!.class
p YAML.load("\"\\u00e9t\\u00e9 \\x41 \\n\"")
p YAML.load("été: ü")
p YAML.load("été: ü").keys.first.encoding
p YAML.load("'it''s'")
p YAML.load("key: value # comment")
p YAML.load("[1, [2, [3, [4]]]]")
p YAML.load("%YAML 1.1\n---\nv: 1\n")
p YAML.load("a: 1\nb: 2\n", symbolize_names: true)
h = YAML.load("a: [x]\n", freeze: true)
p h.frozen?, h["a"].frozen?, h["a"][0].frozen?
p YAML.load("foo", fallback: 1)
p YAML.load("", fallback: {})
p YAML.load("1_2") , YAML.load("12:30:00"), YAML.load("0b101"), YAML.load("+12"), YAML.load("010")
p YAML.load("- 1.0\n- 1e3\n- 3.\n- .5\n- 1,000\n")
