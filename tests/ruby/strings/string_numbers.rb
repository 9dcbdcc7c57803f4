# Numbers in strings: to_i/to_f/Integer(), formatting with commas, rounding, and number parsing edge cases
def commas(n) = n.to_s.reverse.scan(/\d{1,3}/).join(",").reverse.then { |s| n < 0 ? "-#{s}" : s }
p commas(1234567), commas(999), commas(-1000), commas(0)
p "%.2f" % 1234.5, "%.2e" % 1234.5, "%08.3f" % -3.14159, "%+d" % 5
p "12.5kg".to_f, "  -3".to_i, "1e2".to_f, "1_234".to_i, "0.1".to_r, "3/4".to_r
p "42".rjust(6, "0"), 42.to_s.rjust(6, "0"), format("%06d", 42), 42.digits.reverse.join
p 3.14159.round(2).to_s, 10.0.to_s, 1e10.to_s, 1e16.to_s, 100.0.to_i.to_s, 2.50.to_s
p "%s" % 1.0, "%d%%" % 50, "#{1.0 / 3}", (1.0 / 3).round(4).to_s
p "123abc".to_i, "abc".to_i, "0x1f".hex, "0b11".to_i(0), "0o17".to_i(0), "0x1f".to_i(0), "17".to_i(0)
