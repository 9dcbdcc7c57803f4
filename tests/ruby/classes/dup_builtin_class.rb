# A dup or clone of a built-in class (or of a subclass of one) makes instances
# of the built-in kind, which its methods accept.
a = Array.dup.new(3)
p a, a.size, a.class == Array
h = Hash.dup.new(1)
p h[:missing], h.class == Hash
s = String.dup.new("ab")
p s, s.size, s + "c"
x = Class.new(Array).dup.new([1, 2])
p x, x.length, x.push(3)
p Hash.clone.new.merge(a: 1)
p Class.new(String).clone.new("q").upcase
GC.start
puts :end
