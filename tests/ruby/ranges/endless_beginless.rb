# Endless and beginless ranges: slicing, case/when, iteration with break, inspect, errors
a = [0, 1, 2, 3, 4, 5]
p a[2..], a[..2], a[...2], a[-2..]
def classify(n)
  case n
  when ..0 then :non_positive
  when 1..9 then :small
  when 10.. then :large
  end
end
p [-5, 0, 3, 10, 1000].map { classify(_1) }
r = []
(5..).each { |i| break if i > 8; r << i }
p r
p (1..).first(2), (1..nil).inspect, (nil..1).to_s, (1..).end
begin
  (..5).each { }
rescue TypeError => e
  p e.message
end
begin
  (1..).to_a
rescue RangeError => e
  p e.message
end
p (1..).lazy.map { _1 * 3 }.first(3)
