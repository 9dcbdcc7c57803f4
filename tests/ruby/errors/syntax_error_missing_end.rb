# Syntax error: missing end (the whole file fails to parse; nothing runs)
puts "this never prints"
def broken(x)
  if x
    puts x
end
