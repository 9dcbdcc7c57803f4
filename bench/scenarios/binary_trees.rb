# Binary trees (Computer Language Benchmarks Game): allocation and GC.
def item_check(tree)
  left, right = tree
  return 1 if left.nil?
  1 + item_check(left) + item_check(right)
end

def bottom_up_tree(depth)
  return [nil, nil] if depth == 0
  depth -= 1
  [bottom_up_tree(depth), bottom_up_tree(depth)]
end

max_depth = (ARGV[0] || 14).to_i
min_depth = 4
stretch = max_depth + 1
puts "stretch tree of depth #{stretch}\t check: #{item_check(bottom_up_tree(stretch))}"
long_lived = bottom_up_tree(max_depth)
min_depth.step(max_depth, 2) do |depth|
  iterations = 2**(max_depth - depth + min_depth)
  check = 0
  1.upto(iterations) { check += item_check(bottom_up_tree(depth)) }
  puts "#{iterations}\t trees of depth #{depth}\t check: #{check}"
end
puts "long lived tree of depth #{max_depth}\t check: #{item_check(long_lived)}"
