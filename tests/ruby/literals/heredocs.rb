# Heredocs: <<~ squiggly, <<- dash, quoted terminators, interpolation, methods on heredocs
name = "heredoc"
a = <<~TEXT
  Hello #{name}
    indented line
  last
TEXT
print a
b = <<-EOS
    keeps indentation
    EOS
print b
c = <<~'RAW'
  no #{interp} here \n
RAW
print c
d = <<~EOS.lines.map(&:strip).join("|")
  one
  two
EOS
p d
def show(x, y) = puts(x + y)
show(<<~A, <<~B)
  first
A
  second
B
e = <<~EOS

  blank line above
EOS
p e
f = <<~EOS
  tab\tescape
EOS
p f
p <<~EOS.length
  abc
EOS
