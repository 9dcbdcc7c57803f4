# Symbol.all_symbols: an Array of every Symbol interned so far, the core's
# method names and the program's own among them.
all = Symbol.all_symbols
p all.class, all.all?(Symbol), all.size > 1000
p all.include?(:puts), all.include?(:each_with_index)
:symbol_from_this_program
p Symbol.all_symbols.include?(:symbol_from_this_program)
p Symbol.all_symbols.size >= all.size
