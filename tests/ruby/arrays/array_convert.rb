# Implicit conversions (to_ary/to_str/to_int) and subclasses with Array natives.
class Pair
  def initialize(a, b); @a = a; @b = b; end
  def to_ary; [@a, @b]; end
end
class Sep
  def to_str; "|"; end
end
class Idx
  def to_int; 1; end
end
class MyArray < Array; end
pr = Pair.new(1, 2)
p [0] + pr, [[1, 2]] == [pr], [1, 2] == pr, [pr].flatten, [0, pr].join("-"), [1, 2].join(Sep.new), [1, 2] * Sep.new
p [10, 20, 30][Idx.new], [10, 20, 30].values_at(Idx.new), [[1, 2], pr].to_h.to_a, [pr].transpose, [pr, [1, 2]].assoc(1)
m = MyArray[1, 2, 3]
p m.class, m, m.dup.class, m.to_a.class, m[0, 2].class, (m + [4]).class, MyArray.new(2, 0), MyArray.new(2).class
p Array.new(3, []).map(&:object_id).uniq.size
x = [3, 1, 2]
y = x.dup
y << 4
p x, y, x.sort.equal?(x), x.frozen?, x.dup.frozen?
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
err { [1, 2].join(5) }
err { [1] * nil }
err { [1] - 5 }
err { [1].concat(5) }
err { [1, 2].product(3) }
