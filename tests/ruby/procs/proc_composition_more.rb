# Function composition and currying: >> and << with lambdas, methods and symbols; partial application; pipelines
double = ->(x) { x * 2 }
inc = ->(x) { x + 1 }
square = :abs2.to_proc rescue square = ->(x) { x * x }
p (double >> inc).(5), (double << inc).(5), (inc >> double >> inc).(1), [1, 2, 3].map(&(double >> inc))
add = ->(a, b, c) { a + b + c }
p add.curry[1][2][3], add.curry.(1).(2, 3), add.curry[10].then { |f| f[1][1] }
pipeline = [:strip, :downcase, ->(s) { s.tr(" ", "_") }].map { |f| f.is_a?(Symbol) ? f.to_proc : f }.reduce(:>>)
p pipeline.call("  Hello World  ")
m = 12.method(:gcd)
p (m >> double).(18), [8, 9, 10].map(&m)
compose_all = ->(*fs) { fs.reduce { |f, g| f >> g } }
p compose_all.(inc, inc, double).(0)
