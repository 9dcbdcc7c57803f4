# Which character classes follow Unicode in Ruby: POSIX brackets, \p{} and
# \b do; \w \d \s and their negations stay ASCII, also inside a class and
# under /i. Expected output from CRuby 4.0.
p "é" =~ /\w/, "é" =~ /[[:word:]]/, "é" =~ /\p{Word}/, "é" =~ /[[:alpha:]]/, "é" =~ /\p{Alpha}/
p "٣" =~ /\d/, "٣" =~ /[[:digit:]]/, "٣" =~ /\p{Digit}/, "\u00a0" =~ /\s/, "\u00a0" =~ /[[:space:]]/
p "été x" =~ /\bx/, "aé" =~ /a\b/, "aé" =~ /a\B/, "É" =~ /[[:upper:]]/, "été".scan(/\W/)
p "éa".match?(/\A[[:alnum:]]+\z/), "é" =~ /\h/, "é" =~ /[[:^word:]]/, "a" =~ /\P{Word}/
p "\u017F" =~ /\w/i, "\u017F" =~ /[a-z]/i, "\u212A" =~ /\w/i, "\u017F" =~ /\W/i
p "é1 x" =~ /[\w\s]+/, $~[0], "é_-" =~ /[^\W]/, "x\u00e9" =~ /[\d\S]/, "ab\bc" =~ /[\b]/
p "é" =~ /(?<=\s)\w/, " a" =~ /(?<=\s)\w/, "aé" =~ /(?# a \w comment)é/
p "\\w" =~ /\\w/, "x\tx" =~ /x\sx/, "x\u3000x" =~ /x\sx/, "x\u3000x" =~ /x[[:blank:]]x/
p "Ünïcödé wörd".scan(/[[:word:]]+/), "Ünïcödé wörd".scan(/\w+/)
p "été" =~ /\A[[:word:]]+\z/x, /\w/.source, /[\s]/.inspect
