# Restock planning: reorder points, lead times, Data records and a sorted purchase list with costs
Item = Data.define(:sku, :stock, :daily_use, :lead_days, :unit_cost) do
  def reorder_point = daily_use * lead_days
  def needs_restock? = stock <= reorder_point
  def order_qty = needs_restock? ? daily_use * (lead_days + 14) - stock : 0
end
items = [Item.new("a", 40, 5, 7, 1.25), Item.new("b", 100, 3, 10, 4.0), Item.new("c", 5, 2, 3, 10.5), Item.new("d", 0, 1, 20, 2.0)]
orders = items.select(&:needs_restock?).map { |i| [i.sku, i.order_qty, (i.order_qty * i.unit_cost).round(2)] }
orders.sort_by { -_3 }.each { |sku, q, cost| puts "#{sku}: #{q} units, #{format('%.2f', cost)}" }
p orders.sum(&:last), items.map(&:reorder_point), items.count(&:needs_restock?)
