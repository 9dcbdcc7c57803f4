# frozen_string_literal: true
# The magic comment freezes string literals: FrozenError message, interpolated strings are not frozen, dup/+@ thaw
s = "abc"
p s.frozen?, "lit".equal?("lit"), "a#{1}b".frozen?, String.new("x").frozen?, s.dup.frozen?, (+s).frozen?
begin
  s << "d"
rescue FrozenError => e
  p e.class, e.message
end
begin
  "xyz".upcase!
rescue => e
  puts e.message
end
t = s + "d"
p t, t.frozen?
u = +"mutable"
u << "!"
p u
p :sym.to_s.frozen?, 1.to_s.frozen?, [s].join.frozen?
