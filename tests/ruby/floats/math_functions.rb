# Math module: sqrt/cbrt/hypot/log variants/trig/exp, constants, and DomainError for invalid arguments
p Math.sqrt(16), Math.cbrt(27), Math.hypot(3, 4), Math.log(Math::E), Math.log(8, 2), Math.log2(1024), Math.log10(0.001)
p Math::PI.round(10), Math::E.round(10), Math.sin(0), Math.cos(0), Math.tan(0).abs, Math.atan2(1, 1).round(10)
p Math.sin(Math::PI / 2), Math.acos(1), Math.asin(1).round(10), Math.sinh(0), Math.cosh(0)
p Math.sqrt(2**100), Math.sqrt(1e100), Integer.sqrt(10**40), Math.log(0)
begin
  Math.sqrt(-1)
rescue Math::DomainError => e
  p e.message
end
begin
  Math.log(-1)
rescue Math::DomainError => e
  p e.message
end
p (1..5).map { |i| Math.log(i).round(4) }, Math.gamma(5), Math.erf(0), Math.ldexp(0.5, 3), Math.frexp(8.0)
