# Integer division and modulo with negative operands (floor semantics), remainder, fdiv
p 7 / 2, -7 / 2, 7 / -2, -7 / -2
p 7 % 3, -7 % 3, 7 % -3, -7 % -3
p 7.remainder(3), -7.remainder(3), 7.remainder(-3)
p 7.divmod(2), -7.divmod(2), 7.divmod(-2), -7.divmod(-2)
p 7.fdiv(2), 1.fdiv(3)
p 6.div(4), 6.modulo(4), -6.div(4)
p 0 / 5, 0 % 5
p 2**10, 2**-1, 2**0, 0**0, (-2)**3, 4**0.5
p 10.pow(3), 10.pow(3, 7), 3.pow(200, 1000)
