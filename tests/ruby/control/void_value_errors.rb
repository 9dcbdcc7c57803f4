# `return x or y` binds as (return x) or y, whose value could never be used:
# a SyntaxError, as is `else` in a begin without rescue. Jumps on the right
# of and/or, and else after a rescue, are fine.
[
  "[1].each { break true or false }",
  "[1].each { next true and false }",
  "def m = (return 1 or 2)",
  "begin\n  1\nelse\n  2\nend",
  "def ok(x) = (x or return :none)",
  "begin\n  raise 'x'\nrescue\n  :rescued\nelse\n  :else\nend",
].each do |src|
  begin
    p eval(src)
  rescue SyntaxError => e
    puts e.message[/void value expression|else without rescue is useless/]
  end
end
p ok(nil), ok(3)
