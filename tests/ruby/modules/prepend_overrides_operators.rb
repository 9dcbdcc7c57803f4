# A module prepended to a basic class overrides its operators, also those
# the interpreter performs without a call, and also an operator defined in
# the module after it was prepended; an included module overrides none of
# the class's own.
module Answer
  def +(other) = 42
end
Integer.prepend(Answer)
x = 1
p x + 1, 1.0 + 1

module Later; end
Float.prepend(Later)
module Later
  def *(other) = :later
end
y = 2.0
p y * 3, 2 * 3

class Integer
  include Module.new { def -(other) = 99 }
end
p 5 - 1

module Shout
  def <<(other) = super(other.upcase)
end
String.prepend(Shout)
s = +"a"
s << "b"
p s

module Counted
  def [](key) = [:counted, super]
end
Hash.prepend(Counted)
h = { a: 1 }
p h[:a]

module Tail
  def size = :tail
end
Array.prepend(Tail)
a = [1, 2]
p a.size, a.length
