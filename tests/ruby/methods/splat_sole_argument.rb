# A call whose only argument is a splat, f(*x): x is converted as Ruby
# converts it (nil: no arguments; an Array as it is; to_a, or [x] when
# to_a is missing or answers nil; a to_a answering a non-Array raises
# TypeError), is evaluated once, and the callee's rest parameter is a copy
# the caller's Array never sees changed. The same through yield, super,
# a block literal, a safe-navigation call and method_missing.
def f(*a, **k, &b) = [a, k, b&.call]

p f(*nil), f(*1), f(*[1, 2]), f(*(1..3)), f(*"s")
o = Object.new
def o.to_a = [:x]
p f(*o)
def o.to_a = nil
p f(*o)[0][0].equal?(o)
q = Object.new
def q.to_a = 5
begin
  f(*q)
rescue TypeError => e
  puts e.message
end

calls = 0
source = -> { calls += 1; [1, 2] }
p f(*source.call), calls

arr = [1, 2, 3]
def mutate(*a) = (a << 4; a)
p mutate(*arr), arr
def take_two(a, b) = [a, b]
p take_two(*[:l, :r])
begin
  take_two(*[1])
rescue ArgumentError => e
  puts e.message
end

def g = yield(*[1, 2])
p(g { |a, b| [a, b] })
h = {k: 1}
p f(*[h])
def r2(*a) = f(*a)
p r2(1, k: 2)
ruby2_keywords def r2k(*a) = f(*a)
p r2k(1, k: 2)

class Parent
  def m(*a) = a
end
class Child < Parent
  def m(*a) = super(*a)
end
p Child.new.m(1, 2)
p(f(*[1]) { 3 })
p nil&.foo(*[1]), [1, 2].push(*[3, 4])
class Ghost
  def method_missing(name, *a) = [name, a]
  def respond_to_missing?(*) = true
end
p Ghost.new.anything(*[5, 6])

# Straight into a method of as many required parameters: a flagged last
# Hash stays positional there, visibility is checked, a wrong count raises.
ruby2_keywords def pass_on(*a) = take_two(*a)
p pass_on(1, k: 2)
class Vault
  def open(*a) = secret(*a)
  private def secret(x, y) = x + y
end
p Vault.new.open(20, 22)
begin
  Vault.new.secret(*[1, 2])
rescue NoMethodError => e
  puts e.message
end
begin
  take_two(*[1, 2, 3])
rescue ArgumentError => e
  puts e.message
end
def no_args = :none
p no_args(*[])
def deep(n) = n.zero? ? 0 : 1 + deep(*[n - 1])
p deep(500)
