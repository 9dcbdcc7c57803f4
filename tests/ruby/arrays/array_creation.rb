# Array.new forms, Array(), %w/%i, splat construction, multiplication, and shared default pitfalls
p Array.new, Array.new(2), Array.new(3, 0), Array.new(3) { |i| (i + 97).chr }
shared = Array.new(2, [])
shared[0] << 1
p shared
fresh = Array.new(2) { [] }
fresh[0] << 1
p fresh
p %w[a b c], %i[x y], [*1..3, *"a"], [*nil], [*[1, 2], 3]
p Array[1, 2], Array.new([7, 8]), [0] * 3, Array.new(2) { Array.new(2, 0) }
begin
  Array.new(-1)
rescue ArgumentError => e
  p e.message
end
x, *rest = [1, 2, 3]
p x, rest
p [1, 2, 3].to_a.equal?([1, 2, 3]), [[1, 2]].to_h, (1..3).to_a.reverse
p Array.try_convert([1]), Array.try_convert("x")
