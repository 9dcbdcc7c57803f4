# Nested data: arrays of hashes, deep transforms with recursion, dig, sort_by nested keys, to_a/to_h conversions
orders = [
  { id: 1, customer: { name: "Ann", city: "Oslo" }, items: [{ sku: "a", qty: 2, price: 3.5 }, { sku: "b", qty: 1, price: 10.0 }] },
  { id: 2, customer: { name: "Bob", city: "Rome" }, items: [{ sku: "a", qty: 5, price: 3.5 }] },
  { id: 3, customer: { name: "Ann", city: "Oslo" }, items: [] }
]
totals = orders.to_h { |o| [o[:id], o[:items].sum { |i| i[:qty] * i[:price] }] }
p totals
p orders.group_by { |o| o.dig(:customer, :name) }.transform_values { |os| os.map { |o| o[:id] } }
p orders.flat_map { |o| o[:items] }.group_by { |i| i[:sku] }.transform_values { |is| is.sum { |i| i[:qty] } }
def deep_stringify(v)
  case v
  when Hash then v.to_h { |k, x| [k.to_s, deep_stringify(x)] }
  when Array then v.map { |x| deep_stringify(x) }
  else v
  end
end
p deep_stringify(orders.first)
p orders.sort_by { |o| [-o[:items].size, o[:id]] }.map { |o| o[:id] }
p orders.map { |o| o.dig(:items, 0, :sku) }, orders.sum { |o| o[:items].size }
