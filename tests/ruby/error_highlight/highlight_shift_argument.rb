# Uncaught TypeError from Integer#<< with a String operand: the snippet marks the argument of <<
flags = 1
p flags << 3
shift = "2"
p flags << shift
