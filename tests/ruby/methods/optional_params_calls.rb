# Methods with optional parameters, called with each count of arguments:
# each default is computed only when its argument is missing, in order,
# from the parameters before it, with the block at hand.
def pair(a, b = a * 2, c = b + 1)
  [a, b, c]
end

p pair(1), pair(1, 5), pair(1, 5, 9)

$log = []
def noisy(x = ($log << :x; 10), y = ($log << :y; x + 1))
  [x, y]
end
p noisy, $log
$log.clear
p noisy(1), $log
$log.clear
p noisy(1, 2), $log

def marker(value = (no_value = true))
  no_value ? :none : value
end
p marker, marker(nil), marker(false), marker(3)

def with_block(n = block_given? ? yield : :no_block)
  n
end
p with_block, with_block { :from_block }, with_block(4) { :unused }

def all_optional(a = 1, b = 2) = [a, b]
10.times { |i| all_optional(i) }
p all_optional, all_optional(:x), all_optional(:x, :y)

begin
  pair
rescue ArgumentError => e
  p e.message
end
begin
  pair(1, 2, 3, 4)
rescue ArgumentError => e
  p e.message
end

class Base
  def greet(name = "world", punct = "!") = "hello #{name}#{punct}"
end

class Child < Base
  def greet(name = "child", punct = "?")
    name = name.upcase
    super
  end
end
p Child.new.greet, Child.new.greet("ann"), Child.new.greet("bo", ".")

class Hidden
  def call_it = [secret, secret(5)]

  private

  def secret(n = 1) = n * 10
end
p Hidden.new.call_it
begin
  Hidden.new.secret
rescue NoMethodError => e
  p e.message
end

# Splatted arguments take the same route.
args = [7]
p pair(*args), pair(*[7, 8]), all_optional(*[])

# Locals of the method start as nil whichever entry was taken.
def locals_start_nil(a = 1)
  t = 5 if a == 0
  [a, t]
end
p locals_start_nil, locals_start_nil(0), locals_start_nil(2)
