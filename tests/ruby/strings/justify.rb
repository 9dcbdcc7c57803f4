# center, ljust, rjust with widths and pad strings
p "abc".center(9), "abc".center(9, "*"), "abc".center(8, "12")
p "abc".ljust(6, "."), "abc".rjust(6, "."), "abc".rjust(2)
p "42".rjust(5, "0"), "x".ljust(4, "ab")
%w[a bb ccc].each { |w| puts "|#{w.ljust(4)}|#{w.rjust(4)}|#{w.center(5)}|" }
p "é".center(5, "-")
p "".center(3, "ab"), "abc".center(2), "ab".ljust(5, "123"), "ab".rjust(5, "123")
begin
  "x".center(5, "")
rescue ArgumentError => e
  p e.message
end
p "%-4s|%4s" % ["ab", "cd"]
