# Constant lookup: lexical scope first then ancestors, Module.nesting, :: top-level, const_missing
X = :top
module A
  X = :a
  module B
    def self.x = X
    def self.nesting = Module.nesting
  end
end
module A::C
  def self.x = X
end
class Object::D
  def self.x = X
end
p A::B.x, A::C.x, D.x, A::B.nesting
module Parent
  VAL = 1
end
class Kid
  include Parent
  def val = VAL
end
p Kid.new.val, Kid::VAL
module Lazy
  def self.const_missing(n) = "missing #{n}"
end
p Lazy::Anything
p defined?(A::B), defined?(A::Nope), A.const_defined?(:X), Object.const_get("A::B")
