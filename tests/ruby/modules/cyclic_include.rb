# A module can't be included in or prepended to itself or to one of its own
# ancestors: ArgumentError, and the ancestors stay as they were.
def try
  yield
rescue ArgumentError => e
  p [e.class, e.message]
end

m = Module.new
try { m.include(m) }
try { m.prepend(m) }
m1 = Module.new
m2 = Module.new
m1.include(m2)
try { m2.include(m1) }
try { m2.prepend(m1) }
m3 = Module.new
m3.prepend(m1)
try { m1.prepend(m3) }
p m.ancestors == [m], m2.ancestors == [m2], m1.ancestors == [m1, m2]
module A; def hi = :a; end
module B; include A; end
try { A.include(B) }
p Class.new { include B }.new.hi
