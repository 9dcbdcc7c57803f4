# Module#<, <=, >, >= with an argument that is not a class or module raise
# TypeError; <=> answers nil.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
[nil, 0, "a", :s, 1..2, proc {}, Object.new].each do |x|
  %i[< <= > >=].each { |op| t { String.public_send(op, x) } }
  t { String <=> x }
end
p String > Object, String >= String, Comparable > String, Integer < Numeric, String > Integer
