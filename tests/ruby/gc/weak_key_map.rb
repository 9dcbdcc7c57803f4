# ObjectSpace::WeakKeyMap: eql?/hash keys, [], []=, delete, getkey, key?, clear, inspect, and entries dropped once their keys are collected
wk = ObjectSpace::WeakKeyMap.new
k = "name"
p((wk[k] = 1))
p wk["name"], wk.key?("name"), wk.key?("other"), wk["other"]
p wk.getkey("name").equal?(k), wk.getkey("other")

# an eql? key replaces both the key and the value
k2 = "name".dup
wk[k2] = 2
p wk[k], wk.getkey("name").equal?(k), wk.getkey("name").equal?(k2)

# keys compared by eql?, not ==
a = [1, 2]
wk[a] = :array
p wk[[1, 2]], wk[[1.0, 2]]
f = 1.5r
wk[f] = :rational
p wk[Rational(3, 2)]

# user-defined eql?/hash
class Pt
  attr_reader :x
  def initialize(x) = @x = x
  def eql?(o) = o.is_a?(Pt) && o.x == x
  def hash = x.hash
end
pt = Pt.new(3)
wk[pt] = "three"
p wk[Pt.new(3)], wk[Pt.new(4)], wk.getkey(Pt.new(3)).equal?(pt)

# immediates can't be keys
[1, :sym, nil, true, 2.0].each do |imm|
  begin
    wk[imm] = 1
    p :stored
  rescue ArgumentError => e
    p e.message
  end
  p wk[imm], wk.key?(imm)
end

# delete
p wk.delete("name"), wk.key?("name"), wk["name"]
p wk.delete("name")
p wk.delete("name") { |key| "no #{key}" }
p wk.delete([1, 2]) { |key| "no #{key}" }

# inspect
p wk.inspect.sub(/0x\h+/, "XX")
p wk.clear.equal?(wk), wk.inspect.sub(/0x\h+/, "XX"), wk[pt]

# referenced keys survive collection, with their values
held = "held"
wk[held] = [1, 2, 3]
GC.start
p wk["held"], wk.getkey("held").equal?(held)

# unreferenced keys are dropped
def fill(map, n)
  n.times { |i| map["key#{i}"] = i }
  nil
end
w2 = ObjectSpace::WeakKeyMap.new
fill(w2, 200)
5.times { GC.start }
p w2.inspect[/size=(\d+)/, 1].to_i < 200
