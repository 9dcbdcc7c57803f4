# Array operators and whole-array methods.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
p [1, 2] + [3], [1, 2, 2, 3, 4] - [2, 4], [1, 2] * 2, [1, 2] * ",", [1, 1, 2, 3] & [3, 1, 1], [1, 2, 2] | [3, 2, 1]
p [1, 2, 3].difference([2], [3]), [1, 2, 3].union([4], [1, 5]), [1, 1, 2, 3].intersection([1, 2], [2, 1]), [1].intersection
p [1, 2].intersect?([2, 3]), [1, 2].intersect?([3]), (1..40).to_a.intersect?((40..80).to_a)
p (1..40).to_a - (2..40).to_a, ((1..30).to_a & (25..50).to_a), ((1..10).to_a | (5..20).to_a).size
p [1, 1.0, 1].uniq, ["a", "a", :a].uniq, [[1], [1], [2]].uniq
p [3, 1, 2].sort, ["b", "a", "c"].sort, [2.5, -1.0, 3.0].sort, [[2, 1], [1, 2], [1, 1]].sort, [1, 2.5, 0].sort
p [3, 1, 2].min, [3, 1, 2].max, [].min, [3, 1, 2].min(2), [3, 1, 2].max(2), ["x", "yy"].max, [1, 2.5].max
p [1, [2, [3, [4]]]].flatten, [1, [2, [3, [4]]]].flatten(1), [1, [2]].flatten(0), [[], [[]]].flatten
p [1, 2].product([3, 4]), [1, 2].product, [1].product([2], [3, 4]), [1].product([])
p [[1, 2], [3, 4], [5, 6]].transpose, [].transpose
p [1, 2, 3].rotate, [1, 2, 3].rotate(-1), [1, 2, 3].rotate(4), [].rotate, [1, 2, 3].reverse
p [1, [2, [3]]].join(","), [1, nil, "a", :b, 2.5].join, [1, 2].join("-"), [].join(",")
p [1, "a", :b, nil, 2.5, [true, false]].inspect, [1, [2]].to_s
p [[1, 2], [3, 4]].to_h.to_a, [].to_h.size, [1, 2] <=> [1, 3], [1, 2] <=> [1, 2], [1, 2] <=> [1], [1] <=> [1, 2], [1] <=> 1
p [1, 2] == [1, 2], [1, 2] == [1, 2.0], [1, 2].eql?([1, 2.0]), [1, 2].eql?([1, 2]), [1] == 1
p [1, [2, "x"]].hash == [1, [2, "x"]].hash, [].hash == [].hash
p Array.new(2), Array.new(2, :a), Array.new([1, 2]), Array.new, Array[1, 2], Array.try_convert([1]), Array.try_convert(1)
p [1, 2].to_a, [1, 2].to_ary
r = [1, 2]
r << r
p r, r.to_s
h = [1]
h << h
p h == h, h.hash == h.hash
err { r.join }
err { r.flatten }
err { [3, "a"].sort }
err { ["a", 3].sort }
err { [3, "a"].max }
err { [1, 2] * -1 }
err { [[1, 2], 3].to_h }
err { [[1, 2, 3]].to_h }
err { [[1, 2], [1]].transpose }
err { [1, 2].first("x") }
err { Array.new(-1) }
err { [1] + 1 }
x = [1, 2, 3].shuffle
p x.sort, x.size
p [1, 2, 3].sample.class, [1, 2, 3].sample(2).size, [1, 2, 3].sample(5).sort, [].sample
