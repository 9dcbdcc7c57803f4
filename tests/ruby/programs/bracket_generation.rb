# Generating balanced bracket strings recursively, validating them, and counting Catalan numbers
def gen(open, close, cur = "", out = [])
  return out << cur if open.zero? && close.zero?
  gen(open - 1, close, cur + "(", out) if open.positive?
  gen(open, close - 1, cur + ")", out) if close > open
  out
end
valid = ->(s) { s.each_char.reduce(0) { |d, c| return false if d.negative?; d + (c == "(" ? 1 : -1) }.zero? }
p gen(3, 3), gen(3, 3).all?(&valid), (1..7).map { |n| gen(n, n).size }
p valid.("(()"), valid.(")("), valid.("()()"), valid.("")
