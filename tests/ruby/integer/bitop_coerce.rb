# Integer#& | ^ coerce a non-Integer operand, but the coerced pair must be
# Integers: a Float operand raises TypeError (Fixnum and Bignum receivers).
def try
  p yield
rescue => e
  p [e.class, e.message]
end

try { 1 & 1.5 }
try { 1 | 1.5 }
try { 1 ^ 1.5 }
try { (2**70) & 1.5 }
try { (2**70) | 2.0 }
try { (2**70) ^ 1.5 }
try { 1 & "x" }
try { 3 | nil }
class Bits
  def coerce(other) = [other, 6]
end
try { 3 & Bits.new }
try { (2**70) | Bits.new }
class Floaty
  def coerce(other) = [other.to_f, 2.5]
end
try { 3 ^ Floaty.new }
