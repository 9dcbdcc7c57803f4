# |a, | in a block: a proc given one Array takes its first element (arity 1,
# no rest parameter); a lambda with it is a lambda of one parameter.
p [[1, 2], [3, 4]].map { |a, | a }
p({k: :v}.map { |key, | key })
def yields_pair = yield([5, 6])
p yields_pair { |a, | a }
pr = proc { |a, | a }
p pr.arity, pr.parameters, pr.call([7, 8]), pr.call(9, 10)
l = lambda { |a, | a }
p l.arity, l.parameters, l.call([1, 2])
begin
  l.call(1, 2)
rescue ArgumentError => e
  puts e.message
end
