# ObjectSpace.count_objects: a Hash of Integer counts with TOTAL, FREE and T_* keys, growing with allocation, and the result-hash argument
h = ObjectSpace.count_objects
p h.class, h.keys.first(2)
p %i[TOTAL FREE T_OBJECT T_CLASS T_STRING T_ARRAY T_HASH].all? { |key| h.key?(key) }
p h.values.all?(Integer), h.keys.all?(Symbol)
p h.keys.drop(2).all? { |key| key.to_s.start_with?("T_") }
p h[:TOTAL] >= h[:FREE] + h[:T_STRING] + h[:T_ARRAY]
p h[:T_CLASS] > 100

GC.disable
before = ObjectSpace.count_objects
keep = Array.new(5000) { |i| [i.to_s] }
after = ObjectSpace.count_objects
GC.enable
p after[:T_ARRAY] - before[:T_ARRAY] >= 5000, after[:T_STRING] - before[:T_STRING] >= 5000
p keep.size

given = { TOTAL: -1, extra: 42 }
r = ObjectSpace.count_objects(given)
p r.equal?(given), given[:TOTAL] > 0, given[:extra]
begin
  ObjectSpace.count_objects(1)
rescue TypeError => e
  p e.message
end
