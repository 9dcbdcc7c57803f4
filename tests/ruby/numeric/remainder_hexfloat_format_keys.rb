# Integer#remainder by an infinite Float of the other sign answers the
# Integer; %a writes subnormal floats normalized; a format's missing named
# key raises KeyError that knows the Hash and the key.
p 4.remainder(Float::INFINITY), -4.remainder(Float::INFINITY), 4.remainder(-Float::INFINITY)
p -4.remainder(-Float::INFINITY), 0.remainder(Float::INFINITY), 4.remainder(Float::NAN).nan?
p (2**70).remainder(Float::INFINITY), -(2**70).remainder(Float::INFINITY)
p format("%a", 5e-324), format("%a", 2.2250738585072009e-308), format("%.3a", 1e-320)
p format("%A", -1e-310), format("%020a", 5e-324), format("%-20a|", 5e-324), format("%+a", 5e-324)
p format("%a", 1.5), format("%20a", 1e-320), format("%a", 2.2250738585072014e-308)
begin
  format("%<foo>d", {bar: 1})
rescue KeyError => e
  p e.message, e.receiver, e.key
end
begin
  format("%{foo}", {})
rescue KeyError => e
  p e.message, e.receiver, e.key
end
begin
  format("%<a>s %s", a: 1)
rescue ArgumentError => e
  p e.message
end
