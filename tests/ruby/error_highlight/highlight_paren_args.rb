# Uncaught TypeError from Array#first(count) with a String count: the snippet marks the parenthesised arguments
def top(items, count)
  items.sort.reverse.first(count)
end
p top([5, 1, 9], 2)
p top([5, 1, 9], "2")
