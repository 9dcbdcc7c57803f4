# Integer division and modulo with every sign combination: /, %, div, modulo, remainder, divmod, fdiv, ceildiv
pairs = [[7, 2], [-7, 2], [7, -2], [-7, -2], [6, 3], [0, 5], [1, 7]]
pairs.each do |a, b|
  p [a, b, a / b, a % b, a.div(b), a.modulo(b), a.remainder(b), a.divmod(b), a.fdiv(b).round(4), a.ceildiv(b)]
end
p (2**70) / 3, (2**70) % 7, -(2**70) / 3, (-(2**70)).divmod(10**10), (2**70).remainder(-3)
p 7.0.div(2), 7.5.modulo(2), -7.5.remainder(2), 7.divmod(2.5), 1e20.to_i / 7
begin
  5.div(0)
rescue ZeroDivisionError => e
  p e.message
end
p 5.fdiv(0), -5.fdiv(0), 0.fdiv(0).nan?, 5 % 0.0 rescue p $!.class
