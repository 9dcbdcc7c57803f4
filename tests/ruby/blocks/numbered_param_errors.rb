# Numbered parameters (_1.._9) are syntax errors when assigned, beside an
# ordinary parameter or `it`, or in a block nested in one that uses them.
["-> { _1 + -> { _2 }.call }", "_1 = 0", "proc { _1 = 0 }", "-> x { _1 }", "proc { |x| _1 }",
 "proc { _1; it }", "proc { it; _1 }", "[1].each { _1 }; _1 = 2"].each do |code|
  eval(code)
  p [code, :accepted]
rescue SyntaxError => e
  p [code, e.message[/numbered parameter[^\n]*|_\d is reserved for numbered parameters|'it' is not allowed[^\n]*/]]
end
p [1, 2].map { _1 * 10 }, [3].map { it + 1 }, -> { _10 rescue :name_error }.call
