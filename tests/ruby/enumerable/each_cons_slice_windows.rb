# Sliding windows with each_cons, chunks with each_slice, moving averages and pairwise differences
data = [3, 5, 8, 13, 21, 34, 55]
p data.each_cons(2).map { |a, b| b - a }, data.each_cons(3).map { |w| w.sum / 3.0 }
p data.each_slice(3).to_a, data.each_slice(3).map(&:max), data.each_cons(7).to_a, data.each_cons(8).to_a
p (1..10).each_slice(4).map(&:size), "abcdefg".chars.each_slice(3).map(&:join)
p data.each_cons(2).all? { |a, b| b > a }, data.each_cons(2).count { |a, b| b.odd? && a.odd? }
begin
  data.each_cons(0)
rescue ArgumentError => e
  p e.message
end
begin
  data.each_slice(-1)
rescue ArgumentError => e
  p e.message
end
p data.each_slice(2).size, data.each_cons(2).size, [].each_slice(3).to_a
