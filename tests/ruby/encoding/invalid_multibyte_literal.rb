# A byte that is not UTF-8 in a string literal of a UTF-8 source is a syntax error (the report then shows no source line)
p "fine \xff escapes"
p "broken ÿ byte"
