# 1 and -1 to a negative power stay Integers; other bases give Rationals.
p 1 ** -1, (-1) ** -3, 1.pow(-1), (-1) ** -2
p 2 ** -1, (-2) ** -3, 1 ** -(2**64), (-1) ** -(2**64), (-1) ** -(2**64 + 1)
p((1.pow(-1, 5) rescue $!))
p((0 ** -1 rescue $!))
