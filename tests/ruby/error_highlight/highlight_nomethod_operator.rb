# Uncaught NoMethodError from an operator on nil: the snippet marks the operator
def average(values)
  sum = values.first
  values.drop(1).each { |v| sum = sum + v }
  sum / values.size
end
p average([2, 4])
p average([nil, 4])
