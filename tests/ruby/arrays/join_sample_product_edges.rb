# Array edges that programs and Ruby's own tests reach: index/rindex
# enumerators to_a every element; join re-reads an array that an element's
# to_str changes, detects recursion through to_ary, and answers US-ASCII
# for numbers; a trailing **{} adds nothing to an array literal; product
# with a block makes combinations one at a time; sample and shuffle reject
# unknown keywords; flatten! checks frozen first; a stepped slice past the
# ends raises; Array.new and fetch warn that the block supersedes a default.
def show
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
a = [0, 1, 2]
show { a.index.to_a }
show { a.rindex.to_a }
show { a.find_index.to_a }
x = Struct.new(:ary).new
def x.to_str
  ary[2] = [0, 1, 2]
  "z"
end
x.ary = ["a", "b", "c", x]
show { x.ary.join("") }
y = Struct.new(:ary).new
def y.to_str
  ary.clear
  ary[0] = "b"
  "z"
end
y.ary = Array.new(5) { "a" } << y
show { y.ary.join("") }
r = []
r << r
show { r.join }
def (o = Object.new).to_ary = [self]
show { [o].join }
show { [1, [2, [3, 4], 5]].join }
show { [[].join.encoding, [1, 2].join.encoding, ["a"].join.encoding, [:a].join.encoding, [1, "é"].join.encoding] }
show { [1.to_s.encoding, 1.5.to_s.encoding, (2**70).inspect.encoding, :a.to_s.encoding, :"é".to_s.encoding] }
show { ["#{1}".encoding, "#{1}#{:b}".encoding, (1.to_s + "é").encoding, 1.to_s(2).encoding] }
show { [].to_enum.first(-1) }
show { eval("[{}, {}, **{}]").size }
h = {}
show { [[1, **h], [**h], [**{ a: 1 }], [1, a: 2, **h]] }
b = (0..100).to_a
show { b.product(b, b, b, b, b, b, b, b, b, b) }
show { b.product(b, b, b, b, b, b, b, b, b, b) { break :broke } }
show { r = []; [1, 2].product([3], [4, 5]) { |t| r << t }; r }
show { [1].product(1) { } }
show { [1, 2].sample(xawqij: "a") }
show { [1, 2].shuffle(xawqij: "a", b: 1) }
show { [1, [2]].freeze.flatten!(:a) }
show { (1..10).to_a[(-101..-1) % 2] }
show { (1..10).to_a[(11..12) % 2] }
show { (1..10).to_a[(8..12) % -2] }
show { (1..10).to_a[(10..12) % 3] }
show { (1..10).to_a[(-11..2) % 1] }
show { Array.new(3, 1) { 2 } }
show { [1].fetch(5, 0) { 3 } }
