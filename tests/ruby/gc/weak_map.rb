# ObjectSpace::WeakMap: identity keys, the lookup/iteration/delete API, inspect, and entries dropped once their keys are collected
wm = ObjectSpace::WeakMap.new
p wm.is_a?(Enumerable), wm.size, wm.length, wm.keys, wm.values

k1 = "key"
k2 = "key" + ""
v1 = Object.new
v2 = [1, 2]
p((wm[k1] = v1).equal?(v1))
wm[k2] = v2
p wm.size, wm[k1].equal?(v1), wm[k2].equal?(v2), wm["key"]
p wm.key?(k1), wm.include?(k2), wm.member?("key"), wm.key?(k1.dup)

# immediates are fine as keys and values
wm[1] = :one
wm[:sym] = 2.5
wm[nil] = true
p wm[1], wm[:sym], wm[nil], wm.key?(nil), wm.size

seen = []
r = wm.each { |k, v| seen << [k.class, v.class] }
p r.equal?(wm), seen
pairs = []
wm.each_pair { |k, v| pairs << k if v.equal?(v2) }
p pairs.size, pairs[0].equal?(k2)
keys = []
wm.each_key { |k| keys << k }
p keys.size, keys.count { |k| k.equal?(k1) }
vals = []
wm.each_value { |v| vals << v }
p vals.size, vals.include?(:one)
p wm.keys.size, wm.values.size, wm.keys.last, wm.values.last

# replacing a value keeps the entry
new_value = "new value"
wm[k1] = new_value
p wm[k1], wm.size

# delete
p wm.delete(1), wm.key?(1), wm.size
p wm.delete(:missing)
p wm.delete(:missing) { |k| "no #{k}" }
p wm.delete(:sym) { |k| "no #{k}" }

# Enumerable
p wm.map { |k, _| k.class }.sort_by(&:name)
p wm.count

# inspect: immediates by inspect, objects as by Kernel#to_s
w2 = ObjectSpace::WeakMap.new
p w2.inspect.sub(/0x\h+/, "XX")
w2[1] = :a
w2[nil] = 2
p w2.inspect.sub(/0x\h+/, "XX")
s = "str"
w2[s] = 3
p w2.inspect.gsub(/0x\h+/, "XX")

# referenced keys survive collection
GC.start
p wm[k1], wm[k2].equal?(v2), wm.size

# unreferenced keys are dropped
def fill(map, n)
  n.times { |i| map[Object.new] = "v#{i}" }
  nil
end
w3 = ObjectSpace::WeakMap.new
fill(w3, 200)
kept = Object.new
kept_value = "kept"
w3[kept] = kept_value
5.times { GC.start }
p w3.size < 201, w3[kept], w3.key?(kept)

# an entry whose value is collected goes too
w4 = ObjectSpace::WeakMap.new
keep_key = Object.new
def fill_values(map, key, n)
  map[key] = Object.new
  n.times { |i| map[i] = Object.new }
  nil
end
fill_values(w4, keep_key, 200)
5.times { GC.start }
p w4.size < 201
