# Marshal.dump writes CRuby 4.0's bytes: the hex of many core values (integers at the fixnum/bignum boundaries, floats, strings and their encodings, symbols and symbol links, collections, ranges, regexps, classes, structs, Data, Rational, Complex, Time, subclasses, extended objects, links)
S = Struct.new(:a, :b)
D = Data.define(:x, :y)
class Pt
  def initialize(x, y) = (@x = x; @y = y)
end
module Ext; end
class MyS < String; end
class MyA < Array; end
class MyH < Hash; end
class MyR < Range; end
class Node
  attr_accessor :v, :n
end

def show(label, v) = puts("#{label}: #{Marshal.dump(v).unpack1("H*")}")

[nil, true, false, 0, 1, -1, 122, 123, -123, -124, 255, 256, -256, -257, 65535, 65536, 2**24,
 2**30 - 1, 2**30, -2**30, -2**30 - 1, 2**31, 2**32, 2**62 - 1, -2**62, 2**62, 2**64 - 1, 2**64, -2**64, 2**100].each { show(_1.inspect, _1) }
[1.0, -0.0, 0.0, 1.5, 1e100, 1.0 / 3, 1e-5, 0.001, 0.0001, 123456789.125, Float::INFINITY, -Float::INFINITY, Float::NAN,
 2.5e-300, 100.0, 1e16, 1e15, 12.5e300, 1.7976931348623157e308, 5e-324, 0.1, 2.0**62, -1.25].each { show(_1.inspect, _1) }
["", "abc", "caf\u00e9", "abc".b, "\xff".b].each { show(_1.inspect, _1) }
[:a, :sym, :"caf\u00e9", [:a, :a, :b], [:"caf\u00e9", :"caf\u00e9", "x"]].each { show(_1.inspect, _1) }
show("array", [1, [2, 3]])
show("hash", {a: 1, "b" => 2})
show("default", Hash.new(5).merge(1 => 2))
show("identity", {}.compare_by_identity)
show("identity 1=>2", {1 => 2}.compare_by_identity)
show("identity default", Hash.new(3).compare_by_identity)
show("ranges", [1..2, 1...3, "a".."z", (1..), (..2)])
show("regexps", [/ab+c/ix, /x/m, /caf\u00e9/, /café/])
show("modules", [Object, Kernel, Comparable, String])
show("struct", S.new(1, "x"))
show("data", D.new(x: 1, y: 2))
show("object", Pt.new(1, :q))
show("set", Set[1, 2])
show("encodings", [Encoding::UTF_8, Encoding::BINARY, Encoding::UTF_8])
show("rational", Rational(1, 3))
show("complex", Complex(1, 2))
show("time", Time.utc(2020, 1, 2, 3, 4, 5))
show("time nsec", Time.at(0, 123456789, :nsec).utc)
show("time usec", Time.at(1600000000, 500, :usec).utc)
show("time 1850", Time.utc(1850, 1, 1))
t = Time.utc(2020)
show("time twice", [t, t])
show("extended object", Object.new.extend(Ext))
show("extended string", "s".extend(Ext))
show("subclasses", [MyS.new("x"), MyA[1], MyH[1, 2], MyR.new(1, 2)])
h = MyH.new.compare_by_identity
h[1] = 2
show("identity subclass", h)
s = "sh"
show("shared", [s, s])
a = []
a << a
show("cycle", a)
x = 1.5
show("float link", [x, x, 2**70])
n1 = Node.new
n1.v = 1
n2 = Node.new
n2.v = 2
n1.n = n2
n2.n = n1
show("object cycle", n1)
s = "ab"
s.instance_variable_set(:@q, 1)
show("string ivar", s)
b = "ab".b
b.instance_variable_set(:@q, 1)
show("binary ivar", b)
o = Object.new
o.instance_variable_set(:@b, 1)
o.instance_variable_set(:@a, 2)
show("ivar order", o)
e = ArgumentError.new("m")
e.instance_variable_set(:@z, 1)
show("exception", e)
puts "limit 2: #{Marshal.dump([1], 2).unpack1("H*")}"
