# Reopening built-in classes: Integer, String, Array, NilClass, and refinement-free monkeypatch visibility
class Integer
  def double = self * 2
  def fact = (1..self).reduce(1, :*)
end
class String
  def shout = upcase + "!"
  def palindrome? = (s = downcase.delete(" ")) == s.reverse
end
class Array
  def second = self[1]
  def average = empty? ? nil : sum.fdiv(size)
end
class NilClass
  def empty? = true
end
class Hash
  def symbolize = transform_keys(&:to_sym)
end
p 21.double, 5.fact, (2**64).double, "hey".shout, "Never odd or even".palindrome?
p [1, 2, 3].second, [1, 2, 3, 4].average, [].average, nil.empty?
p({ "a" => 1 }.symbolize)
class Integer
  alias_method :plus, :+
end
p 3.plus(4), 10.method(:double).owner
