# An uncaught ArgumentError from a wrong-arity call inside a method: report with backtrace
def greet(name, greeting)
  "#{greeting}, #{name}"
end
def caller_method = greet("x")
puts greet("a", "hi")
caller_method
