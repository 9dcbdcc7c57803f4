# Uncaught TypeError from Array#fetch with a String index (with and without a default block)
colors = ["red", "green"]
puts colors.fetch(1)
puts colors.fetch(5) { |i| "none at #{i}" }
puts colors.fetch("0") { |i| "none at #{i}" }
