# Repeated _ parameters each take their own argument; the name reads the first
p proc { |s, _, _, m| [s, m] }.call(1, 2, 3, 4)
def pick(a, _, _, b) = [a, b, _]
p pick(1, 2, 3, 4)
p lambda { |_, _x, _| [_, _x] }.call(1, 2, 3)
p [[1, 2, 3]].map { |_, _, c| c }
p({a: 1}.map { |_, _| _ })
