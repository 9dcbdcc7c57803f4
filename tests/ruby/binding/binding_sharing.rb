# Closures share the same variable binding: mutations through one are visible to others and the outer scope
def pair
  v = []
  [->(x) { v << x }, -> { v.dup }, -> { v = [] }]
end
push, snap, reset = pair
push.(1); push.(2)
p snap.()
reset.()
push.(3)
p snap.()
x = 10
change = -> { x = 20 }
change.()
p x
str = +"a"
app = -> { str << "b" }
app.(); app.()
p str
h = Hash.new { |hash, k| hash[k] = k * 2 }
fetcher = ->(k) { h[k] }
p fetcher.(4), h
b = binding
y_local = 5
p b.local_variable_get(:y_local), b.local_variable_defined?(:x)
