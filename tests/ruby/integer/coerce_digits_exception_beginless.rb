# Integer's bit operators ask a coerce-able argument (the coerced receiver
# needs only the operator); digits converts its base with to_int;
# `exception:` takes true or false only; a beginless range of bits has an
# answer only when the bits below its end are clear.
module CoercionToSelf
  def coerce(other) = [self.class.new(other), self]
end
obj = Struct.new(:value) do
  include(CoercionToSelf)
  def &(other) = value & other.value
  def |(other) = value | other.value
  def ^(other) = value ^ other.value
end.new(10)
p 3 & obj, 3 | obj, 3 ^ obj, (2**70) & obj
[-> { 3 & 1.5 }, -> { 3 | nil }, -> { 3 ^ Object.new }].each do |f|
  f.call
rescue TypeError => e
  p e.message.sub(/0x\h+/, "X")
end

p 1.digits(10r), 1.digits(10.0), 255.digits(16.9)
o = Object.new
def o.to_int = 10
p 10.digits(o)
[-> { 10.digits(10+1i) }, -> { 10.digits("10") }, -> { 10.digits(1) }].each do |f|
  f.call
rescue RangeError, TypeError, ArgumentError => e
  p [e.class, e.message]
end

[-> { Integer("0", exception: 1) }, -> { Float("0", exception: nil) }, -> { Rational("1", exception: "x") },
 -> { Complex("1", exception: 0) }].each do |f|
  f.call
rescue ArgumentError => e
  p e.message
end
p Integer("z", exception: false), Integer("1", exception: true), Float("x", exception: false)

[-> { -16[..4] }, -> { -16[0..4] }, -> { 16[..4] }, -> { 0[..4] }, -> { 0b1011[1..] }, -> { 0b1011[1..2] },
 -> { -1[..-1] }, -> { 5[...0] }, -> { -1[..0] }, -> { 32[..4] }, -> { 32[...5] }].each do |f|
  p f.call
rescue ArgumentError => e
  p e.message
end
