# Complex arithmetic: + - * / quo fdiv ** with Integer, Float, Rational and Complex on either side; abs, arg, conj, polar
a = Complex(3, 4)
b = Complex(1, -2)
p a + b, a - b, a * b, a / b, a.quo(b), a.fdiv(2), -a, +a
p a + 1, a - 1.5, a * 2, a / 2, a / 2.0, a * (1/2r), a + (1/3r)
p 1 + a, 1.5 - a, 2 * a, 10 / a, 2.0 / a, (1/2r) * a, (1/2r) + 2i
p Complex(6, 4) / Complex(1, 1), Complex(1.0, 2) / Complex(3, 4), Complex(9, 8) / 4, Complex(4, 2) / 2
p Complex(1, 2) - Complex(1, 2), Complex(0.0, 1) * Complex(0, 1), Complex(1, 1) * 1.5
p a ** 0, a ** 1, a ** 2, a ** -1, a ** 3, Complex(2, 0) ** 10, Complex(0, 2) ** 3
p Complex(1, 1) ** 4, Complex(1, -1) ** 5, Complex(1, 1) ** -2, Complex(2, 3) ** 2r, Complex(3, 4) ** 0.5
p (-8) ** (1.0 / 3), (-8.0) ** 0.5, (-8) ** 0.5, 4 ** 0.5, (-8.0) ** 2.0
p a.abs, a.magnitude, a.abs2, Complex(0, -3).abs, Complex(0.0, 3).abs, Complex(3, 0.0).abs, Complex(1, 1).abs
p a.arg, a.angle, a.phase, Complex(0, 1).arg, Complex(-1, 0).arg, Complex(-1, -0.0).arg, a.polar
p a.conj, a.conjugate, Complex(1, 2).numerator, Complex(1/2r, 2/3r).numerator, Complex(1/2r, 2/3r).denominator
p 5.arg, -5.arg, 2.5.arg, -2.5.angle, 0.0.phase, -0.0.arg, Float::NAN.arg.nan?, (-1/2r).arg
p 3.polar, -3.polar, 2.5.rectangular, (1/2r).polar, -4.abs2, 1.5.abs2, 7.conj, 7.imag, 7.real
begin
  a / 0
rescue ZeroDivisionError => e
  p e.message
end
begin
  a + "x"
rescue TypeError => e
  p e.message
end
begin
  a * nil
rescue TypeError => e
  p e.message
end
begin
  a.coerce("x")
rescue TypeError => e
  p e.message
end
p a.coerce(2), a.coerce(1.5), a.coerce(Complex(1, 1))
