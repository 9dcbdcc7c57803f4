# Uncaught TypeError from String#+ with an Integer argument
def label(n) = "item " + n
puts label(5)
