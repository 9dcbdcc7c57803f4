# Methods whose keywords all have defaults, called with no keywords: each
# call runs the defaults afresh, in order, seeing the positional params,
# and super, binding and reflection see the keywords' values.

def greet(name, greeting: "Hello", punct: "!") = "#{greeting}, #{name}#{punct}"
puts greet("Ann")
puts greet("Bob", punct: "?")
puts greet("Cy")

def fresh(list: [])
  list << list.size
  list
end
p fresh, fresh, fresh(list: [9])

def ordered(a, b = a * 2, c: a + b, d: c * 10) = [a, b, c, d]
p ordered(1), ordered(1, 5), ordered(2, d: 0)

$calls = 0
def counted(x, k: ($calls += 1)) = [x, k]
3.times { |i| p counted(i) }
p $calls

def nil_default(k: nil, j: false) = [k, j]
p nil_default, nil_default(j: true)

class Base
  def info(a, tag: :base, size: 1) = [self.class, a, tag, size]
end
class Derived < Base
  def info(a, tag: :derived, size: 2)
    tag = :changed if a == 0
    super
  end
end
p Derived.new.info(1), Derived.new.info(0), Derived.new.info(5, size: 7)

class Point
  attr_reader :x, :y, :label
  def initialize(x, y = 0, label: "p#{x}")
    @x, @y, @label = x, y, label
  end
end
pt = Point.new(3)
p [pt.x, pt.y, pt.label]
pt = Point.new(4, 5)
p [pt.x, pt.y, pt.label]
p Point.new(6, label: "six").label

def raising_default(k: raise(ArgumentError, "no k")) = k
begin
  raising_default
rescue ArgumentError => e
  puts "rescued: #{e.message}"
end
p raising_default(k: 1)

def with_binding(a, k: a.to_s)
  binding.local_variable_get(:k)
end
p with_binding(42)

def reflect(a, k: 1) = local_variables
p reflect(0)
p method(:reflect).parameters

def positional_hash(h, k: :default) = [h, k]
p positional_hash({k: :in_hash})

def block_and_keywords(k: 2)
  block_given? ? yield(k) : k
end
p block_and_keywords, block_and_keywords { |v| v * 10 }

def arity_check(a, k: 1) = a
begin
  arity_check
rescue ArgumentError => e
  puts e.message
end
begin
  arity_check(1, 2)
rescue ArgumentError => e
  puts e.message
end

def redefined(k: :first) = k
p redefined
def redefined(k: :second) = k
p redefined

def deep(n, acc: 0) = n.zero? ? acc : deep(n - 1, acc: acc + n)
p deep(100)
def deep_default(n, step: 1) = n <= 0 ? :done : deep_default(n - step)
p deep_default(1000)
