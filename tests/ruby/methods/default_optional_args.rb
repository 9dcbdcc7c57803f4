# Default arguments (evaluated per call, may reference earlier params), optional in the middle
def greet(name, greeting = "Hello", punct = "!") = "#{greeting}, #{name}#{punct}"
p greet("Ann"), greet("Bob", "Hi"), greet("Cy", "Yo", "?")
def stamp(list = [])
  list << list.size
  list
end
p stamp, stamp, stamp([9])
def dep(a, b = a * 2, c = a + b) = [a, b, c]
p dep(1), dep(1, 5), dep(1, 5, 0)
def mid(a, b = :dflt, c) = [a, b, c]
p mid(1, 2), mid(1, 2, 3)
def counter(n = (@calls = (@calls || 0) + 1)) = [n, @calls]
p counter, counter, counter(:given)
