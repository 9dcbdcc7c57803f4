# Roman numerals both ways with a symbol table, each_with_object and a regexp-driven parser
ROMAN = { 1000 => "M", 900 => "CM", 500 => "D", 400 => "CD", 100 => "C", 90 => "XC",
          50 => "L", 40 => "XL", 10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I" }.freeze
def to_roman(n) = ROMAN.each_with_object(+"") { |(v, s), out| (out << s; n -= v) while n >= v }
def from_roman(s) = s.scan(/CM|CD|XC|XL|IX|IV|[MDCLXVI]/).sum { |t| ROMAN.key(t) }
samples = [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
romans = samples.map { |n| to_roman(n) }
p romans, romans.map { |r| from_roman(r) } == samples
p (1..20).map { |n| to_roman(n) }.join(" "), from_roman("MMXXIV")
