# delete (with block), shift, clear, compare_by_identity, rehash-free key mutation for strings
h = { a: 1, b: 2, c: 3 }
p h.delete(:a), h.delete(:zz), h.delete(:zz) { |k| "no #{k}" }, h
p h.shift, h, {}.shift
h.clear
p h
id = {}.compare_by_identity
s1 = "k"
s2 = "k"
id[s1] = 1
id[s2] = 2
p id.size, id[s1], id["k"], id.compare_by_identity?
normal = { s1 => 1 }
normal[s2] = 2
p normal.size
p({ a: 1 }.frozen?, { a: 1 }.freeze.frozen?)
begin
  { a: 1 }.freeze[:b] = 2
rescue FrozenError => e
  p e.message
end
