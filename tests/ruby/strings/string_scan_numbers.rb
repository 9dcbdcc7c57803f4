# Extracting numbers from text: integers, decimals, negatives, with units, and summing/averaging them
text = "Temps: -3.5C, 4C, 12.25C; humidity 40% then 55%; items x3 and x12; total $1,234.50"
p text.scan(/-?\d+(?:\.\d+)?(?=C)/).map(&:to_f), text.scan(/(\d+)%/).flatten.map(&:to_i)
p text.scan(/x(\d+)/).flatten.sum(&:to_i), text[/\$([\d,]+\.\d\d)/, 1].delete(",").to_f
p text.scan(/-?\d+(?:\.\d+)?/).size, text.scan(/\d+/).max_by(&:to_i), text.gsub(/\d/, "#").count("#")
