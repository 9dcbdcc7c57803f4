# Mixed Integer/Float arithmetic, coercion TypeErrors, comparisons across types
p 1 + 2.0, 3 * 0.5, 10 / 4.0, 7.0.div(2), 7 % 2.5
p 1 == 1.0, 1.eql?(1.0), 1.equal?(1), 1.hash == 1.0.hash
p 3 <=> 3.5, 4.0 <=> 4, 1 <=> "1"
[[1, "2"], ["2", 1], [1, nil]].each do |a, b|
  a + b
rescue TypeError, NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
begin
  [1, 2] + nil
rescue TypeError => e
  puts e.message
end
begin
  3 < "4"
rescue ArgumentError => e
  puts e.message
end
p 1.coerce(2.5), 1.5.coerce(2)
p 10.0.to_i.class, (2**64).to_f
