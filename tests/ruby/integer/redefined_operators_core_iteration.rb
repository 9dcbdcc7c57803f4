# A program that redefines Integer's operators changes its own arithmetic,
# not how the core's iterators count: CRuby's are C loops.
class Integer
  def +(other) = 42
  def -(other) = -42
  def <(other) = false
  def >(other) = false
  def <=(other) = false
  def >=(other) = false
  def ==(other) = false
end

# The program's own code sees the redefinitions.
p 1 + 1, 5 - 1, 1 < 2, 2 == 2

seen = []
1.upto(3) { |i| seen << i }
3.downto(1) { |i| seen << i }
[5, 6].each_with_index { |x, i| seen << [x, i] }
p seen
p (1..3).to_a, (1...3).to_a, (1..3).sum
p [1, 2, 3].sum, [1, 5, 2].max, [3, 1].sort, [1, 2, 3].reverse_each.to_a
p "abc".each_char.to_a, "a\nb".lines
p({a: 1, b: 2}.to_a)
p [1, 2, 3].each_slice(2).to_a, [1, 2, 3].each_cons(2).to_a
p [1, 2, 3].include?(2), [1, 2, 3].index(3), [4, 5].zip([6, 7])
p "hello world".split(" "), "a-b-c".tr("-", "+"), [1, [2, [3]]].flatten
# inject(:+) sends + as CRuby's does, so it sees the redefinition.
p [1, 2, 3].inject(:+), (1..3).each_entry.inject(:+), [1, 2, 3].inject(10, :+)
