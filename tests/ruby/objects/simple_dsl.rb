# A tiny DSL with instance_eval and method_missing that builds a nested menu structure
class Menu
  attr_reader :items
  def initialize(title, &blk) = (@title, @items = title, []; instance_eval(&blk) if blk)
  def item(name, price) = @items << [name, price]
  def submenu(title, &blk) = @items << Menu.new(title, &blk)
  def total = @items.sum { |i| i.is_a?(Menu) ? i.total : i[1] }
  def render(depth = 0)
    lines = ["#{'  ' * depth}#{@title}"]
    @items.each { |i| lines.concat(i.is_a?(Menu) ? i.render(depth + 1) : ["#{'  ' * (depth + 1)}#{i[0]}: #{i[1]}"]) }
    lines
  end
end
m = Menu.new("Lunch") do
  item "soup", 4
  submenu "Mains" do
    item "pasta", 11
    item "fish", 14
  end
  item "coffee", 2
end
puts m.render
p m.total, m.items.size, m.items.count { _1.is_a?(Menu) }
