# flatten with depths and recursion errors, product/zip/transpose combos, and compact/uniq chains
deep = [1, [2, [3, [4, [5]]]]]
p deep.flatten, deep.flatten(1), deep.flatten(2), deep.flatten(0), [[1, nil], [nil]].flatten.compact
r = [1]
r << r
begin
  r.flatten
rescue ArgumentError => e
  p e.message
end
p [1, 2].product([3, 4], [5]), [[1, 2], [3, 4]].map(&:sum), [%w[a b], [1, 2]].transpose.to_h
p [3, 1, nil, 3, 2, nil].compact.uniq.sort, [[1, 2], [1, 2], [2, 1]].uniq, [[1, 2], [2, 1]].map(&:sort).uniq
p [1, 2, 3].zip([4, 5, 6], [7, 8, 9]).map(&:sum), [1, 2, 3].each_slice(1).to_a.flatten
p [[[1]]].flatten!, [1, 2].flatten!, [[1, [2]], [3]].flatten.sum
