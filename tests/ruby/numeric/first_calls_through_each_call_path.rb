# Core methods written in Ruby, each called for the first time through a
# different kind of call: a plain call the interpreter could enter in place,
# a call with keywords, an alias made before the method ever ran, send, a
# Method object, super from a subclass and a block-taking call. The first
# call must behave as every later one.
p 17.remainder(5)
p 17.remainder(-5)
p (1..4).map { 17.remainder(_1) }

p 1.clone(freeze: true)
begin
  1.clone(freeze: false)
rescue ArgumentError => e
  p e.message
end

p [1, 2, 3].collect { _1 * 10 }
p [1, 2, 3].map { _1 * 10 }

p 7.send(:quo, 2)
m = 9.method(:quo)
p m.call(3)
p m.arity

class Pairs < Array
  def each_with_index
    pairs = []
    super { |x, i| pairs << [x, i] }
    pairs
  end
end
p Pairs[:a, :b].each_with_index

r = []
12.downto(9) { r << _1 }
p r
p 3.step(10, 4).to_a
