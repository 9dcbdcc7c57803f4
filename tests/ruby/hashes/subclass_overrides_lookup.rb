# A Hash subclass that redefines [] and key? in terms of fetch (as REXML's
# Attributes does): Hash's own fetch, transform_values!, transform_keys!
# and merge! with a block read the table directly, never calling them.
class Lenient < Hash
  def [](key) = fetch(key.to_s, "none")
  def key?(key) = super(key.to_s)
end

h = Lenient.new
h["a"] = 1
p h[:a], h[:b]
p h.fetch("a"), h.fetch("zz", 0)
h.transform_values! { |v| v + 10 }
p h.to_a
h.transform_keys!(&:upcase)
p h.to_a
h.merge!({ "A" => 5, "c" => 7 }) { |_key, old, new| old + new }
p h.to_a
