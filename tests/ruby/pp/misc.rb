# pp of structs, strings, ranges, several arguments and return values.
Point = Struct.new(:x, :y)
pp Point.new(1, 2)
pp [Point.new(1, 2)] * 5
Big = Struct.new(:name, :values, :extra)
pp Big.new("thing", (1..40).to_a, {a: [1, 2, 3]})
pp "hello"
pp "tab\there \"quoted\" \\ back \e esc \u00e9"
pp "line one\nline two\nline three"
pp ["multi\nline", "x"]
pp ["a somewhat long line of text\n" * 4]
pp 1..10, (1...5), ("a".."z")
pp (1..), (..5)
x = pp(1, 2, 3)
p x
y = pp([1])
p y
z = pp
p z
pp nil, true, :sym, 3.25
pp Comparable, String
pp [1, 2, 3].pretty_inspect.length
puts({a: [1] * 40}.pretty_inspect)
D = Data.define(:a, :b)
pp D.new(a: 1, b: (1..40).to_a)
pp Set[1, 2, 3]
