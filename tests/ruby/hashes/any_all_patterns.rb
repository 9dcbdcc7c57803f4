# any?/all?/none?/count/find/select on hashes, with pattern arguments and two-parameter blocks
h = { a: 1, b: "two", c: nil }
p h.any? { |k, v| v.nil? }, h.all? { |k, v| k.is_a?(Symbol) }, h.none? { |_, v| v == 3 }
p h.any?, {}.any?, h.any?([:a, 1]), h.count { |k, v| v }, h.find { |k, v| v.is_a?(String) }
p h.select { |_, v| v }, h.reject { |_, v| v }, h.filter_map { |k, v| k if v }
p h.compact, h.min_by { |k, _| k.to_s }, h.sort_by { |k, _| k.to_s }.reverse.first
p h.each_with_index.map { |(k, v), i| [i, k] }
p h.map { |pair| pair.class }, h.map { |k| k.class }.uniq
p h.sum([]) { |k, v| [k] }, h.zip([1, 2, 3]).first
p h.one? { |_, v| v.nil? }, h.all?(Array), h.include?(:a), h.member?(:z), h.value?(nil)
