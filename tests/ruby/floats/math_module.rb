# Math functions and constants, printed rounded to avoid libm last-digit differences
p Math::PI.round(10), Math::E.round(10)
p Math.sqrt(2).round(10), Math.cbrt(27).round(10)
p Math.sin(Math::PI / 2).round(10), Math.cos(0), Math.cos(Math::PI).round(10), Math.tan(Math::PI / 4).round(10)
p Math.log(Math::E).round(10), Math.log(8, 2).round(10), Math.log10(1000).round(10), Math.log2(1024)
p Math.hypot(3, 4), Math.exp(0), Math.atan2(1, 1).round(10), 2**3.0
p Math.sqrt(16).class, Math.sqrt(10**2)
begin
  Math.sqrt(-1)
rescue Math::DomainError => e
  p e.message
end
begin
  Math.sqrt("x")
rescue TypeError => e
  p e.message
end
