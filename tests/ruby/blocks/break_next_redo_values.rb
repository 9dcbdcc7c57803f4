# break/next values from blocks in map/each/select/find/inject, and break out of nested iterations
p [1, 2, 3].map { |x| next x * 10 if x.odd?; x }, [1, 2, 3].each { |x| break x if x == 2 }
p [1, 2, 3].select { |x| next true if x == 1; false }, [5, 6].find { |x| break :early }
p (1..10).inject(0) { |s, x| break s if x > 4; s + x }
found = nil
[[1, 2], [3, 4]].each do |row|
  row.each do |v|
    if v == 3
      found = v
      break
    end
  end
  break if found
end
p found
r = [1, 2, 3].each_with_object([]) { |x, acc| next if x == 2; acc << x }
p r
p 10.times.map { |i| next :skip if i.odd?; i }.reject { _1 == :skip }, loop { break 5 }
