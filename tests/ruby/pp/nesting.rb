# pp of deep nesting and mixed structures.
deep = 1
12.times { |i| deep = [i, deep] }
pp deep
tree = {root: {left: {left: {value: 1}, right: {value: 2}}, right: {left: {value: 3}, right: {value: 4, extra: (1..20).to_a}}}}
pp tree
rows = (1..6).map { |i| {id: i, name: "row#{i}", score: i * 1.5, tags: ["t#{i}", "u#{i}"]} }
pp rows
matrix = (1..8).map { |i| (1..8).map { |j| i * j } }
pp matrix
pp [[[[[[[[[[["deep"]]]]]]]]]]]
pp({a: [{b: [{c: [{d: "x" * 60}]}]}]})
class Custom
  def inspect = "#<Custom thing>"
end
pp [Custom.new] * 6
class Pretty
  def pretty_print(q)
    q.group(1, "<<", ">>") do
      q.text "pretty"
      q.breakable
      q.text "print"
    end
  end
end
pp [Pretty.new, Pretty.new]
pp [Pretty.new] * 10
