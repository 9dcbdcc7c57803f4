# Uncaught ArgumentError from Kernel#Float on a bad string: the snippet marks the argument
def parse_price(text) = Float(text)
puts parse_price("9.99")
puts parse_price("9,99")
