# Objects, Structs, exceptions and classes through !ruby/ tags: dump and unsafe_load
require "yaml"

class Point
  attr_accessor :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def ==(o) = o.is_a?(Point) && [x, y] == [o.x, o.y]
end
pt = Point.new(1, [2, 3])
puts YAML.dump(pt)
p YAML.unsafe_load(YAML.dump(pt)) == pt
p YAML.load(YAML.dump(pt), permitted_classes: [Point]).y

Pair = Struct.new(:left, :right)
puts YAML.dump(Pair.new("l", :r))
back = YAML.unsafe_load(YAML.dump(Pair.new("l", :r)))
p back.class, back.to_a

KW = Struct.new(:a, keyword_init: true)
p YAML.unsafe_load(YAML.dump(KW.new(a: 1))).a

class Custom
  def initialize = @data = "raw"
  def encode_with(coder) = coder["value"] = @data.upcase
  def init_with(coder) = @data = coder["value"].downcase
  attr_reader :data
end
puts YAML.dump(Custom.new)
p YAML.unsafe_load(YAML.dump(Custom.new)).data

class Scalarish
  attr_reader :v
  def initialize(v) = @v = v
  def encode_with(coder) = coder.scalar = "S:#{@v}"
  def init_with(coder) = @v = coder.scalar
end
puts YAML.dump(Scalarish.new(5))
p YAML.unsafe_load(YAML.dump(Scalarish.new(5)))

e = ArgumentError.new("bad thing")
puts YAML.dump(e)
back = YAML.unsafe_load(YAML.dump(e))
p back.class, back.message

class MyError < StandardError
  def initialize(msg = "never used") = super
end
back = YAML.unsafe_load("--- !ruby/exception:MyError\nmessage: from yaml\n")
p back.class, back.message

puts YAML.dump(String)
p YAML.unsafe_load("--- !ruby/class 'Comparable'")
p YAML.unsafe_load("--- !ruby/module 'Kernel'")
puts YAML.dump(/a.b/mi)
p YAML.unsafe_load(YAML.dump(/a.b/mi))
puts YAML.dump(Rational(3, 4))
p YAML.unsafe_load(YAML.dump(Rational(3, 4)))
puts YAML.dump(Complex(1, 2))
p YAML.unsafe_load(YAML.dump(Complex(1, 2)))

class MyHash < Hash; end
h = MyHash.new
h["k"] = "v"
puts YAML.dump(h)
p YAML.unsafe_load(YAML.dump(h)).class

class MyString < String
  def initialize(s) = (super; @note = "n")
end
puts YAML.dump(MyString.new("str"))
p YAML.unsafe_load(YAML.dump(MyString.new("str"))).class
puts YAML.dump(Object.new)
