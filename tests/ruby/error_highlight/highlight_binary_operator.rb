# Uncaught TypeError from Integer#+ with a String operand: the snippet marks the operand
def total(prices)
  sum = 0
  prices.each { |p| sum = sum + p }
  sum
end
puts total([3, 4])
puts total([3, "4"])
