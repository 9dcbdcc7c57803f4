# ||= &&= += -= *= **= /= %= <<= |= on locals, ivars, array/hash elements and attributes
a = nil
a ||= 1
a ||= 2
p a
b = 5
b &&= b * 10
p b
c = nil
c &&= c + 1
p c
n = 2
n += 3; n -= 1; n *= 5; n **= 2; n /= 3; n %= 7
p n
s = +"x"
s += "y"
s <<= 1 rescue s << "z"
p s
h = Hash.new
h[:k] ||= []
h[:k] << 1
h[:count] = (h[:count] || 0) + 1
h[:count] += 1
p h
arr = [1, 2]
arr[0] += 10
arr[5] ||= :pad
p arr
class Box
  attr_accessor :v
  def initialize = @calls = 0
end
bx = Box.new
bx.v ||= 7
bx.v += 1
bx.v &&= bx.v * 2
p bx.v
flags = 0b0001
flags |= 0b0100
flags &= ~0b0001
p flags
@iv ||= "ivar"
p @iv
$g ||= []
$g << 1
p $g
