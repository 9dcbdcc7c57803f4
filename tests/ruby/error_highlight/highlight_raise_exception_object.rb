# Uncaught ArgumentError raised as an object built with new: the snippet marks that expression
def check_age(age)
  raise ArgumentError.new("age must be positive") if age <= 0
  age
end
puts check_age(30)
puts check_age(-1)
