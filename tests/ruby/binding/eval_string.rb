# Kernel#eval of strings: sees and assigns the caller's locals, new locals stay inside, errors
x = 10
p eval("x * 2"), eval("[x, __LINE__]"), eval("y = 5; y + x")
p defined?(y)
eval("x = 99")
p x
def helper(n) = eval("n + 1")
p helper(4)
begin
  eval("1 +")
rescue SyntaxError => e
  p e.class
end
p eval("def dyn_m = :dyn; dyn_m"), eval("[1, 2].map { |v| v * x }")
