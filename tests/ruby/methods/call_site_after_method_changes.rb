# A call site keeps Ruby's rules after the method it has been calling
# changes: made private and public again, redefined with optional, block,
# rest or more required parameters. The site first calls a method that
# takes exactly its argument, which the interpreter enters directly.
# Expected output: CRuby 4.0.
class C
  def m(a) = a * 2
end
o = C.new
def call(o, x) = o.m(x)
p call(o, 1)
C.send(:private, :m)
begin
  call(o, 2)
rescue NoMethodError => e
  puts e.message
end
C.send(:public, :m)
p call(o, 3)
class C; def m(a, b = 10) = a + b; end
p call(o, 4)
class C; def m(a, &blk) = [a, blk]; end
p call(o, 5)
class C; def m(*a) = a; end
p call(o, 6)
class C; def m(a, b) = a; end
begin
  call(o, 7)
rescue ArgumentError => e
  puts e.message
end
class C; def m(a) = a - 1; end
p call(o, 8)

# Receiverless calls of a private method, and protected ones through self.
class D
  def run = helper(3) + self.guarded(1)
  private def helper(x) = x + 1
  protected def guarded(x) = x * 10
end
p D.new.run
begin
  D.new.guarded(1)
rescue NoMethodError => e
  puts e.message
end

# A site whose receivers alternate between two classes.
class E; def m(a) = "E#{a}"; end
[o, E.new, o, E.new].each { |r| p call(r, 9) }

# Unbounded recursion through such a call still stops with SystemStackError.
def deep(n) = deep(n + 1)
begin
  deep(0)
rescue SystemStackError => e
  puts e.class
end
