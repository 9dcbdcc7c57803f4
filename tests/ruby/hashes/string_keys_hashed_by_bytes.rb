# A Hash hashes every String key by its bytes and compares two plain
# Strings by their bytes, never calling #hash or #eql? (CRuby's tables do
# the same); a String subclass's #eql? is still asked when the bytes match.
class String
  def hash = 7
  def eql?(other) = true
end
h = { "a" => 1 }
p h["zz"]
p h["a"]
p h.key?("b")

class Tagged < String
  def hash = 7
  def eql?(other) = false
end
t = { Tagged.new("a") => 1 }
p t[Tagged.new("zz")]
p t[Tagged.new("a")]
p t["a"] # "a".eql?(the stored Tagged) is String#eql? above: true

# Literal String keys are stored frozen, and equal literals share one key.
k1 = { "shared" => 1 }.keys.first
k2 = { "shared" => 2 }.keys.first
p k1.frozen?, k1.equal?(k2)
mutable = +"dup"
m = { mutable => 1 }
p m.keys.first.frozen?, m.keys.first.equal?(mutable), mutable.frozen?
