# Implicit return values: if/case/unless as expressions, assignment values, method definitions returning symbols
def sign(n) = if n > 0 then :pos elsif n < 0 then :neg else :zero end
p [-2, 0, 3].map { |n| sign(n) }
r = def some_method = 1
p r
x = (y = 5) + 1
p x, y
p (true and nil), (false or :fallback), (not true), (1 if false), (2 unless false)
v = [1, 2, 3].each_with_object([]) { |i, acc| acc << i if i.odd? }
p v
def early(n)
  return :negative if n.negative?
  return :big, n if n > 100
  :normal
end
p early(-1), early(500), early(5)
p (class Foo; self; end), (module Bar; 42; end)
p [1, 2].each { }.class, (while false do end), (begin; 1; 2; end)
