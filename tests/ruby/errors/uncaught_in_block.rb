# An uncaught ZeroDivisionError raised inside nested blocks and a method
def compute(list)
  list.map { |x| 10 / x }
end
p compute([1, 2])
[[3], [0]].each { |l| p compute(l) }
