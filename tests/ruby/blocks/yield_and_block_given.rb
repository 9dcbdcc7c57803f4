# yield with 0/1/many values, yield return value, block_given?, calling without block -> LocalJumpError
def twice
  return :no_block unless block_given?
  [yield(1), yield(2)]
end
p twice { _1 * 10 }, twice
def pass_many = yield(1, 2, 3)
p pass_many { |a, b| [a, b] }, pass_many { |*all| all }, pass_many { |a, (b, c), d| [a, b, c, d] }
def no_args = yield
p no_args { :called }
def bad = yield
begin
  bad
rescue LocalJumpError => e
  p e.class, e.message
end
def map_twice(arr) = arr.map { yield(yield(_1)) }
p map_twice([1, 2]) { _1 + 1 }
def with_index_block
  i = 0
  %w[a b].each { |x| yield x, i; i += 1 }
end
with_index_block { |x, i| puts "#{i}=#{x}" }
