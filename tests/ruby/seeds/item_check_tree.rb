# The seeds' item_check (binary-trees style) over small trees built with arrays
def item_check(item)
    if item[0] != nil
        1 + item_check(item[0]) + item_check(item[1])
    else
        1
    end
end
def bottom_up_tree(depth) = depth > 0 ? [bottom_up_tree(depth - 1), bottom_up_tree(depth - 1)] : [nil, nil]
p item_check([nil, nil]), item_check(bottom_up_tree(1)), item_check(bottom_up_tree(4))
(4..10).step(2).each do |d|
  iterations = 2**(10 - d)
  check = 0
  iterations.times { check += item_check(bottom_up_tree(d)) }
  puts "#{iterations}\t trees of depth #{d}\t check: #{check}"
end
