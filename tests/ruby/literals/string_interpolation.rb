# String interpolation of various values, nested quotes and expressions
name = "World"
n = 3
puts "Hello, #{name}!"
puts "#{n} + #{n} = #{n + n}"
puts "nil:[#{nil}] true:[#{true}] sym:[#{:abc}] arr:#{[1, "a", nil]} hash:#{{a: 1}}"
puts "float #{1.0 / 4} big #{2**70}"
puts "nested #{"inner #{name.upcase} done"}"
puts "method #{[3, 1, 2].sort.map { |x| x * 10 }.join(",")}"
puts "ivar #@x gvar #$y" if true
@iv = "I"
$gv = "G"
puts "#@iv and #$gv"
class Pt
  def initialize(x) = @x = x
  def to_s = "Pt(#{@x})"
end
puts "obj #{Pt.new(5)}"
puts "empty #{} end"
s = "x"
t = "#{s}#{s}"
t << "y"
p s, t
p "#{1}#{2}".frozen?
puts "a" "b" 'c'
puts "multi #{
  1 + 2
} line"
