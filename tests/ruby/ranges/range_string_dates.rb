# Ranges of strings and Time-free values: each over "a".."e", "aa".."ad", "1".."10", include? vs cover?, to_a sizes
p ("a".."e").to_a, ("aa".."ad").to_a, ("1".."10").to_a, ("y".."ab").to_a, ("A".."c").to_a.size
p ("a".."z").include?("m"), ("a".."z").cover?("mm"), ("a".."z").include?("mm"), ("a"..."c").to_a
p ("a".."e").step(2).to_a, ("a".."e").each_slice(2).to_a, ("a".."e").count, ("a".."e").first(2), ("a".."e").min
p ("az".."bc").map(&:upcase), ("08".."11").to_a, ("9".."11").to_a
