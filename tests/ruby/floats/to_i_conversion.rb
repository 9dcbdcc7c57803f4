# Float -> Integer conversion (to_i/round/floor), FloatDomainError for NaN/Infinity
p 3.99.to_i, -3.99.to_i, 1e20.to_i, 1e20.to_i.class, 2.5.to_r, 0.75.rationalize
p 12.0.to_i, 12.7.round, -12.7.round
[Float::NAN, Float::INFINITY, -Float::INFINITY].each do |f|
  f.to_i
rescue FloatDomainError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Float::NAN.round
rescue FloatDomainError => e
  puts e.message
end
p Integer(2.5), Float(2)
