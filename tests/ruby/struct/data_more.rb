# Data: argument errors, initialize with defaults via super, with, deconstruct, equality, inspect forms
Point = Data.define(:x, :y)
[[], [1], [1, 2, 3]].each do |args|
  Point.new(*args)
rescue ArgumentError => e
  p e.message
end
[{ x: 1 }, { y: 1 }, { x: 1, y: 2, z: 3 }, { x: 1, y: 2, z: 3, w: 4 }, { x: 1, z: 3 }].each do |kw|
  Point.new(**kw)
rescue ArgumentError => e
  p e.message
end
begin
  Point.new(1, y: 2)
rescue ArgumentError => e
  p e.message
end
begin
  Data.new
rescue NoMethodError => e
  p e.message
end
Opt = Data.define(:x, :y) do
  def initialize(x:, y: 0) = super
  def sum = x + y
end
p Opt.new(x: 1), Opt.new(5), Opt.new(1, 2).sum, Opt[x: 3]
Norm = Data.define(:name) do
  def initialize(name:)
    super(name: name.to_s.upcase)
  end
end
p Norm.new("abc"), Norm.new(name: :q).name
a = Point.new(1, 2)
p a.with(y: 5), a.with.equal?(a), a.to_h, a.deconstruct, a.deconstruct_keys([:x]), a.deconstruct_keys(nil)
begin
  a.with(1)
rescue ArgumentError => e
  p e.message
end
begin
  a.with(z: 1)
rescue ArgumentError => e
  p e.message
end
p a == Point.new(1, 2), a.eql?(Point.new(1.0, 2)), a == Point.new(1.0, 2), a.hash == Point.new(1, 2).hash
p a.frozen?, a.instance_variables, a.members, Point.members, a.respond_to?(:x=), a.respond_to?(:each)
case a
in { x: 1, y: } then p y
end
case a
in [x, y] then p [:arr, x, y]
end
p Data.define(:v).new(v: [1]), Data.define.new, Point.new(x: Point.new(0, 0), y: nil)
begin
  a.instance_variable_set(:@z, 1)
rescue FrozenError => e
  p e.class
end
p Point.ancestors.take(2), Point.superclass
begin
  Data.define(:a, :a)
rescue ArgumentError => e
  p e.message
end
