# Proc.new in a Proc subclass returns an instance of it and calls its
# initialize with the arguments; plain Proc.new rejects arguments.
class P < Proc
  def initialize(*a) = @a = a
  attr_reader :a
end
x = P.new(1, 2) { 3 }
p x.class, x.a, x.call, x.lambda?
p P.new { }.class
class Q < Proc; end
p Q.new { 4 }.call, Q.new { }.class
begin
  Proc.new(1) { }
rescue ArgumentError => e
  p e.message
end
p Proc.new { 5 }.class
