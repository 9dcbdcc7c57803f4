# Messages of common exceptions: NoMethodError, NameError, TypeError, ZeroDivisionError, KeyError, IndexError, RangeError, StopIteration
tries = [
  -> { nil.upcase }, -> { 5.foo }, -> { "s".bar(1) }, -> { Object.new.baz }, -> { undefined_name },
  -> { UndefinedConst }, -> { 1 / 0 }, -> { 1 % 0 }, -> { 1.divmod(0) }, -> { { a: 1 }.fetch(:b) },
  -> { { "a" => 1 }.fetch("b") }, -> { [1].fetch(5) }, -> { [1, 2].first(-1) }, -> { Integer("x") },
  -> { "a" + 1 }, -> { 1 + nil }, -> { [1] * nil }, -> { nil + 1 }, -> { :s.unknown },
  -> { [].each.next }, -> { Comparable.new }, -> { raise "plain" }, -> { raise IOError },
  -> { 2**(2**100) }, -> { "abc".to_sym.call }, -> { Hash.new(1) { } }, -> { [3, "a"].max },
  -> { true & nil.foo }, -> { Float::NAN.to_i }, -> { 1.0 / "x" }
]
tries.each do |t|
  t.call
  p :none
rescue Exception => e
  p [e.class, e.message]
end
e = (nil.upcase rescue $!)
p e.name, e.receiver, e.args
k = ({ x: 1 }.fetch(:y) rescue $!)
p k.key, k.receiver
