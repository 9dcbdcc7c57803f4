# Converting between hashes and arrays: to_a, to_h with blocks, Array#to_h errors, zip, each_slice pairs, flatten
h = { b: 2, a: 1 }
p h.to_a, h.to_a.to_h, h.map { |k, v| [k.to_s, v] }.to_h, h.to_h { |k, v| [v, k] }, h.flatten, h.sort.to_h
p [[:x, 1], [:y, 2]].to_h, %i[a b].zip([1, 2]).to_h, [1, 2, 3, 4].each_slice(2).to_h, Hash[*%w[k v k2 v2]]
begin
  [[1, 2, 3]].to_h
rescue ArgumentError => e
  p e.message
end
begin
  [1].to_h
rescue TypeError => e
  p e.message
end
p h.keys.zip(h.values).flatten(1), h.invert.to_a, h.min_by(&:last).first, h.sum([]) { |pair| pair }
