# Integer.try_convert; numbers are their own clone and dup; Fixnum and
# Bignum are gone (since Ruby 3.2).
p Integer.try_convert(42), Integer.try_convert(2**70), Integer.try_convert(Object.new), Integer.try_convert(3.7)
o = Object.new; def o.to_int = 5; p Integer.try_convert(o)
o = Object.new; def o.to_int = nil; p Integer.try_convert(o)
o = Object.new; def o.to_int = "x"
begin; Integer.try_convert(o); rescue TypeError => e; p e.message.sub(/0x\h+/, ""); end
p 1.clone, 1.5.dup, (2**70).clone.equal?(2**70)
begin; 1.clone(freeze: false); rescue ArgumentError => e; p e; end
p Integer.const_defined?(:Fixnum), Object.const_defined?(:Bignum)
