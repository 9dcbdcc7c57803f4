# Uncaught ArgumentError for an unknown keyword argument: caller and callee snippets
def greet(name, punctuation: "!")
  "Hello, #{name}#{punctuation}"
end
puts greet("Ann")
puts greet("Bob", punctation: "?")
