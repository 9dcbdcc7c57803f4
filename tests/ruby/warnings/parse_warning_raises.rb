# A Warning.warn that raises on the parser's warning about the program ends
# the program before it starts, with that exception's report.
h = {a: 1, a: 2}
puts "not reached"
