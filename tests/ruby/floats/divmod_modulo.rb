# Float divmod, modulo with negatives, division by zero gives Infinity/NaN (not an error)
p 7.5.divmod(2), -7.5.divmod(2), 7.5 % -2, 7.5.remainder(-2)
p 1.0 / 0, -1.0 / 0, 0.0 / 0.0, 1 / 0.0
p 5.0.div(2), 5.0.fdiv(2), 5.0.modulo(3), 2.0**0.5
p 1.0 / 3 * 3 == 1.0, 10.0 % 3.3
begin
  1.0.divmod(0)
rescue ZeroDivisionError => e
  p e.message
end
begin
  1.0.div(0)
rescue ZeroDivisionError => e
  p e.message
end
