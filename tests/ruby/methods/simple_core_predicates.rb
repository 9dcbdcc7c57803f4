# Core methods the interpreter calls directly (they neither raise nor call
# Ruby code): their answers on every kind of receiver, and a program's own
# definitions of the same names, which are called instead.
big = 2**70
p [-5.abs, big.abs, (-big).abs, -(2**62), -big, ~big, 7.magnitude]
p [0.zero?, big.zero?, 3.even?, big.odd?, -1.negative?, big.positive?, 4.integer?, 4.finite?, 4.infinite?]
p [3.to_f, big.to_f, 3.to_i, big.to_int]
p [-1.5.abs, (-0.0).abs, -2.5, 1.5.nan?, (0.0 / 0.0).nan?, (1 / 0.0).infinite?, (-1 / 0.0).infinite?, 1.0.infinite?]
p [0.0.zero?, 2.0.positive?, -2.0.negative?, 2.5.to_f, 1e300.finite?]
p [nil.class, 1.class, big.class, 1.0.class, :s.class, "s".class, [].class, Class.class]
p ["".frozen?, :s.frozen?, 1.frozen?, "x".freeze.frozen?, nil.nil?]
p ["".empty?, "a".empty?, [].empty?, [1].empty?, {}.empty?, {a: 1}.empty?, :"".empty?, :a.empty?]
p ["héllo".bytesize, :sym.to_sym]

class Integer
  def even? = :redefined
end
p 3.even?, 4.odd?

class Sub < Array
  def empty? = :sub
end
p Sub.new.empty?, [].empty?

o = Object.new
def o.class = :singleton_class_method
p o.class, Object.new.class
