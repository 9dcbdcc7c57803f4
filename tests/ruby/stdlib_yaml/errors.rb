# Psych::SyntaxError for malformed YAML: CRuby's message with file, line, column, problem and context
require "yaml"

inputs = [
  "{",
  "a: b: c",
  "- [",
  "\t- x",
  "key: 'unterminated",
  "a:\n- b\n c: d",
  "[1, 2",
  "{a: 1,, b}",
  "--- |\n  text\n bad",
  "&anchor",
  "!<tag",
  "%YAML 2.0\n--- x",
  "%FOO bar\n--- x",
  "\"\\q\"",
  "a: 1\na: [\n",
  "- a\nb: c",
  "@reserved",
]
inputs.each do |yaml|
  YAML.load(yaml)
  puts "#{yaml.inspect}: loaded"
rescue Psych::SyntaxError => e
  puts e.message
  p [e.file, e.line, e.column, e.offset, e.problem, e.context]
end

begin
  YAML.load("a: [", filename: "config.yml")
rescue Psych::SyntaxError => e
  puts e.message
  p e.file
end
p Psych::SyntaxError.ancestors.take(4)
p Psych::BadAlias.superclass, Psych::AliasesNotEnabled.superclass, Psych::DisallowedClass.superclass

begin
  YAML.load("\xff\xfe\xfd".b + "abc")
rescue Psych::SyntaxError => e
  p e.class
end
begin
  YAML.load("x: \xC3\x28")
rescue Psych::SyntaxError => e
  puts e.message
end
p YAML.load("a\0b") rescue p $!.class
