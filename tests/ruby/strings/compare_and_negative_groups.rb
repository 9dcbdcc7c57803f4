# String#<=> with an object that answers <=> gives the opposite sign of
# its answer, however large; a negative group index never reaches the
# whole match.
o = Object.new
def o.<=>(x) = 2**100
p "foo" <=> o
def o.<=>(x) = -(2**100)
p "foo" <=> o
def o.<=>(x) = 2.5
p "foo" <=> o
def o.<=>(x) = nil
p "foo" <=> o

p "FooBar"[/([A-Z]..)([A-Z]..)/, -1], "FooBar"[/([A-Z]..)([A-Z]..)/, -2], "FooBar"[/([A-Z]..)([A-Z]..)/, -3]
m = "FooBar".match(/([A-Z]..)([A-Z]..)/)
p m[-1], m[-2], m[-3], m[-4], m.values_at(-3, -1)
s = +"FooBar"
s[/([A-Z]..)([A-Z]..)/, -1] = "Baz"
p s
[-> { s[/([A-Z]..)([A-Z]..)/, -3] = "x" }, -> { s[/([A-Z]..)([A-Z]..)/, 3] = "x" }, -> { s[/xyzzy/] = "x" }].each do |f|
  f.call
rescue IndexError => e
  p e.message
end
p s.slice!(/([A-Z]..)([A-Z]..)/, -3), s
