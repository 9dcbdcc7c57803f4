# `!x` answers BasicObject#! without a call while the receiver's class finds
# it, and calls any other `!`: a Delegator's, a class's own, a singleton
# method, one defined after the call site first ran, and `not x`.
require "delegate"

def negate(x) = !x

p [nil, false, 0, "", [], :a].map { |x| negate(x) }
p !SimpleDelegator.new(nil), !SimpleDelegator.new(1)

class Odd
  def !
    :odd
  end
end
p negate(Odd.new)

o = Object.new
def o.!
  "singleton"
end
p negate(o), (not o)

class Integer
  def !
    :patched
  end
end
p negate(1), negate(nil), !!2

class Integer
  remove_method :!
end
p negate(1)
