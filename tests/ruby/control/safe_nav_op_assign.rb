# a&.b OP= v, ||= and &&= do nothing and yield nil when a is nil; otherwise
# they read and write the attribute once, as a.b OP= v does.
p(nil&.foo += 5)
p(nil&.foo ||= 5)
a = nil
p(a&.x &&= 1)
S = Struct.new(:foo)
s = S.new(1)
p(s&.foo += 5)
p s.foo
s.foo = nil
p(s&.foo ||= 7)
p s.foo
p(s&.foo &&= 9)
p s.foo
calls = 0
r = nil&.bar(calls += 1)
p r, calls
