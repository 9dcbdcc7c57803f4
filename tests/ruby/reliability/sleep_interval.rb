# sleep checks its duration as CRuby does: NaN, negative numbers, Bignums and
# non-Numerics raise instead of sleeping for ever. The reference CRuby 4.0
# (wasm32) names 'long long' where 64-bit Linux CRuby 4.0 and 3.1 name
# 'long': expected output written by hand, the reference's otherwise.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
t { sleep(Float::NAN) }
t { sleep(-1) }
t { sleep(-0.5) }
t { sleep(-Float::INFINITY) }
t { sleep("1") }
t { sleep(:a) }
t { sleep(2**70) }
t { sleep(Object.new) }
t { sleep(1, 2) }
t { sleep(0) }
t { sleep(0.0) }
t { sleep(Rational(1, 1000)) }
