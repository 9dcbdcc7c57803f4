# Paging through data with each_slice and each_with_index, printing page headers and per-page sums
rows = (1..23).map { |i| ["item#{i}", i * 3] }
rows.each_slice(10).with_index(1) do |page, n|
  puts "page #{n}: #{page.first[0]}..#{page.last[0]} sum=#{page.sum { _2 }}"
end
p rows.each_slice(10).map(&:size), rows.each_slice(10).count, rows.last(3).to_h
