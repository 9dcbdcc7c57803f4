# Splatting calls to_a (nil wraps the object, anything but an Array raises
# TypeError), in calls and element assignment; a destructuring parameter
# after an optional one is a post parameter and is filled first.
class Bad; def to_a = 1; end
def m(*a) = a
begin; m(*Bad.new); rescue TypeError => e; p e.message; end
class NilA; def to_a = nil; def inspect = "NilA"; end
p m(*NilA.new)
class Sub; def []=(*a); p a; end; end
s = Sub.new
class ToA; def to_a = [1, 2]; def to_ary = raise("no"); end
s[*ToA.new] = 3
s[*NilA.new] = 4
s[0, *ToA.new] = 5
begin; s[*Bad.new] = 1; rescue TypeError => e; p e.message; end
def d(a=1, (b, c)) = [a, b, c]
p d([2, 3]), d(0, [2, 3])
def e(a=1, (b, *c), (*d, f)) = [a, b, c, d, f]
p e([1, 2, 3], [4, 5, 6])
# An element assignment's value is the assigned value, splatted or not.
class Recorder; def []=(*a); :ignored; end; end
r = Recorder.new
p((r[*[1]] = 3), (r[0, *[1]] = 4), (r[*[]] = 8), (r[1] = 5))
