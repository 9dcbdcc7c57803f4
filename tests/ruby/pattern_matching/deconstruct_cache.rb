# deconstruct/deconstruct_keys calls during matching: keys requested, nil for all keys, arrays of user objects
class Node
  attr_reader :val, :kids
  def initialize(val, *kids) = (@val, @kids = val, kids)
  def deconstruct = [val, *kids]
  def deconstruct_keys(keys) = { val:, kids:, leaf: kids.empty? }
end
tree = Node.new(1, Node.new(2), Node.new(3, Node.new(4)))
def sum(n)
  case n
  in { leaf: true, val: } then val
  in [v, *children] then v + children.sum { |c| sum(c) }
  end
end
p sum(tree)
case tree
in [1, [2], [3, [x]]] then p [:nested_value, x]
end
case tree
in { kids: [_, { val: 3 => three }] } then p three
end
case { a: 1, b: 2 }
in { a: Integer, **rest } then p rest
end
case [1, [2, [3, [4]]]]
in [_, [_, [_, [deep]]]] then p deep
end
