# PP#guard_inspect_key: the block prints with a fresh record of the objects
# being printed, so a cycle is still shown as [...], and the record in use
# before comes back after it.
require "pp"
a = [1]
a << a
out = +""
q = PP.new(out, 79)
value = q.guard_inspect_key { q.pp(a); :block_value }
q.flush
puts out
p value
h = {k: [2]}
h[:k] << h
out = +""
q = PP.new(out, 20)
q.guard_inspect_key { q.pp(h) }
q.flush
puts out
