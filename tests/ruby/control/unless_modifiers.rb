# unless/else, statement modifiers (if/unless/while/until), modifier precedence with assignment
n = 5
unless n > 10
  puts "small"
else
  puts "big"
end
puts "mod-if" if n.odd?
puts "not printed" unless n.odd?
i = 0
i += 1 while i < 10
p i
j = 10
j -= 3 until j < 0
p j
r = (p :side_effect) if false
p r
v = 42 unless false
p v
k = 0
begin
  k += 1
end while k < 0
p k
w = nil
w ||= "set" if true
p w
