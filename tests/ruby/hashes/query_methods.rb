# key?/has_key?/include?/member?/value?/has_value?/keys/values/size/empty?/length/assoc
h = { a: 1, b: nil, "c" => false }
p h.key?(:a), h.key?(:b), h.has_key?(:z), h.include?("c"), h.member?(:b)
p h.value?(nil), h.has_value?(false), h.value?(2)
p h.keys, h.values, h.size, h.length, h.empty?, {}.empty?
p h[:b], h[:zz], h.key?(:zz), h.assoc(:a), h.rassoc(false)
p h.compact, h.count { |k, v| v }, h.any?, {}.any?, h.none? { |k, v| v == 1 }
p h.min_by { |k, v| k.to_s }, h.to_a.flatten
p h.any? { |k, v| v.nil? }, h.all? { |(k, v)| k }
p h.keys.include?(:a), h.dig(:a), h.to_a.size, h.first, h.min_by { |k, _| k.to_s }
p({ b: 1 }.eql?({ b: 1 }), { b: 1 } == { b: 1.0 }, { b: 1 }.hash == { b: 1 }.hash)
