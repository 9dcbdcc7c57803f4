# loop with break value, loop rescuing StopIteration from an external enumerator, begin/end while
r = loop do
  break 42
end
p r
e = [1, 2, 3].each
out = []
res = loop do
  out << e.next
end
p out, res
i = 0
loop do
  i += 1
  next if i < 3
  break
end
p i
count = 0
begin
  count += 1
end while count < 0
p count
en = Enumerator.new { |y| y << :a; y << :b; :done }
p en.next, en.next
begin
  en.next
rescue StopIteration => ex
  p ex.class, ex.message, ex.result
end
