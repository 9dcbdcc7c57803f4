# Constructs nested hundreds of levels deep parse and run (the parser's limit is its native stack, not a count of 127)
# expected output written by hand: the reference CRuby's stack on WASI is too small for these depths
# (Debian's ruby 3.1 prints the same, but for the Hash's 3.1-style inspect)
def nest(open, inner, close, n) = open * n + inner + close * n
p eval(nest("(", "1", ")", 500))
p eval(nest("begin; ", "2", "; end", 400))
p eval(nest("if true then ", "3", " end", 400))
p eval(nest("[", "4", "]", 500)).flatten
p eval(nest("-> { ", "5", " }.call", 300))
p eval(nest("[1].map { ", "6", " }.first", 300))
p eval(nest('"#{', "7", '}"', 300))
p eval(nest("{a: ", "8", "}", 500)).to_s.size
p eval(nest("class C; ", "9", "; end", 200))
p eval(nest("def m; ", "10", "; end; m", 200))
p eval(nest("!", "true", "", 500))
