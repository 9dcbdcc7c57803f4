# An inventory report: Struct records, grouping, sorting, totals and a formatted table
Item = Struct.new(:sku, :name, :category, :qty, :price) do
  def value = qty * price
end
items = [
  Item.new("A1", "Widget", :tools, 10, 2.5), Item.new("B2", "Gadget", :tools, 3, 19.99),
  Item.new("C3", "Apple", :food, 50, 0.4), Item.new("D4", "Bread", :food, 0, 2.2), Item.new("E5", "Lamp", :home, 2, 35.0)
]
items.group_by(&:category).sort.each do |cat, list|
  puts "#{cat.to_s.upcase} (#{list.size})"
  list.sort_by { |i| -i.value }.each { |i| puts format("  %-3s %-7s %4d x %6.2f = %8.2f", i.sku, i.name, i.qty, i.price, i.value) }
  puts format("  %-26s %8.2f", "subtotal", list.sum(&:value))
end
puts format("TOTAL %.2f", items.sum(&:value))
p items.select { |i| i.qty.zero? }.map(&:name), items.max_by(&:price).name, items.sum(&:qty)
