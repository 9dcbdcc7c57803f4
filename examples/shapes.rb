# Classes, modules, Comparable, pattern matching and exceptions.
module Describable
  def describe = "#{self.class.name.downcase} with area #{format('%.2f', area)}"
end

class Shape
  include Comparable
  include Describable
  def <=>(other) = area <=> other.area
end

class Circle < Shape
  attr_reader :r
  def initialize(r) = @r = r
  def area = Math::PI * r * r
  def deconstruct_keys(_) = { kind: :circle, r: r }
end

class Rect < Shape
  attr_reader :w, :h
  def initialize(w, h)
    raise ArgumentError, "sides must be positive" unless w.positive? && h.positive?
    @w, @h = w, h
  end
  def area = w * h
  def deconstruct_keys(_) = { kind: :rect, w: w, h: h }
end

shapes = [Circle.new(1), Rect.new(2, 3), Circle.new(0.5), Rect.new(1, 1)]
shapes.sort.each { |s| puts s.describe }
puts "largest: #{shapes.max.describe}"

shapes.each do |s|
  case s
  in { kind: :circle, r: } if r < 1 then puts "a small circle (r=#{r})"
  in { kind: :circle } then puts "a circle"
  in { kind: :rect, w:, h: } if w == h then puts "a square of side #{w}"
  in { kind: :rect } then puts "a rectangle"
  end
end

begin
  Rect.new(-1, 2)
rescue ArgumentError => e
  puts "rejected: #{e.message}"
end
