# Syntax error: a case without its end, the input ending without a line break
case 1
when 1 then p 1