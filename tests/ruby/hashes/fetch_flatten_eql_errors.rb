# Hash#fetch's KeyError cuts a long key's inspect to 65 characters (a
# Thread's fetch and ENV.fetch do not); flatten's depth converts with to_int;
# eql? and == with an object that converts with to_hash ask that object;
# dup of a subclass runs its initialize_copy, whose super checks its argument.
def show
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
show { {}.fetch("z" * 63) }
show { {}.fetch("z" * 64) }
show { { "a" => 1 }.fetch("gumby" * 20) }
show { {}.fetch_values("y" * 80) }
show { {}.fetch(:"#{"s" * 70}") }
e = ({}.fetch("q" * 70) rescue $!)
p e.key.size, e.receiver
show { ENV.fetch("x" * 70) }
show { Thread.current.fetch("y" * 70) }
show { Thread.current.fetch("absent") { |key| key } }
show { { a: [1, [2]] }.flatten(nil) }
show { { a: [1, [2]] }.flatten(1.9) }
o = Object.new
def o.to_hash = {}
def o.eql?(x) = true
show { [{}.eql?(o), {} == o, {}.eql?(0)] }
def o.==(x) = true
show { {} == o }
sub = Class.new(Hash) { def initialize_copy(h) = super(Object.new) }
show { sub.new.dup }
copying = Class.new(Hash) { def initialize_copy(h) = (super; self[:copied] = true) }
show { copying[a: 1].dup }
array_copying = Class.new(Array) { def initialize_copy(a) = (super; self << :copied) }
show { array_copying[1].dup }
