# -c checks the syntax and runs nothing: it prints "Syntax OK".
# Expected output written by hand: Debian's ruby 3.1 run with the same switches.
puts "never printed"
def valid = 1
