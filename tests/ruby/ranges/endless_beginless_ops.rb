# Endless and beginless ranges: include?, ===, first, take, lazy, case/when, slicing and errors
r = (5..)
p r.first(3), r.include?(1000), r === 4, r.begin, r.end, r.size, r.inspect
b = (..10)
p b.include?(-5), b === 11, b.end, b.begin, b.inspect, (...10).inspect
p [1, 2, 3, 4, 5][2..], [1, 2, 3, 4, 5][..1], "hello"[1..]
def grade(n)
  case n
  when ..59 then "F"
  when 60...80 then "C"
  when 80.. then "A"
  end
end
p [10, 65, 99].map { |n| grade(n) }
p (1..).lazy.map { |x| x * 2 }.select { |x| x % 3 == 0 }.first(3)
p (1..).each_slice(2).first(2), (1..Float::INFINITY).lazy.map { |x| x * x }.first(3)
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
p (nil..nil).inspect, (1..nil) == (1..), (1..).cover?(2..3)
