# Complex conversions: Complex(string), String#to_c, to_i/to_f/to_r/rationalize/to_c and their RangeErrors, exception: false, Numeric#to_c
p Complex("1+2i"), Complex("3"), Complex("-2.5i"), Complex("1e2+3e-1i"), Complex(" 3+4i "), Complex("1/2+3/4i")
p Complex("i"), Complex("-j"), Complex("1_000+2_0I"), Complex("1", "2"), Complex("1@0"), Complex("2@1/2")
p "1+2i".to_c, "ruby".to_c, "".to_c, "-i".to_c, "3-4i".to_c, "1/2+3/4i".to_c, "-0.0-0.0i".to_c, "1.0@0".to_c
p "1e".to_c, "1e+".to_c, "1__2".to_c, "12_i".to_c, "2.i".to_c, ".5i".to_c, "-".to_c, "1+i".to_c, "  -3.5e2-1/2ji".to_c
p 2.to_c, 2.5.to_c, (1/3r).to_c, nil.to_c, Complex(1, 2).to_c
p Complex(3, 0).to_i, Complex(3.7, 0).to_i, Complex(3, 0).to_f, Complex(3, 0).to_r, Complex(0.5, 0).rationalize(1/10r)
[[:to_i, Complex(1, 2)], [:to_f, Complex(1, 0.0)], [:to_r, Complex(1, 2)], [:rationalize, Complex(0, 1.5)]].each do |m, c|
  c.public_send(m)
rescue RangeError => e
  p e.message
end
["x", "1+2i x", "1__2", "1+", "@1"].each do |s|
  Complex(s)
rescue ArgumentError => e
  p e.message
end
[[nil], [1, nil], [Object.new], [:sym]].each do |args|
  Complex(*args)
rescue TypeError => e
  p e.message
end
p Complex("x", exception: false), Complex(nil, exception: false), Complex(1, nil, exception: false), Complex(Object.new, exception: false)
begin
  Complex.rect("1")
rescue TypeError => e
  p e.message
end
begin
  "1/0".to_c
rescue ZeroDivisionError => e
  p e.message
end
c = Object.new
def c.to_c = Complex(7, 8)
p Complex(c)
