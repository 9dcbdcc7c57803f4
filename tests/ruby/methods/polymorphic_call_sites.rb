# One call site that sees receivers of two, then three classes keeps calling
# each class's own method, also after a method of one of them is redefined,
# removed or made private between calls, and for singleton methods.
class Circle
  def area = 3
  def name = "circle"
end

class Square
  def area = 4
  def name = "square"
end

class Triangle
  def area = 5
  def name = "triangle"
end

def areas(shapes) = shapes.map { |s| s.area }
def names(shapes) = shapes.map { |s| "#{s.name}:#{s.area}" }

two = [Circle.new, Square.new, Circle.new, Square.new]
p areas(two), areas(two)
three = [Circle.new, Square.new, Triangle.new, Square.new, Circle.new]
p areas(three), areas(three)

class Square
  def area = 40
end
p areas(two), areas(three)

class Circle
  remove_method :area
end
begin
  areas(two)
rescue NoMethodError => e
  puts "NoMethodError: #{e.message}"
end

class Circle
  def area = 30
  private :area
end
begin
  areas(three)
rescue NoMethodError => e
  puts "NoMethodError: #{e.message}"
end
class Circle
  public :area
end

special = Square.new
def special.area = 400
p areas([special, Square.new, special, Circle.new, special])
p names([special, Triangle.new, special])

# nil and an Array at the same site, as in a binary tree's leaf test.
def leaves(node) = node.nil? ? 1 : leaves(node[0]) + leaves(node[1])
p leaves([[nil, nil], [[nil, nil], nil]])
class NilClass
  def nil? = :redefined
end
p [nil.nil?, [].nil?]
