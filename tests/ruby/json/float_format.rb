# Float#to_json text: plain or exponent form by magnitude, shortest digits, signs and zeros
require "json"
[1e20, 1.0e-5, 10.0, 2.5, 1e7, 1e15, 1e16, 123456789012.5, 1.5e-7, -0.25, 0.0, -0.0, 0.001234,
 1.0 / 3, 1e-7, 1e-6, 5e-324, 1.7976931348623157e308, 12.0e3, 100.0, 123e-20, -4.5e100, 0.1 + 0.2].each do |f|
  puts "#{f} -> #{f.to_json}"
end
p JSON.generate([1.0, -1.5, 3.14159]), JSON.parse("[1e20, 0.00001]")
