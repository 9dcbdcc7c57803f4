# Block scoping: blocks see and mutate outer locals, block-local vars (|x; y|), shadowing params
x = 10
y = 1
[1, 2].each { |i| x += i }
p x
[1].each { |y| y = 99 }
p y
z = 0
[1, 2].each { |i; z| z = i }
p z
[1].each { inner = 5 }
p defined?(inner)
total = 0
adder = ->(n) { total += n }
adder.(5); adder.(6)
p total
a = 1
l = lambda { a = 2; b = 3; [a, b] }
p l.call, a, defined?(b)
1.then { |v; a| a = :shadow }
p a
3.times { |i| last = i }
p defined?(last)
