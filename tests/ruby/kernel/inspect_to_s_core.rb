# inspect vs to_s for core objects: strings, symbols, floats, nil, ranges, nested collections, special chars
vals = ["q\"uote", "tab\t", :sym, :"odd sym", 1.0, 1e-9, nil, true, 1..2, "a".."b", [nil, [true]], { 1 => nil }, Object, Comparable, 3r, 2i]
vals.each { |v| puts "#{v.inspect} | #{v}" }
p "é\u0001\e", "\#{x}", "#no", "a\\b"
p Float::INFINITY, -Float::INFINITY, 10.0**16, 2**64
p Encoding::UTF_8, "bin".b, "bin".b.encoding
