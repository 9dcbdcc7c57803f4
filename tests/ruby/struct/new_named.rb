# Struct.new with a class name as first argument defines that constant
# under the class new is called on: Struct::Point, or MyStruct::Pair for a
# subclass of Struct; a name that is not a constant's is NameError.
Struct.new("Point", :x, :y)
p Struct::Point.new(1, 2), Struct::Point.name
MyStruct = Class.new(Struct)
MyStruct.new("Pair", :left, :right)
p MyStruct::Pair.new(:a, :b), MyStruct::Pair.name, MyStruct::Pair.superclass
p Struct.const_defined?(:Pair, false)
begin
  Struct.new("lower", :a)
rescue NameError => e
  p e.message
end
