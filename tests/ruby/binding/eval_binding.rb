# Kernel#eval with and without a Binding: reading and assigning the caller's locals, locals created by eval, Binding#eval
total = 10
p eval("total + 1")
eval("total += 5")
p total
p eval("fresh = 3; fresh * total")
p defined?(fresh)
begin
  eval("fresh")
rescue NameError => e
  puts "each eval has its own new locals: #{e.name}"
end

b = binding
eval("kept = 7", b)
p eval("kept + 1", b)
p b.eval("kept * 2")
b.eval("kept += 1; other = kept + 100")
p b.local_variable_get(:kept), b.local_variable_get(:other)
p b.local_variables.last(2)
p defined?(kept)

def counter_binding
  count = 0
  binding
end
cb = counter_binding
3.times { cb.eval("count += 1") }
p cb.local_variable_get(:count)
p eval("count", cb)

def scaled(n, factor: 2)
  eval("n * factor")
end
p scaled(21), scaled(5, factor: 3)

def yielder = eval("yield(1) + yield(2)")
p yielder { |v| v * 10 }

adder = eval("->(a) { a + total }")
total = 100
p adder.(1)
p eval("[1, 2, 3].sum { |v| v * total }")

eval("def made_in_eval(x) = x * 3")
p made_in_eval(4)

begin
  eval("1 +")
rescue SyntaxError => e
  puts "SyntaxError rescued: #{e.class}"
end
begin
  eval("raise ArgumentError, 'from eval'")
rescue ArgumentError => e
  p e.message
end
begin
  eval(42)
rescue TypeError => e
  p e.message
end
begin
  eval("1", :not_a_binding)
rescue TypeError => e
  p e.message
end
