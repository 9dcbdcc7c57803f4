# Core error classes and their exact Ruby 4.0 messages (rescued and printed)
def show
  yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
class Foo; end
show { 1 / 0 }
show { nil.upcase }
show { Foo.new.bar }
show { 5.nope }
show { Foo.nope }
show { undefined_local_xyz }
show { UndefinedConst }
show { 1 + "2" }
show { "2" + 1 }
show { [1] + 1 }
show { Integer("x1") }
show { [].fetch(3) }
show { { a: 1 }.fetch(:b) }
show { "abc".freeze << "d" }
show { :sym.unknown }
show { raise StopIteration }
show { [1, 2].first("x") }
show { Comparable.new }
show { BasicObject.new.inspect }
show { Float::INFINITY.to_i }
show { "x".to_sym.to_proc.call(nil) }
show { [3, "a"].sort }
show { loop { raise IndexError, "inside loop" } }
show { 1.upto }
show { Struct.new(:a).new(1, 2) }
