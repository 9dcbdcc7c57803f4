# Syntax error: unterminated string literal
puts "never"
s = "open string
