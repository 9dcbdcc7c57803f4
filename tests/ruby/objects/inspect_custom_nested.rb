# Custom inspect used by p inside arrays and hashes, to_s used by puts/interpolation, and pp of nested structures
class Money
  def initialize(c) = @c = c
  def inspect = "#<Money #{format('%.2f', @c / 100.0)}>"
  def to_s = format("$%.2f", @c / 100.0)
end
m = [Money.new(150), Money.new(99)]
p m, { total: Money.new(249) }, [[m.first]]
puts m, "#{m.first}", m.join(", ")
pp({ name: "report", items: m, meta: { count: 2, tags: %w[a b] } })
x = pp(1, 2)
p x
