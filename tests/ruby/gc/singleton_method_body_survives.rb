# A block given to define_singleton_method stays alive as the method's body
# through collections, with what it captured (it used to be freed: the
# method then read a reused slot or crashed).
object = Object.new
%i[run use].each do |name|
  object.define_singleton_method(name) { |*args| [name, args] }
end
def add_other(object) = object.define_singleton_method(:other, &proc { |x| [x, "captured".dup] })
add_other(object)
GC.start
garbage = Array.new(200_000) { "x" * 20 }
garbage = nil
GC.start
p object.run(1), object.use(2, 3), object.other(4)
