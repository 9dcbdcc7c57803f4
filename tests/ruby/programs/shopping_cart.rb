# A shopping cart with line items, quantity updates, percentage and fixed discounts, tax and rounding
class Cart
  Line = Struct.new(:sku, :price, :qty) { def total = price * qty }
  def initialize = @lines = {}
  def add(sku, price, qty = 1)
    @lines[sku] ? @lines[sku].qty += qty : @lines[sku] = Line.new(sku, price, qty)
    self
  end
  def update(sku, qty) = qty.zero? ? @lines.delete(sku) : @lines.fetch(sku).qty = qty
  def subtotal = @lines.values.sum(&:total)
  def total(discount: 0, percent: 0, tax: 0.2) = ((subtotal * (100 - percent) / 100.0 - discount) * (1 + tax)).round(2)
  def lines = @lines.values.map(&:to_a)
end
c = Cart.new.add("pen", 1.5, 4).add("book", 12.0).add("pen", 1.5)
p c.lines, c.subtotal, c.total, c.total(percent: 10), c.total(discount: 5, tax: 0)
c.update("pen", 0)
c.update("book", 3)
p c.lines, c.subtotal
begin
  c.update("nope", 1)
rescue KeyError => e
  p e.class
end
