# Uncaught TypeError from String#[] with a nil index: the snippet marks the index
word = "hello"
pos = word.index("l")
puts word[pos]
pos = word.index("z")
puts word[pos]
