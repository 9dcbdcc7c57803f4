# Syntax error: an if without its end, after a closed one
if true
  p 1
end
if false
  p 2
