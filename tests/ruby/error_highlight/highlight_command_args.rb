# Uncaught ArgumentError from Integer with arguments written without parentheses
inputs = ["12", "0x1f", "12abc"]
inputs.each do |s|
  n = Integer s, 0
  puts n
end
