# Integer() and Float() strictness and their ArgumentError/TypeError messages
p Integer("42"), Integer(3.99), Integer("0x10"), Float("1.5"), Float(3), Float("1e3")
["abc", "12abc", "", "1.5", nil].each do |v|
  Integer(v)
rescue ArgumentError, TypeError => e
  puts "#{v.inspect}: #{e.class}: #{e.message}"
end
["x", "1.2.3", ""].each do |v|
  Float(v)
rescue ArgumentError => e
  puts "#{v.inspect}: #{e.class}: #{e.message}"
end
p Integer("zz", exception: false), Float("q", exception: false)
p Integer("1_000"), Integer("  7\n")
begin
  Integer("1__0")
rescue ArgumentError => e
  p e.message
end
