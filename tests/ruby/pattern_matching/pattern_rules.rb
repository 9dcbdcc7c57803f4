# Pattern matching rules: one deconstruct call per case/in, deconstruct even
# on an Array that redefines it, respond_to? asked first, an empty else, a
# bracket-less hash pattern after =>, and the syntax errors for repeated
# variables, captures in alternatives, repeated and interpolated keys.
calls = []
point = Object.new
point.define_singleton_method(:deconstruct) { calls << :deconstruct; [0, 1] }
r = case point
    in [1, 2] then :first
    in [0, 1] then :second
    end
p [r, calls]

arr = [1, 2]
def arr.deconstruct = [3, 4]
p(case arr
  in [3, 4] then :redefined
  else :plain
  end)

shy = Object.new
def shy.respond_to?(name, all = false)
  puts "respond_to?(#{name.inspect})"
  false
end
p(case shy
  in Object[] then true
  else false
  end)
p(case shy
  in Object[a: 1] then true
  else false
  end)

p(case 0
  in 1 if (puts "guard ran"; true)
  else
  end)

{name: "garnet", version: 4} => name:, version:
p [name, version]
p(({k: 1} in k:))

refinery = Module.new do
  refine Array do
    def deconstruct = [:refined]
  end
end
Module.new do
  using refinery
  p(case []
    in [:refined] then :sees_refinement
    end)
end

[
  "case [0, 0]\nin [a, a]\nend",
  "case [0, 0]\nin [_a, _a]\n:ok\nend",
  "case 0\nin [a] | [1]\nend",
  "case {a: 1}\nin {a: 1, a: 2}\nend",
  "case {a: 1}\nin {\"a\#{1}\": 1}\nend",
  "case {a: 1}\nin {a:, **a}\nend",
].each do |src|
  begin
    p eval(src)
  rescue SyntaxError => e
    puts e.message[/duplicated \w+ name|variable capture in alternative pattern|symbol literal with interpolation is not allowed/]
  end
end
