# Regexp#match, String#match, Symbol#match and match?, and String#sub,
# gsub, sub! and gsub!: their arity and parameters as CRuby describes C
# methods, their messages for a wrong argument count, their results with
# and without a position or a block, and no more objects made a call than
# CRuby 4.0 makes (2 a String#match or Regexp#match call, 1 a Symbol#match?
# call). Expected output: CRuby 4.0.
[String.instance_method(:sub), String.instance_method(:gsub), String.instance_method(:sub!),
 String.instance_method(:gsub!), String.instance_method(:match), Regexp.instance_method(:match),
 Symbol.instance_method(:match), Symbol.instance_method(:match?)].each do |m|
  p [m.owner, m.name, m.arity, m.parameters]
end
p String.instance_method(:gsub).inspect.include?("gsub(*)")

p "abc".sub("b", "x"), "abc".sub(/b/) { |m| m.upcase }, "abc".gsub(/[ac]/, "z"), "abc".gsub(/b/).to_a
p "abc".gsub("b" => "B"), "abc".sub(/(b)/, '<\1>')
s = +"abc"
p s.sub!(/z/, "y"), s.gsub!(/a/) { "A" }, s, s.gsub!(/q/).class
p "abc".match(/b/), "abc".match("c", 1), /b/.match("abc", 2), /b/.match("abc", 1)
p :abc.match(/c/), :abc.match?(/a/, 1), :abc.match?(/b/), :abc.match(/(a)/) { |m| m[1] * 2 }
"abc".match(/(b)/) { |m| p m[1] }
p $~
/(c)/.match("abc") { |m| p m.pre_match }
p $~[1]

[-> { "x".sub {} }, -> { "x".sub(1, 2, 3) {} }, -> { "x".gsub }, -> { "x".gsub(1, 2, 3) },
 -> { "x".gsub!(1, 2, 3) }, -> { "x".match }, -> { "x".match(/x/, 1, 2) }, -> { /x/.match },
 -> { /x/.match(1, 2, 3) }, -> { :x.match }, -> { :x.match?(/x/, 1, 2) }, -> { "x".sub(/x/) }].each do |f|
  f.call
rescue ArgumentError => e
  p e.message
end

GC.disable
def objects_per_call
  before = GC.stat(:total_allocated_objects)
  100.times { yield }
  (GC.stat(:total_allocated_objects) - before) / 100
end
str = "abcd"
re = /c/
p objects_per_call { re.match(str) } <= 2
p objects_per_call { str.match(re) } <= 2
p objects_per_call { str.match(re, 1) } <= 2
p objects_per_call { :abcd.match?(re) } <= 1
