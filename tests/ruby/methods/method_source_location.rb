# Method#source_location and UnboundMethod#source_location: [file, line] of
# a method written in Ruby (def or define_method); nil for a core method.
def plain; end
class Shape
  define_method(:sides) { 0 }
end
p method(:plain).source_location
p Object.instance_method(:plain).source_location
p Shape.instance_method(:sides).source_location
p Shape.new.method(:sides).source_location
p [].method(:map).source_location, 1.method(:+).source_location
