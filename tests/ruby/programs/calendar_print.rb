# Printing a month calendar with Time.utc, wday offsets, each_slice and rjust
def calendar(year, month)
  first = Time.utc(year, month, 1)
  days = (Time.utc(month == 12 ? year + 1 : year, month % 12 + 1, 1) - first).to_i / 86_400
  cells = Array.new(first.wday, "  ") + (1..days).map { |d| d.to_s.rjust(2) }
  [first.strftime("%B %Y").center(20), "Su Mo Tu We Th Fr Sa"] + cells.each_slice(7).map { |w| w.join(" ") }
end
puts calendar(2024, 2)
puts calendar(2023, 12)
p calendar(2024, 9).size
