# transform_values/transform_keys (incl. hash mapping), to_h with block, invert, filter_map
h = { "one" => 1, "two" => 2, "three" => 3 }
p h.transform_values { _1 * 10 }, h.transform_keys(&:to_sym), h.transform_keys({ "one" => :uno })
p h.invert, h.to_h { |k, v| [v, k.upcase] }, h.key(2), h.key(9)
p h.map { |k, v| "#{k}=#{v}" }.join("&")
h2 = h.dup
h2.transform_values!(&:to_s)
p h2, h
p h.sort_by { |k, v| k }.to_h, h.min_by { _2 }, h.sum { _2 }
p h.to_a, h.to_a.transpose, Hash[[[:k, :v]]]
p h.group_by { |k, v| v.odd? }.transform_values { |pairs| pairs.map(&:first) }
