# External iteration with next over hashes/ranges/strings, zipping two enumerators manually, loop ending at StopIteration
a = [1, 2, 3].each
b = %w[x y].each
out = []
loop { out << [a.next, b.next] }
p out
h = { k1: 1, k2: 2 }.each
p h.next, h.next
r = (1..Float::INFINITY).each
p [r.next, r.next, r.next]
chars = "hey".each_char
p chars.next, chars.size, chars.to_a
e = [10, 20].each_with_index
p e.next, e.next
def numbers
  return to_enum(__method__) unless block_given?
  yield 1
  yield 2
end
n = numbers
p n.next, n.next, (n.next rescue $!.class)
