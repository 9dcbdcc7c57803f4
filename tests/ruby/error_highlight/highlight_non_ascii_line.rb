# Uncaught TypeError on a line with non-ASCII text: no snippet, as error_highlight does
price = 5
puts "total: " + price.to_s
puts "précis: " + price
