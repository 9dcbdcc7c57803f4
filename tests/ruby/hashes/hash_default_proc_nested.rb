# Nested default procs for automatic trees, counting into nested hashes, and converting back to plain hashes
tree = ->() { Hash.new { |h, k| h[k] = tree.() } }
t = tree.()
t[:a][:b][:c] = 1
t[:a][:x] = 2
t[:z][:y]
p t
counts = Hash.new { |h, k| h[k] = Hash.new(0) }
%w[apple:red apple:green pear:green apple:red].each { |s| f, c = s.split(":"); counts[f][c] += 1 }
p counts, counts["apple"]["red"], counts["kiwi"]["x"], counts.keys
plain = ->(h) { h.to_h { |k, v| [k, v.is_a?(Hash) ? plain.(v) : v] } }
p plain.(t).default_proc.nil?, plain.(t) == t
