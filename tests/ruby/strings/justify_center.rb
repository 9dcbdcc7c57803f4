# center/ljust/rjust with multi-character pads, UTF-8 widths and errors
p "abc".center(9), "abc".center(9, "*"), "abc".center(10, "12")
p "abc".ljust(8, "-="), "abc".rjust(8, "-="), "abc".ljust(2), "abc".rjust(3)
p "é".center(5, "·"), "日本".ljust(5, "_")
p "".center(4, "ab")
begin
  "x".center(5, "")
rescue ArgumentError => e
  p e.message
end
rows = [["apple", 3], ["kiwi", 12], ["banana", 100]]
rows.each { |name, n| puts "#{name.ljust(8, '.')}#{n.to_s.rjust(5)}" }
puts "Title".center(20, "=")
p "5".rjust(3, "0"), "-5".rjust(4, "0")
