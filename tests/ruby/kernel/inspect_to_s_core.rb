# inspect vs to_s for core objects: strings, symbols, floats, nil, ranges, nested collections, special chars
vals = ["q\"uote", "tab\t", :sym, :"odd sym", 1.0, 1e-9, nil, true, 1..2, "a".."b", [nil, [true]], { 1 => nil }, Object, Comparable, 3r, 2i]
vals.each { |v| puts "#{v.inspect} | #{v}" }
p "é\u0001\e", "\#{x}", "#no", "a\\b"
p Float::INFINITY, -Float::INFINITY, 10.0**16, 2**64
p Encoding::UTF_8, "bin".b, "bin".b.encoding
p :"a b".to_s, :a.inspect, "é".inspect, "\u00e9".bytes.size
puts [1, [2, [nil, "s"]]].inspect, nil.inspect, [].inspect, {}.inspect
p 1.0.to_s, 1.to_s, -0.0.to_s, (2**64).inspect
p "a\tb".inspect.size, 'a\tb'.inspect
