# Complex: construction (Kernel#Complex, literals, rect, polar, Integer#i), parts, predicates, equality, hash and inspect/to_s
p Complex(1, 2), Complex(1.0, -0.5), Complex(0, 1), Complex(3), Complex(1.5), Complex(1/2r, 3)
p 2i, -2i, 2.5i, 3ri, 1.5ri, 1 + 2i, 1.5 - 2i, 5.i, -5.0.i
p Complex.rect(1), Complex.rectangular(1, 2.5), Complex.polar(3), Complex.polar(2, Math::PI)
p Complex.polar(1, Math::PI / 2), Complex.polar(-2), Complex.polar(0, 2), Complex::I, Complex::I * Complex::I
p Complex(Complex(1, 2)), Complex(Complex(1, 2), Complex(3, 4)), Complex(1i, 0), Complex(1, 0.0)
p Complex(1, 2).real, Complex(1, 2).imaginary, Complex(1, 2).imag, Complex(1, 2).rectangular, Complex(1, 2).rect
p Complex(3, 4).to_s, Complex(1, -0.0).to_s, Complex(1/2r, -3/4r).to_s, Complex(1/2r, -3/4r).inspect
p Complex(0, Float::INFINITY), Complex(Float::NAN, Float::NAN), Complex(-0.0, -0.0), Complex(2**70, -1)
p Complex(1, 2).real?, Complex(1).real?, 2.real?, Complex(1, 2).integer?, Complex(0, 0).zero?, Complex(0, 1).zero?
p Complex(1, 2).finite?, Complex(Float::INFINITY, 0).finite?, Complex(1, 2).infinite?, Complex(1, -Float::INFINITY).infinite?
p Complex(1, 2) == Complex(1.0, 2.0), Complex(3, 0) == 3, 3 == Complex(3, 0), Complex(3, 1) == 3, Complex(1, 2) == "x"
p Complex(1, 2).eql?(Complex(1, 2)), Complex(1, 2).eql?(Complex(1.0, 2)), Complex(1, 2).hash == Complex(1, 2).hash
p({ Complex(1, 2) => :a }[Complex(1, 2)], [Complex(1, 2), Complex(1, 2), 1i].uniq)
p Complex(1, 2).frozen?, Complex::I.frozen?, Complex.ancestors.take(3), Complex(1, 2).is_a?(Comparable)
p Complex(2) <=> 1, Complex(1) <=> Complex(2), 1 <=> Complex(1), Complex(1, 2) <=> 1, Complex(1) <=> "a"
p %i[positive? negative? < round floor i step].map { |m| Complex(1, 2).respond_to?(m) }
begin
  Complex.new(1, 2)
rescue NoMethodError => e
  p e.message
end
begin
  Complex(1, 2) < Complex(2, 3)
rescue NoMethodError => e
  p e.message
end
