# Counting loops: loop with break values, until with complex conditions, begin/end while (do-while) semantics
i = 0
begin
  i += 1
end while i < 0
p i
j = 10
j -= 3 until j < 0 || j % 4 == 0
p j
collatz = 27
steps = 0
steps += 1 while (collatz = collatz.even? ? collatz / 2 : 3 * collatz + 1) != 1
p steps
n = 0
r = loop do
  n += 1
  break n**2 if n > 4
end
p r, (1..3).each_entry.to_a
