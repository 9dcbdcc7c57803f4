# fetch with default/block, KeyError messages and key/receiver, dig, store
h = { a: 1, "s" => 2, nil => 3 }
p h.fetch(:a), h.fetch(:zz, "dflt"), h.fetch(:zz) { |k| "blk #{k}" }, h.fetch(nil)
[:missing, "missing", 42].each do |k|
  h.fetch(k)
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
  p e.key, e.receiver.size
end
p h.fetch_values(:a, "s"), h.values_at(:a, :nope)
begin
  h.fetch_values(:a, :b)
rescue KeyError => e
  puts e.message
end
n = { a: { b: { c: [10, 20] } } }
p n.dig(:a, :b, :c, 1), n.dig(:a, :x, :c), n[:a][:b]
h.store(:new, 4)
p h
