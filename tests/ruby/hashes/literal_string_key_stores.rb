# x["key"] = v with a String literal: a plain Hash stores a frozen key; a
# Hash by identity, a subclass or any other receiver gets a new, unfrozen
# String, as any literal; the expression's value is v.
h = {}
r = (h["a"] = 1)
p r, h, h.keys.first.frozen?
h["a"] = 2
p h
i = {}.compare_by_identity
i["a"] = 1
i["a"] = 2
p i.size, i.keys.map(&:frozen?)
class Recorder
  def []=(k, v)
    (@seen ||= []) << [k, k.frozen?, v]
  end
  attr_reader :seen
end
o = Recorder.new
o["k"] = 1
o["é"] = [2]
p o.seen
class Sub < Hash; end
s = Sub.new
s["q"] = 3
p s, s.keys.first.frozen?
f = {}.freeze
y = nil
begin
  y = (f["k"] = 5)
rescue => e
  p e.class
end
p y
class Hash2 < Hash
  def []=(k, v)
    super(k, v * 10)
  end
end
h2 = Hash2.new
h2["z"] = 1
p h2
a = []
begin
  a["x"] = 1
rescue TypeError => e
  p e
end
n = nil
begin
  n["x"] = 1
rescue NoMethodError => e
  p e.class
end
x = "abc"
x["b"] = "B"
p x
