# A misspelled Kernel method called without a receiver: the suggestion includes private methods
def greet(name) = "hello #{name}"
puts greet("ann")
pust greet("bob")
