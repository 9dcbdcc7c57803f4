# An uncaught KeyError from Hash#fetch: report on stderr and exit status 1
h = { a: 1 }
puts "before"
h.fetch(:missing)
puts "never"
