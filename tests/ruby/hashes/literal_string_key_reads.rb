# x["key"] with a String literal: a plain Hash is read with the literal itself;
# a default proc, a receiver of another class or a singleton default get a
# new, unfrozen String, as any literal.
h = {"a" => 1}
p h["a"], h["b"]
h.default = 5
p h["b"]
d = Hash.new { |hash, k| [k, k.frozen?] }
p d["x"]
i = {}.compare_by_identity
i["a"] = 1
p i["a"]
class Obj; def [](k) = [k, k.frozen?, k.encoding]; end
p Obj.new["k"], Obj.new["é"]
class Sub < Hash; end
s = Sub.new; s["q"] = 3
p s["q"]
class Hash2 < Hash; def default(k) = [:dflt, k]; end
p Hash2.new["z"]
h2 = {}
def h2.default(k) = [:singleton_default, k, k.frozen?]
p h2["m"]
p [1,2]["x"] rescue p $!
p nil["x"] rescue p $!
x = "abc"
p x["b"], x["z"]
