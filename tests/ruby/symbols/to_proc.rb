# Symbol#to_proc with map/select/inject/each, method_missing-free dispatch, arity
p %w[a b c].map(&:upcase), [1, 2, 3, 4].select(&:even?), [1, 2, 3].inject(&:+)
pr = :upcase.to_proc
p pr.call("x"), pr.("y"), pr["z"], pr.arity, pr.lambda?
p [[1, 2], [3, 4]].map(&:sum), [1, 2, 3].sum.then(&:to_s)
p %w[apple kiwi].each_with_index.to_a.map(&:first), %w[apple kiwi].each_with_index.map { _1 * _2 }
begin
  :nope.to_proc.call(1)
rescue NoMethodError => e
  p e.message
end
p [3, 1, 2].sort_by(&:-@), [[1, 2]].map(&:reverse)
