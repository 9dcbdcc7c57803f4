# Object allocation: small objects made with new and initialize and dropped
# soon after, as in code that models its data with classes: vector
# arithmetic that returns new vectors, a list rebuilt link by link, and a
# record with more fields than fit inside its object.
class Vec
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def +(other) = Vec.new(@x + other.x, @y + other.y)
  def scale(k) = Vec.new(@x * k, @y * k)
end

class Link
  attr_reader :value, :rest

  def initialize(value, rest = nil)
    @value = value
    @rest = rest
  end
end

class Body
  attr_reader :position, :velocity

  def initialize(position, velocity, mass, name)
    @position = position
    @velocity = velocity
    @mass = mass
    @name = name
  end

  def step = Body.new(@position + @velocity, @velocity.scale(1), @mass, @name)
end

rounds = (ARGV[0] || 100).to_i
checksum = 0
rounds.times do |r|
  body = Body.new(Vec.new(r, 0), Vec.new(1, 2), 5, :b)
  100.times { body = body.step }
  list = nil
  100.times { |i| list = Link.new(i, list) }
  length = 0
  while list
    length += list.value
    list = list.rest
  end
  checksum += body.position.x + body.position.y + length
end
puts checksum
